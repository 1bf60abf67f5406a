import type { CreditBalance } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import type { BookingStatus } from './booking-rules.ts';

/** The credits a customer can use now: some left and not lapsed. */
export function usableCredits(credits: readonly Json<CreditBalance>[], now = new Date()): number {
  return credits
    .filter((c) => Date.parse(c.expiresAt) > now.getTime())
    .reduce((sum, c) => sum + c.remaining, 0);
}

/** The /book address with the visitor's choices, as the questionnaire and service pages link. */
export function bookHref(choice: {
  service?: string;
  mode?: string;
  language?: string;
  branch?: string;
  clinician?: string;
}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choice)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/book?${query}` : '/book';
}

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held for you',
  confirmed: 'Confirmed',
  attended: 'Attended',
  no_show: 'Missed',
  cancelled: 'Cancelled',
  expired: 'Hold lapsed',
};
