import type { z } from 'zod';
import type { passwordChangeSchema } from '#/features/account/schemas.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Changes the signed-in admin's password and ends their other sessions. */
export const PATH = '/api/admin/password';

/** Checked by `passwordChangeSchema` (features/account/schemas.ts, with the other sign-in ones). */
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;

/** What the admin reads once it is done. */
export interface PasswordAnswer {
  message: string;
}

export const changeAdminPassword = (input: PasswordChangeRequest) =>
  sendJson<Json<PasswordAnswer>>('PUT', PATH, input);
