import type { z } from 'zod';
import type { privacyRequestSchema } from '#/features/privacy/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** A correction, access or grievance request; it reaches the admin panel's privacy list. */
export const PATH = '/api/me/requests';

/** Checked by `privacyRequestSchema` (features/privacy/schemas.ts), a type-only import here. */
export type PrivacyRequestRequest = z.input<typeof privacyRequestSchema>;

/** What the person reads once it is done. */
export interface PrivacyRequestAnswer {
  message: string;
}

/** The form's fields as typed: the server says which one is wrong. */
export const sendPrivacyRequest = (input: Record<keyof PrivacyRequestRequest, string>) =>
  postJson<Json<PrivacyRequestAnswer>>(PATH, input);
