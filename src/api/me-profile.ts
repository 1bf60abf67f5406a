import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The customer corrects their name, phone, company or address. */
export const PATH = '/api/me/profile';

/** What the person reads once it is done. */
export interface ProfileAnswer {
  message: string;
}

/**
 * The form's fields as typed: the server checks them against `profileSchema`
 * (features/privacy/schemas.ts), which the privacy page's script does not load.
 */
export const saveProfile = (input: Record<string, string>) =>
  sendJson<Json<ProfileAnswer>>('PUT', PATH, input);
