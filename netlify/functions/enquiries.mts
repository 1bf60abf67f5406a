import type { Config } from '@netlify/functions';
import type { EnquiryAnswer, PATH } from '#/api/enquiries.ts';
import { ENQUIRY_MESSAGES } from '#/features/contact/enquiry.ts';
import { enquirySchema } from '#/features/contact/schemas.ts';
import { mailboxKey } from '#/lib/email.ts';
import { db } from '#/server/db/client.server.ts';
import { mayAcknowledge, storeEnquiry } from '#/server/enquiries/enquiries.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { website, ...enquiry } = await readJson(request, enquirySchema);
  // Counted per mailbox: `boss+1@` and `boss+2@` are both `boss@` (src/lib/email.ts).
  const mailbox = mailboxKey(enquiry.email);
  await enforce(
    db(),
    [
      { bucket: `enquiry:email:${mailbox}`, max: 1, windowSeconds: 60 },
      { bucket: `enquiry:email-day:${mailbox}`, max: 10, windowSeconds: 86_400 },
      { bucket: `enquiry:net:${visitorNetwork(context.ip)}`, max: 20, windowSeconds: 3_600 },
    ],
    ENQUIRY_MESSAGES.cooldown,
  );
  // A filled hidden field means a bot: it is told "sent" and nothing is stored or mailed.
  if (website.trim() !== '') return json({ success: true } satisfies EnquiryAnswer, 201);
  const acknowledge = await mayAcknowledge(db(), enquiry.email);
  const stored = await storeEnquiry(db(), enquiry, { acknowledge });
  context.waitUntil(sendDueEmails(db(), stored.emailIds));
  return json({ success: true } satisfies EnquiryAnswer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/enquiries' };
