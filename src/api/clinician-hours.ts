import { z } from 'zod';
import { weeklyHoursSchema } from '#/features/admin/calendar/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { sendJson } from '#/lib/http.ts';
import type { SavedAnswer } from './clinician-profile.ts';
import type { Json } from './json.ts';

/** PUT: replaces the clinician's own weekly hours (sessions already booked stay). Audited. */
export const PATH = '/api/clinician/hours';

export const ownHoursRequest = defineSchema(() =>
  z.object({ hours: z.array(weeklyHoursSchema).max(100) }),
);

export const saveOwnHours = (body: z.input<typeof ownHoursRequest>) =>
  sendJson<Json<SavedAnswer>>('PUT', PATH, body);
