import type { CalendarEntry } from '#/api/admin-calendar.ts';
import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { STATUS_LABELS } from '#/features/booking/booking-view.ts';
import { toCsv } from '#/lib/csv.ts';
import { csvDateTime } from './calendar-time.ts';
import { placeOf } from './places.ts';

/** The Calendar tab's export: one row per session, times in India time. */
export function calendarCsv(entries: CalendarEntry[]): string {
  return toCsv(
    [
      'Start (IST)',
      'End (IST)',
      'Clinician',
      'Status',
      'Mode',
      'Branch',
      'Service',
      'Language',
      'Customer',
      'E-mail',
      'Phone',
      'Booked by',
      'Cancellation reason',
    ],
    entries.map((e) => [
      csvDateTime(e.startsAt),
      csvDateTime(e.endsAt),
      e.clinician.name,
      STATUS_LABELS[e.status],
      MODE_LABELS[e.mode],
      e.branch ? placeOf(e.branch).name : '',
      e.service,
      e.language,
      e.customer.name,
      e.customer.email,
      e.customer.phone,
      e.bookedBy,
      e.cancelReason,
    ]),
  );
}
