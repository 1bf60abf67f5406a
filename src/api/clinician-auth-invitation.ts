import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** POST: opens an invitation link: whose it is, before the clinician asks for their first code. */
export const PATH = '/api/clinician-auth/invitation';

/** The one-time token of an invitation link: 32 random bytes, base64url. */
export const invitationTokenRequest = defineSchema(() =>
  z.object({
    token: z.string().regex(/^[\w-]{43}$/, 'This invitation link is not valid.'),
  }),
);

/** The address the clinician signs in with, and their name. */
export interface InvitationAnswer {
  email: string;
  name: string;
}

export const openInvitation = (token: string) =>
  sendJson<Json<InvitationAnswer>>('POST', PATH, { token });
