import { Resend } from 'resend';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { type ClaimedEmail, claimDue, markFailed, markSent } from './outbox.server.ts';

let client: Resend | undefined;

function resend(): Resend {
  // The SDK reads RESEND_BASE_URL itself; locally it points at the mail catcher.
  client ??= new Resend(config().RESEND_API_KEY);
  return client;
}

async function deliver(email: ClaimedEmail): Promise<string | null> {
  // The files were made when the e-mail was queued (a calendar invitation, a tax document's PDF
  // from invoices/attachment.server.ts): mail sends them as they are.
  const attachments = (email.attachments ?? []).map((a) => ({
    filename: a.filename,
    content: a.content,
    contentType: a.contentType,
  }));
  const { data, error } = await resend().emails.send(
    {
      from: config().MAIL_FROM,
      to: [email.to_address],
      subject: email.subject,
      html: email.html,
      text: email.text_body,
      headers: email.headers,
      ...(attachments.length > 0 ? { attachments } : {}),
    },
    { idempotencyKey: email.idempotency_key },
  );
  if (error) throw new Error(`${error.name}: ${error.message}`);
  return data?.id ?? null;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends what is due in the outbox (or just the given ids). A failure is recorded and retried
 * later; it never undoes the record the e-mail belongs to.
 */
export async function sendDueEmails(database: Db, ids?: string[]): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const email of await claimDue(database, 20, ids)) {
    try {
      const providerId = await deliver(email);
      await markSent(database, email.id, providerId);
      report.sent += 1;
    } catch (error) {
      await markFailed(database, email, error instanceof Error ? error.message : String(error));
      report.failed += 1;
      console.error(`[mail] e-mail ${email.id} not sent yet; it will be retried`);
    }
  }
  return report;
}
