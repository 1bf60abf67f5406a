/**
 * The admin's Calendar tab as a CSV file, in India time (the export is in the audit log). Its
 * query is the tab's own (`calendarQueryRequest` in ./admin-calendar.ts); the answer is a file
 * the browser downloads, not JSON, so there is no answer type and no call here.
 */
export const PATH = '/api/admin/calendar/export';
