import { z } from 'zod';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** A correction, access or grievance request; it reaches the admin panel's privacy list. */
export const PATH = '/api/me/requests';

/** A request to the privacy team from the privacy centre. */
export const privacyRequestSchema = z.object({
  kind: z.enum(['correction', 'access', 'grievance'], {
    error: 'Please choose what the request is about.',
  }),
  detail: z
    .string({ error: 'Please tell us what you would like us to do.' })
    .trim()
    .min(1, 'Please tell us what you would like us to do.')
    .max(4000, 'Please keep it under 4000 characters.'),
});

/** What the person reads once it is done. */
export interface PrivacyRequestAnswer {
  message: string;
}

/** The form's fields as typed: the server checks them against `privacyRequestSchema`. */
export const sendPrivacyRequest = (input: { kind: string; detail: string }) =>
  postJson<Json<PrivacyRequestAnswer>>(PATH, input);
