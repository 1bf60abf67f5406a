import type { z } from 'zod';
import type { adminLoginSchema } from '#/features/account/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Admin sign-in; a wrong name or password is a 401 `invalid_credentials`. */
export const PATH = '/api/admin/login';

/**
 * Checked by `adminLoginSchema` (features/account/schemas.ts), imported here as a type only:
 * the admin login page's script loads no zod.
 */
export type AdminLoginRequest = z.input<typeof adminLoginSchema>;

export interface AdminLoginAnswer {
  success: true;
}

export const logInAdmin = (input: AdminLoginRequest) =>
  postJson<Json<AdminLoginAnswer>>(PATH, input);
