import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Revokes the admin session and clears its cookie. */
export const PATH = '/api/admin/logout';

export interface AdminLogoutAnswer {
  success: true;
}

export const logOutAdmin = () => postJson<Json<AdminLogoutAnswer>>(PATH);
