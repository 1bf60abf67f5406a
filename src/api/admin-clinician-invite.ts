import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { emailSchema } from '#/lib/schemas.ts';

/** POST: e-mails a clinician the link to set up their sign-in to /clinician (audited). */
export const PATH = '/api/admin/clinicians/:slug/invite';

export const invitePath = (slug: string) =>
  `/api/admin/clinicians/${encodeURIComponent(slug)}/invite`;

export const inviteRequest = defineSchema(() => z.object({ email: emailSchema }));

/** 201: where the invitation went, and until when its link works. */
export interface InvitedAnswer {
  email: string;
  expiresAt: Date;
}
