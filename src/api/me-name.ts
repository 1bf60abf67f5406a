import type { z } from 'zod';
import type { nameSchema } from '#/features/account/schemas.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The name a new customer gives after their first login; the rest of the profile stays. */
export const PATH = '/api/me/name';

/**
 * Checked by `nameSchema` (features/account/schemas.ts), imported here as a type only: the
 * login page's script calls this route and loads no zod.
 */
export type NameRequest = z.input<typeof nameSchema>;

export interface NameAnswer {
  name: string;
}

export const saveName = (input: NameRequest) => sendJson<Json<NameAnswer>>('PUT', PATH, input);
