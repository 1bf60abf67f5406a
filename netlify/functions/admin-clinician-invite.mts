import type { Config } from '@netlify/functions';
import { type InvitedAnswer, inviteRequest, type PATH } from '#/api/admin-clinician-invite.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { inviteClinician } from '#/server/clinicians/account.server.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/** Invites a clinician to sign in at an address: a one-time link, 7 days. Audited. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const { email } = await readJson(request, inviteRequest);
  const slug = pathParam(context.params.slug, '');
  const { emailId, expiresAt } = await inviteClinician(
    db(),
    admin,
    slug,
    email,
    siteConfig().SITE_URL,
  );
  if (emailId) context.waitUntil(sendDueEmails(db(), [emailId]));
  const answer: InvitedAnswer = { email, expiresAt };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/clinicians/:slug/invite',
};
