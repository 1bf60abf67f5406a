import { addDays, type IndiaDate, weekdayOf } from '#/lib/india-time.ts';

export { describeIndiaDay } from '#/lib/india-time.ts';

/**
 * Rules and texts of the clinicians' portal at /clinician, shared by its island and the
 * functions. No schema library here: the island imports it.
 */

/** An invitation link works this many days, once. */
export const INVITATION_DAYS = 7;

/** The calendar feed lists sessions from this many days back to this many ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;

export type InvitationState = 'open' | 'used' | 'expired';

/** Whether an invitation link can still be opened. */
export function invitationState(
  invitation: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (invitation.usedAt) return 'used';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

export const CLINICIAN_MESSAGES = {
  invitationUsed:
    'This invitation link has already been used. Sign in below with the e-mail address it was sent to.',
  invitationExpired:
    'This invitation link has expired (links work for 7 days). Please ask the Psycortex admin team for a new one.',
  invitationUnknown:
    'This invitation link is not valid. Please check that the whole link was opened, or ask the admin team for a new one.',
  notYours: 'We could not find that session in your calendar.',
  deactivated:
    'This clinician has been deactivated. Their record stays for the sessions they held.',
} as const;

export type CalendarView = 'day' | 'week';

/** The Monday of the week an India date falls in (weeks start on Monday, as in India's diaries). */
export function weekStart(date: IndiaDate): IndiaDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The days a view shows: one day, or the Monday-to-Sunday week around the date. */
export function viewRange(view: CalendarView, date: IndiaDate): { from: IndiaDate; days: number } {
  return view === 'day' ? { from: date, days: 1 } : { from: weekStart(date), days: 7 };
}

/** The first day of the view before or after this one. */
export function stepView(view: CalendarView, date: IndiaDate, direction: 1 | -1): IndiaDate {
  return addDays(view === 'day' ? date : weekStart(date), direction * (view === 'day' ? 1 : 7));
}

/** A service's address name as words: "couples-therapy" → "Couples therapy". */
export function serviceWords(slug: string): string {
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The days a view shows, in order. */
export function daysOf(range: { from: IndiaDate; days: number }): IndiaDate[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
}

/** How far apart two free times may be and still read as one span (the buffer between them). */
const SPAN_GAP_MS = 30 * 60_000;

/**
 * Free times side by side in the same ways of meeting, as spans: "13:00–23:50 (Video)" rather
 * than eleven starts. The times come in order.
 */
export function freeSpans<M extends string>(
  free: readonly { startsAt: string; endsAt: string; modes: readonly M[] }[],
): { from: string; to: string; modes: M[] }[] {
  const spans: { from: string; to: string; modes: M[] }[] = [];
  for (const f of free) {
    const last = spans[spans.length - 1];
    const sameWays = last && last.modes.join() === f.modes.join();
    if (last && sameWays && Date.parse(f.startsAt) - Date.parse(last.to) <= SPAN_GAP_MS) {
      last.to = f.endsAt;
    } else {
      spans.push({ from: f.startsAt, to: f.endsAt, modes: [...f.modes] });
    }
  }
  return spans;
}
