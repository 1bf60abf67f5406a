import { z } from 'zod';
import { ADMIN_MESSAGES, ADMIN_PASSWORD_MIN } from '#/lib/auth.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Changes the signed-in admin's password and ends their other sessions. */
export const PATH = '/api/admin/password';

export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, ADMIN_MESSAGES.passwordRejected).max(256),
  newPassword: z
    .string()
    .min(ADMIN_PASSWORD_MIN, `A new password needs at least ${ADMIN_PASSWORD_MIN} characters.`)
    .max(256, 'That password is too long.'),
});

/** What the person reads once it is done. */
export interface PasswordAnswer {
  message: string;
}

export const changeAdminPassword = (input: z.input<typeof passwordChangeSchema>) =>
  sendJson<Json<PasswordAnswer>>('PUT', PATH, input);
