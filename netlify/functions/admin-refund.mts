import type { Config } from '@netlify/functions';
import { type PATH, type RefundAnswer, refundSchema } from '#/api/admin-refund.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { requestRefund } from '#/server/payments/refunds.server.ts';

/**
 * An admin refunds a paid order in full or in part. Answers 202 while the provider has yet to
 * confirm (the order changes only then), 200 when it confirmed at once or the request was seen.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const input = await readJson(request, refundSchema);
  const result = await requestRefund(db(), admin, {
    reference: context.params.reference ?? '',
    amountPaise: input.amount,
    reason: input.reason,
    requestKey: input.requestKey,
    overrideReason: input.override,
    bookedSessions: input.bookedSessions,
  });
  context.waitUntil(sendDueEmails(db(), result.emailIds));
  return json(
    {
      refund: { id: result.refundId, status: result.status, amount: result.amountPaise },
    } satisfies RefundAnswer,
    result.status === 'requested' ? 202 : 200,
  );
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/orders/:reference/refunds',
};
