import type { Config } from '@netlify/functions';
import {
  type InvitationAnswer,
  invitationTokenRequest,
  type PATH,
} from '#/api/clinician-auth-invitation.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { openInvitation } from '#/server/clinicians/account.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';

/**
 * Opens an invitation link (once): answers the address and name to sign in with. The portal
 * then asks for a code for that address.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  await enforce(
    db(),
    [
      {
        bucket: `clinician-invitation:net:${visitorNetwork(context.ip)}`,
        max: 20,
        windowSeconds: 900,
      },
    ],
    LOGIN_MESSAGES.tooMany,
  );
  const { token } = await readJson(request, invitationTokenRequest);
  const answer: InvitationAnswer = await openInvitation(db(), token);
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-auth/invitation' };
