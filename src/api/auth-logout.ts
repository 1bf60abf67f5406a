import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Revokes the customer's session and clears its cookie; harmless when already logged out. */
export const PATH = '/api/auth/logout';

export interface LogoutAnswer {
  success: true;
}

export const logOut = () => postJson<Json<LogoutAnswer>>(PATH);
