import { z } from 'zod';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Admin sign-in; a wrong name or password is a 401 `invalid_credentials`. */
export const PATH = '/api/admin/login';

const required = (label: string) =>
  z
    .string({ error: `Please fill in the ${label}.` })
    .trim()
    .min(1, `Please fill in the ${label}.`)
    .max(256, `The ${label} is too long.`);

/** The admin login form: both fields trimmed and required. */
export const adminLoginSchema = z.object({
  username: required('username'),
  password: required('password'),
});

export interface AdminLoginAnswer {
  success: true;
}

export const logInAdmin = (input: z.input<typeof adminLoginSchema>) =>
  postJson<Json<AdminLoginAnswer>>(PATH, input);
