import { z } from 'zod';
import { sendJson } from '#/lib/http.ts';
import { billingText } from '#/lib/schemas.ts';
import type { Json } from './json.ts';

/** The name a new customer gives after their first login; the rest of the profile stays. */
export const PATH = '/api/me/name';

/** The name a customer gives right after their first login (PUT /api/me/name). */
export const nameSchema = z.object({ name: billingText('name', 120) });

export interface NameAnswer {
  name: string;
}

export const saveName = (input: z.input<typeof nameSchema>) =>
  sendJson<Json<NameAnswer>>('PUT', PATH, input);
