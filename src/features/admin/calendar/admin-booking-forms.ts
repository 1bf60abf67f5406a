import type { ClinicianInput } from '#/api/admin-clinicians.ts';
import type { SessionMode } from '#/features/booking/booking-rules.ts';
import { formatTime, indiaToInstant, instantToIndia, isIndiaDate } from '#/lib/india-time.ts';

/**
 * The forms of the Clinicians and Calendar tabs as the browser holds them (text, as typed) and
 * the bodies they send, shaped as `admin-booking-schemas.ts` reads them. Times are typed in
 * India time whatever the admin's own clock says.
 */

/** A choice in a list: a branch or a service, by slug. */
export interface Choice {
  value: string;
  label: string;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface HoursRow {
  /** Stable while the row is on screen, for React and for focus. */
  key: string;
  weekday: string;
  from: string;
  to: string;
  mode: SessionMode;
  branch: string;
}

/** The clinician's record as the form holds it: the numbers and the hours as typed. */
export interface ClinicianFormValues
  extends Omit<ClinicianInput, 'sessionMinutes' | 'bufferMinutes' | 'hours'> {
  sessionMinutes: '50' | '60';
  bufferMinutes: string;
  hours: HoursRow[];
}

/**
 * A clinician as the list shows it, enough to fill the form: the record the server answers, of
 * which the form can do without the texts it has a default for.
 */
export type ClinicianFields = Omit<
  ClinicianInput,
  'qualifications' | 'bio' | 'services' | 'contactPhone' | 'contactEmail' | 'sessionMinutes'
> &
  Partial<
    Pick<ClinicianInput, 'qualifications' | 'bio' | 'services' | 'contactPhone' | 'contactEmail'>
  > & {
    sessionMinutes: number;
  };

export function emptyHoursRow(key: string): HoursRow {
  return { key, weekday: '1', from: '10:00', to: '13:00', mode: 'video', branch: '' };
}

export function emptyClinicianForm(): ClinicianFormValues {
  return {
    slug: '',
    name: '',
    role: '',
    qualifications: '',
    registrationNumber: '',
    bio: '',
    languages: ['English'],
    services: [],
    modes: ['video'],
    contactPhone: '',
    contactEmail: '',
    sessionMinutes: '50',
    bufferMinutes: '10',
    active: true,
    hours: [],
  };
}

export function clinicianFormFrom(
  clinician: ClinicianFields,
  nextKey: () => string,
): ClinicianFormValues {
  return {
    slug: clinician.slug,
    name: clinician.name,
    role: clinician.role,
    qualifications: clinician.qualifications ?? '',
    registrationNumber: clinician.registrationNumber,
    bio: clinician.bio ?? '',
    languages: [...clinician.languages],
    services: [...(clinician.services ?? [])],
    modes: [...clinician.modes],
    contactPhone: clinician.contactPhone ?? '',
    contactEmail: clinician.contactEmail ?? '',
    sessionMinutes: clinician.sessionMinutes === 60 ? '60' : '50',
    bufferMinutes: String(clinician.bufferMinutes),
    active: clinician.active,
    hours: clinician.hours.map((h) => ({
      key: nextKey(),
      weekday: String(h.weekday),
      from: h.from,
      to: h.to,
      mode: h.mode,
      branch: h.branch ?? '',
    })),
  };
}

/** A number typed in a field; nothing typed is left out, so the schema's default applies. */
function typedNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export function clinicianPayload(values: ClinicianFormValues) {
  return {
    ...values,
    sessionMinutes: Number(values.sessionMinutes),
    bufferMinutes: typedNumber(values.bufferMinutes),
    hours: values.hours.map(({ key: _key, weekday, branch, ...h }) => ({
      ...h,
      weekday: Number(weekday),
      // Only in-person hours have a branch: one left chosen after switching to video is dropped.
      branch: h.mode === 'in-person' ? branch || null : null,
    })),
  };
}

/**
 * A `datetime-local` value ("2026-12-01T09:30") read as India time, as an ISO instant; empty
 * when it is not a whole date and time, which the schema then refuses.
 */
export function indiaLocalToIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)/.exec(local);
  if (!match || !isIndiaDate(match[1]!)) return '';
  return indiaToInstant(match[1]!, Number(match[2]) * 60 + Number(match[3])).toISOString();
}

/** An instant as a `datetime-local` value in India time. */
export function isoToIndiaLocal(iso: string): string {
  const { date, minutes } = instantToIndia(new Date(iso));
  return `${date}T${formatTime(minutes)}`;
}

export interface BlockFormValues {
  kind: 'leave' | 'blocked';
  from: string;
  to: string;
  reason: string;
}

export const emptyBlockForm = (): BlockFormValues => ({
  kind: 'leave',
  from: '',
  to: '',
  reason: '',
});

export function blockPayload(values: BlockFormValues) {
  return {
    kind: values.kind,
    startsAt: indiaLocalToIso(values.from),
    endsAt: indiaLocalToIso(values.to),
    reason: values.reason,
  };
}

export interface CallerBookingValues {
  clinician: string;
  when: string;
  mode: SessionMode;
  branch: string;
  service: string;
  language: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export const emptyCallerBooking = (): CallerBookingValues => ({
  clinician: '',
  when: '',
  mode: 'video',
  branch: '',
  service: '',
  language: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
});

export function callerBookingPayload({ when, branch, ...values }: CallerBookingValues) {
  return {
    ...values,
    startsAt: indiaLocalToIso(when),
    branch: values.mode === 'in-person' ? branch || null : null,
  };
}

export interface MoveValues {
  when: string;
  reason: string;
}

export function movePayload(values: MoveValues) {
  return { startsAt: indiaLocalToIso(values.when), reason: values.reason };
}
