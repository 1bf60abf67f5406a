import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';

/**
 * GET: a clinician's sessions as a calendar feed (`<token>.ics`), for their calendar app to
 * subscribe to. The answer is an .ics file, not JSON: no answer type and no call.
 */
export const PATH = '/api/clinician-feed/:file';

/** The feed's token in its address: 32 random bytes, base64url. */
export const feedTokenRequest = defineSchema(() => z.string().regex(/^[\w-]{43}$/));
