import { sendJson } from '#/lib/http.ts';
import type { SignedInAnswer } from './clinician-auth-verify.ts';
import type { Json } from './json.ts';

/** POST: signs the clinician out on this device. */
export const PATH = '/api/clinician-auth/logout';

export type SignedOutAnswer = SignedInAnswer;

export const signOut = () => sendJson<Json<SignedOutAnswer>>('POST', PATH);
