/**
 * GET: one of the customer's sessions as an .ics file, to add to their calendar. The answer is a
 * file the browser downloads (My sessions links to it), not JSON: no answer type and no call.
 */
export const PATH = '/api/booking-calendar/:id';

/** The address of one session's calendar file. */
export const bookingCalendarPath = (id: string) => `/api/booking-calendar/${id}`;
