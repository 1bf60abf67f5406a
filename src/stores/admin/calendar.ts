import { atom } from 'nanostores';
import type { AdminRoute } from '#/lib/admin-routes.ts';
import type { BookingStatus, SessionMode } from '#/lib/booking.ts';
import { adminFetch, errorMessage, sendJson } from './api.ts';
import { routeLoader } from './load.ts';
import { $adminRoute } from './route.ts';

export interface CalendarRow {
  id: string;
  clinician: { slug: string; name: string };
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  mode: SessionMode;
  branch: string | null;
  service: string;
  customer: { name: string; email: string; phone: string };
  bookedBy: 'customer' | 'staff';
  cancelReason: string;
  /** The customer shared their get-matched answers with this session. */
  hasAnswers: boolean;
}

type CalendarRoute = Extract<AdminRoute, { name: 'calendar' }>;
const isCalendar = (route: AdminRoute): route is CalendarRoute => route.name === 'calendar';

export function calendarQuery(route: CalendarRoute): string {
  const params = new URLSearchParams({ from: route.from, days: String(route.days) });
  if (route.clinician) params.set('clinician', route.clinician);
  return params.toString();
}

const calendar = routeLoader(
  isCalendar,
  async (route, signal) =>
    (
      await adminFetch<{ entries: CalendarRow[] }>(`/api/admin/calendar?${calendarQuery(route)}`, {
        signal,
      })
    ).entries,
  'The calendar could not be loaded. Please try again.',
);
export const $calendar = calendar.store;

/** What the last action said: done, or why not. */
export const $calendarNotice = atom<{ tone: 'ok' | 'problem'; text: string } | null>(null);

async function act(path: string, body: unknown, done: string): Promise<boolean> {
  try {
    await sendJson('POST', path, body);
    $calendarNotice.set({ tone: 'ok', text: done });
    calendar.reload();
    return true;
  } catch (error) {
    $calendarNotice.set({
      tone: 'problem',
      text: errorMessage(error, 'That did not work. Please try again.'),
    });
    return false;
  }
}

export const markOutcome = (row: CalendarRow, outcome: 'attended' | 'no_show') =>
  act(
    `/api/admin/calendar/${row.id}/outcome`,
    { outcome },
    `${row.customer.name || 'The session'} marked ${outcome === 'attended' ? 'attended' : 'missed'}.`,
  );

export const cancelForCustomer = (row: CalendarRow, reason: string, waive: boolean) =>
  act(
    `/api/admin/calendar/${row.id}/cancel`,
    { reason, waive },
    'Session cancelled; the customer has been told.',
  );

export const moveForCustomer = (row: CalendarRow, startsAt: string, reason: string) =>
  act(
    `/api/admin/calendar/${row.id}/move`,
    { startsAt, reason },
    'Session moved; the customer has been told.',
  );

export const bookForCaller = (input: Record<string, unknown>) =>
  act('/api/admin/calendar', input, 'Session booked for the caller.');

export function calendarExportUrl(): string {
  const route = $adminRoute.get();
  return isCalendar(route)
    ? `/api/admin/calendar/export?${calendarQuery(route)}`
    : '/api/admin/calendar/export';
}
