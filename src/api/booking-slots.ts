import { z } from 'zod';
import type { SessionMode } from '#/features/booking/booking-rules.ts';
import { modeSchema, slugSchema } from '#/features/booking/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { type ApiFetch, api } from '#/lib/http.ts';
import type { ClinicianInput } from './admin-clinicians.ts';
import type { Json } from './json.ts';

/**
 * GET: the free slots for what the visitor chose on /book (also the get-matched suggestions,
 * the times a session could move to and the admin's free times for a caller).
 */
export const PATH = '/api/booking/slots';

/** The query: what the visitor chose on /book (each optional: "any"). */
export const slotSearchRequest = defineSchema(() =>
  z.object({
    service: slugSchema.optional(),
    mode: modeSchema.optional(),
    language: z.string().trim().max(40).optional(),
    branch: slugSchema.optional(),
    clinician: slugSchema.optional(),
  }),
);
export type SlotSearch = z.infer<typeof slotSearchRequest>;

/** What a visitor sees of a clinician: on /book, in the get-matched suggestions. */
export interface ClinicianCard
  extends Pick<
    ClinicianInput,
    | 'slug'
    | 'name'
    | 'role'
    | 'qualifications'
    | 'registrationNumber'
    | 'bio'
    | 'languages'
    | 'services'
    | 'modes'
    | 'sessionMinutes'
  > {
  /** The profile photo's address, when there is one. */
  photoUrl: string | null;
  demo: boolean;
}

/** The card with the id and buffer the slot search works with (and sends along). */
export interface ClinicianProfile extends ClinicianCard {
  id: string;
  bufferMinutes: number;
}

/** One free time of a clinician, by slug. */
export interface SlotOffer {
  clinician: string;
  startsAt: string;
  endsAt: string;
  mode: SessionMode;
  branch: string | null;
}

export interface SlotAnswer {
  clinicians: ClinicianProfile[];
  slots: SlotOffer[];
  /** The languages some clinician speaks (whatever was chosen). */
  languages: string[];
}

/** The address of a search: only the choices made. */
export function slotsPath(search: Partial<Record<keyof SlotSearch, string>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export const searchSlots = (
  search: Partial<Record<keyof SlotSearch, string>> = {},
  init: Parameters<ApiFetch>[1] = {},
) => api<Json<SlotAnswer>>(slotsPath(search), init);
