import type { Config } from '@netlify/functions';
import type { PATH, SignedOutAnswer } from '#/api/clinician-auth-logout.ts';
import { endSignIn } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/** Ends the clinician's sign-in and clears its cookie; harmless when already signed out. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const answer: SignedOutAnswer = { success: true };
  return setCookies(json(answer), await endSignIn(db(), request, 'clinician'));
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-auth/logout' };
