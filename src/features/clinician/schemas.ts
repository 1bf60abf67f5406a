import { z } from 'zod';
import { weeklyHoursSchema } from '#/features/admin/calendar/schemas.ts';
import { emailSchema } from '#/lib/schemas.ts';

/** Validation of the clinicians' portal and the admin's invitation, for the functions. */

export const inviteSchema = z.object({ email: emailSchema });

/** The one-time token of an invitation link: 32 random bytes, base64url. */
export const invitationTokenSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'This invitation link is not valid.'),
});

export const ownProfileSchema = z.object({
  bio: z.string().trim().max(3000, 'The introduction can be at most 3000 characters.'),
  languages: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'Choose at least one language you hold sessions in.')
    .max(20),
});

export const ownHoursSchema = z.object({ hours: z.array(weeklyHoursSchema).max(100) });

/** The feed's token in its address: 32 random bytes, base64url. */
export const feedTokenSchema = z.string().regex(/^[\w-]{43}$/);
