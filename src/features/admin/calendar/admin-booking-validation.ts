import type { z } from 'zod';
import { staffBookingRequest } from '#/api/admin-calendar.ts';
import { staffMoveRequest } from '#/api/admin-calendar-action.ts';
import { blockRequest } from '#/api/admin-clinician-blocks.ts';
import { clinicianRequest } from '#/api/admin-clinicians.ts';
import type { FieldErrors } from '#/features/admin/products/admin-products.ts';
import {
  type BlockFormValues,
  blockPayload,
  type CallerBookingValues,
  type ClinicianFormValues,
  callerBookingPayload,
  clinicianPayload,
  type MoveValues,
  movePayload,
} from './admin-booking-forms.ts';

/**
 * The staff booking forms checked with the schemas the server applies, so the messages beside
 * the fields are the server's own. A module of its own because the schema library is large:
 * the panel loads it when a form is used.
 */

/** Plainer words where a schema only has the library's own (a number, a date, a choice). */
const PLAIN: Record<string, string> = {
  startsAt: 'Choose the date and the time, in India time.',
  endsAt: 'Choose the date and the time, in India time.',
  bufferMinutes: 'Give the buffer in whole minutes, from 0 to 60.',
  sessionMinutes: 'Choose 50 or 60 minutes.',
  contactEmail: 'Enter a valid e-mail address, or leave it empty.',
  qualifications: 'Keep the qualifications under 500 characters.',
  registrationNumber: 'Keep the registration number under 80 characters.',
  bio: 'Keep the introduction under 3,000 characters.',
  weekday: 'Choose a day of the week.',
  clinician: 'Choose a clinician.',
  service: 'Choose a service.',
};

function check(
  schema: z.ZodType,
  payload: unknown,
  rename: Record<string, string> = {},
): FieldErrors {
  const result = schema.safeParse(payload);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const last = String(issue.path.at(-1) ?? '');
    const path = issue.path.map(String);
    const head = path[0] ?? 'form';
    const key = [rename[head] ?? head, ...path.slice(1)].join('.');
    // A refinement's message (custom) or one the schema words itself stays as it is.
    const plain = issue.code === 'custom' ? undefined : PLAIN[last];
    errors[key] ??= plain ?? issue.message;
  }
  return errors;
}

export const validateClinicianForm = (values: ClinicianFormValues) =>
  check(clinicianRequest, clinicianPayload(values));

export const validateBlockForm = (values: BlockFormValues) =>
  check(blockRequest, blockPayload(values), { startsAt: 'from', endsAt: 'to' });

export const validateCallerBooking = (values: CallerBookingValues) =>
  check(staffBookingRequest, callerBookingPayload(values), { startsAt: 'when' });

export const validateMove = (values: MoveValues) =>
  check(staffMoveRequest, movePayload(values), { startsAt: 'when' });
