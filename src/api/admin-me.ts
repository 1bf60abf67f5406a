import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Who is signed in to the admin panel; 401 or 403 otherwise. */
export const PATH = '/api/admin/me';

export interface AdminMeAnswer {
  admin: { username: string };
}

export const loadAdminMe = () => api<Json<AdminMeAnswer>>(PATH);
