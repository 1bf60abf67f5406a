import type { Config } from '@netlify/functions';
import { db } from '#/server/db/client.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/** Retries e-mails that could not be sent at once. */
export default async (): Promise<Response> => {
  const report = await sendDueEmails(db());
  console.log(`[mail] outbox run: ${report.sent} sent, ${report.failed} to retry`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
