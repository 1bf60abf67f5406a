import type { SharedAnswers } from './booking-answers-schema.ts';
import type { BookingStatus, SessionMode } from './booking-rules.ts';

/** What the booking API answers, as the browser reads it (dates arrive as ISO strings). */

export interface ClinicianCard {
  slug: string;
  name: string;
  role: string;
  qualifications: string;
  registrationNumber: string;
  bio: string;
  languages: string[];
  services: string[];
  modes: SessionMode[];
  /** The profile photo's address, when there is one. */
  photoUrl: string | null;
  sessionMinutes: 50 | 60;
  demo: boolean;
}

export interface SlotOffer {
  clinician: string;
  startsAt: string;
  endsAt: string;
  mode: SessionMode;
  branch: string | null;
}

export interface SlotAnswer {
  clinicians: ClinicianCard[];
  slots: SlotOffer[];
  /** The languages some clinician speaks (whatever was chosen). */
  languages: string[];
}

export interface CreditView {
  id: string;
  productName: string;
  granted: number;
  remaining: number;
  expiresAt: string;
}

export interface SessionView {
  id: string;
  clinician: { slug: string; name: string; role: string };
  service: string;
  mode: SessionMode;
  branch: string | null;
  /** Where an in-person session is held, by name and address. */
  place: { name: string; address: string } | null;
  language: string;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  holdExpiresAt: string | null;
  canChange: boolean;
  creditBackIfCancelled: boolean;
  contact: { phone: string; email: string } | null;
  joinUrl: string | null;
  /** The get-matched answers shared with the clinician, until the customer stops sharing. */
  sharedAnswers: SharedAnswers | null;
  /** How many confirmed sessions of its weekly or fortnightly series come after it. */
  laterInSeries: number;
}

export interface MySessionsAnswer {
  upcoming: SessionView[];
  past: SessionView[];
  credits: CreditView[];
}

/** The credits a customer can use now: some left and not lapsed. */
export function usableCredits(credits: readonly CreditView[], now = new Date()): number {
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
