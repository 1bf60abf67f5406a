import { atom, onMount } from 'nanostores';
import {
  PATH as CALENDAR_PATH,
  type CalendarAnswer,
  type CalendarEntry,
} from '#/api/admin-calendar.ts';
import { calendarActionPath } from '#/api/admin-calendar-action.ts';
import { PATH as EXPORT_PATH } from '#/api/admin-calendar-export.ts';
import {
  type AdminClinician,
  PATH as CLINICIANS_PATH,
  type CliniciansAnswer,
} from '#/api/admin-clinicians.ts';
import { PATH as SLOTS_PATH, type SlotAnswer } from '#/api/booking-slots.ts';
import type { Json } from '#/api/json.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { adminFetch, errorMessage, isQuiet, sendJson } from '#/features/admin/api.ts';
import {
  type CallerBookingValues,
  callerBookingPayload,
  emptyCallerBooking,
  isoToIndiaLocal,
  type MoveValues,
  movePayload,
} from '#/features/admin/calendar/admin-booking-forms.ts';
import { dialogForm } from '#/features/admin/dialog-form.store.ts';
import { routeLoader } from '#/features/admin/load.ts';
import { $adminRoute, navigate } from '#/features/admin/route.store.ts';
import type { SessionMode } from '#/features/booking/booking-rules.ts';

/** A session as the Calendar tab lists it. */
export type CalendarRow = Json<CalendarEntry>;

type CalendarRoute = Extract<AdminRoute, { name: 'calendar' }>;
const isCalendar = (route: AdminRoute): route is CalendarRoute => route.name === 'calendar';

export function calendarQuery(route: CalendarRoute): string {
  const params = new URLSearchParams({ from: route.from, days: String(route.days) });
  if (route.clinician) params.set('clinician', route.clinician);
  if (route.branch) params.set('branch', route.branch);
  if (route.letGo) params.set('holds', 'all');
  return params.toString();
}

const calendar = routeLoader(
  isCalendar,
  async (route, signal) =>
    (
      await adminFetch<Json<CalendarAnswer>>(`${CALENDAR_PATH}?${calendarQuery(route)}`, {
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
    calendarActionPath(row.id, 'outcome'),
    { outcome },
    `${row.customer.name || 'The session'} marked ${outcome === 'attended' ? 'attended' : 'missed'}.`,
  );

export const cancelForCustomer = (row: CalendarRow, reason: string, waive: boolean) =>
  act(
    calendarActionPath(row.id, 'cancel'),
    { reason, waive },
    'Session cancelled; the customer has been told.',
  );

/** The clinicians, for the filter and the booking form: name, slug and ways of meeting. */
export type ClinicianChoice = Pick<AdminClinician, 'slug' | 'name' | 'modes' | 'active'>;
export const $clinicianChoices = atom<ClinicianChoice[]>([]);
onMount($clinicianChoices, () => {
  const controller = new AbortController();
  adminFetch<Json<CliniciansAnswer>>(CLINICIANS_PATH, {
    signal: controller.signal,
  })
    .then(({ clinicians }) =>
      $clinicianChoices.set(
        clinicians.map(({ slug, name, modes, active }) => ({ slug, name, modes, active })),
      ),
    )
    .catch((error: unknown) => {
      // The calendar works without the list: the filter then offers only "All clinicians".
      if (!isQuiet(error)) console.error('[admin] clinician list failed:', error);
    });
  return () => controller.abort();
});

/** The checks use the schema library, loaded apart from the panel: fetched when a form is sent. */
const validation = () => import('#/features/admin/calendar/admin-booking-validation.ts');

/**
 * The next free times of one clinician in one way of meeting (the booking page's own list),
 * offered beside the date and time fields so staff need not guess. The list keeps the booking
 * page's notice of two hours: a sooner time can still be typed.
 */
export type FreeTimes =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; times: string[] }
  | { status: 'failed' };
export const $freeTimes = atom<FreeTimes>({ status: 'idle' });
let freeTimesRequest: AbortController | undefined;

export async function loadFreeTimes(choice: {
  clinician: string;
  mode: SessionMode;
  branch?: string | null;
}): Promise<void> {
  freeTimesRequest?.abort();
  if (!choice.clinician || (choice.mode === 'in-person' && !choice.branch)) {
    $freeTimes.set({ status: 'idle' });
    return;
  }
  const request = new AbortController();
  freeTimesRequest = request;
  $freeTimes.set({ status: 'loading' });
  const params = new URLSearchParams({ clinician: choice.clinician, mode: choice.mode });
  if (choice.mode === 'in-person' && choice.branch) params.set('branch', choice.branch);
  try {
    const answer = await adminFetch<Json<SlotAnswer>>(`${SLOTS_PATH}?${params}`, {
      signal: request.signal,
    });
    if (!request.signal.aborted)
      $freeTimes.set({ status: 'ready', times: answer.slots.map((s) => s.startsAt) });
  } catch (error) {
    if (request.signal.aborted || isQuiet(error)) return;
    $freeTimes.set({ status: 'failed' });
  }
}

const bookingForm = dialogForm<CallerBookingValues, null>();
export const $callerBooking = bookingForm.$form;
export const closeCallerBooking = bookingForm.close;

/** Opens the booking form, with the clinician the calendar is showing already chosen. */
export function startCallerBooking(): void {
  const route = $adminRoute.get();
  $calendarNotice.set(null);
  const values = {
    ...emptyCallerBooking(),
    clinician: isCalendar(route) ? route.clinician : '',
    branch: isCalendar(route) ? route.branch : '',
  };
  bookingForm.open(values, null);
  void loadFreeTimes(values);
}

export function setCallerBookingField<K extends keyof CallerBookingValues>(
  field: K,
  value: CallerBookingValues[K],
): void {
  const patch = { [field]: value } as Partial<CallerBookingValues>;
  // A clinician who does not offer the way chosen so far: their first way is chosen instead.
  const offered = $clinicianChoices.get().find((c) => c.slug === value)?.modes ?? [];
  const mode = $callerBooking.get()?.values.mode;
  if (field === 'clinician' && mode && offered.length > 0 && !offered.includes(mode)) {
    patch.mode = offered[0];
  }
  bookingForm.change(patch, field, ...(field === 'mode' || patch.mode ? ['mode', 'branch'] : []));
  const values = $callerBooking.get()?.values;
  if (values && (field === 'clinician' || field === 'mode' || field === 'branch'))
    void loadFreeTimes(values);
}

/** Books the session the form describes for a caller, on the care team's word. */
export async function bookForCaller(): Promise<boolean> {
  const typed = $callerBooking.get()?.values;
  const booked = await bookingForm.submit(
    async (values) => (await validation()).validateCallerBooking(values),
    async (values) => {
      await sendJson('POST', CALENDAR_PATH, callerBookingPayload(values));
    },
    { startsAt: 'when' },
  );
  if (booked) {
    const told = typed?.contactEmail.trim() ? ' They have been e-mailed the details.' : '';
    $calendarNotice.set({
      tone: 'ok',
      text: `Session booked for ${typed?.contactName.trim()}.${told}`,
    });
    calendar.reload();
  }
  return booked;
}

const moveForm = dialogForm<MoveValues, CalendarRow>();
export const $moveForm = moveForm.$form;
export const closeMove = moveForm.close;

export function startMove(row: CalendarRow): void {
  $calendarNotice.set(null);
  moveForm.open({ when: isoToIndiaLocal(row.startsAt), reason: '' }, row);
  void loadFreeTimes({ clinician: row.clinician.slug, mode: row.mode, branch: row.branch });
}

export function setMoveField<K extends keyof MoveValues>(field: K, value: MoveValues[K]): void {
  moveForm.change({ [field]: value } as Partial<MoveValues>, field);
}

/** Moves the session to the form's time; the customer is e-mailed the reason. */
export async function moveForCustomer(): Promise<boolean> {
  const moved = await moveForm.submit(
    async (values) => (await validation()).validateMove(values),
    async (values, row) => {
      await sendJson('POST', calendarActionPath(row.id, 'move'), movePayload(values));
    },
    { startsAt: 'when' },
  );
  if (moved) {
    $calendarNotice.set({ tone: 'ok', text: 'Session moved; the customer has been told.' });
    calendar.reload();
  }
  return moved;
}

/** Shows only the sessions of one clinician and one branch (empty: all), and the holds let go. */
export function setCalendarFilters(filters: {
  clinician?: string;
  branch?: string;
  letGo?: boolean;
}): void {
  const route = $adminRoute.get();
  if (isCalendar(route)) navigate({ ...route, ...filters });
}

export function calendarExportUrl(): string {
  const route = $adminRoute.get();
  return isCalendar(route) ? `${EXPORT_PATH}?${calendarQuery(route)}` : EXPORT_PATH;
}
