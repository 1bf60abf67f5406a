import type { EnquiryPayload } from '#/features/contact/schemas.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { hit } from '#/server/http/rate-limit.server.ts';
import { senderAddress, urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';

export interface StoredEnquiry {
  id: string;
  emailIds: string[];
}

/** One line, for headers such as the subject: no line breaks from what a visitor typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The acknowledgement goes to whatever address was typed, so the form could be used to mail
 * strangers. It repeats nothing the visitor wrote, and only so many leave per hour for the
 * whole site and per recipient domain; past that the enquiry is still stored and the care
 * team still told, only the acknowledgement is left out.
 */
export const ACKNOWLEDGEMENT_LIMITS = { sitePerHour: 200, domainPerHour: 20 } as const;

export async function mayAcknowledge(database: Db, email: string, now = new Date()) {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  const site = await hit(
    database,
    { bucket: 'enquiry-ack:site', max: ACKNOWLEDGEMENT_LIMITS.sitePerHour, windowSeconds: 3600 },
    now,
  );
  const perDomain = await hit(
    database,
    {
      bucket: `enquiry-ack:domain:${domain}`,
      max: ACKNOWLEDGEMENT_LIMITS.domainPerHour,
      windowSeconds: 3600,
    },
    now,
  );
  return site.allowed && perDomain.allowed;
}

/**
 * Stores the enquiry and queues, in the same transaction, a notification to the care team and
 * (when `acknowledge`) an acknowledgement to the sender. Sending happens afterwards; a failure
 * never loses the enquiry. Everything a visitor typed is escaped by the e-mail layout.
 */
export async function storeEnquiry(
  database: Db,
  input: Omit<EnquiryPayload, 'website'>,
  { acknowledge = true }: { acknowledge?: boolean } = {},
): Promise<StoredEnquiry> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('enquiries')
      .values({
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        contact_number: input.contactNumber,
        city: input.city,
        state: input.state,
        country: input.country,
        message: input.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const name = `${input.firstname} ${input.lastname}`;
    const notification = renderEmail({
      heading: `New enquiry from ${name}`,
      paragraphs: [
        `Name: ${name}`,
        `E-mail: ${input.email}`,
        `Contact number: ${input.contactNumber}`,
        `Place: ${input.city}, ${input.state}, ${input.country}`,
        'Message:',
        input.message,
      ],
      footer: `Enquiry number ${row.id}. Reply to the sender directly; the admin panel lists every enquiry.`,
    });
    const acknowledgement = renderEmail({
      heading: 'Thank you for writing to us',
      paragraphs: [
        'We have received your message and a member of our team will get back to you, usually within one working day.',
        urgentHelp({ withCare: true }),
        'If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.',
      ],
      footer: `${senderAddress}. You are receiving this because you used the contact form on our website.`,
    });

    const emailIds: string[] = [];
    const careId = await queueEmail(trx, {
      idempotencyKey: `enquiry-care:${row.id}`,
      to: config().CARE_EMAIL,
      subject: oneLine(`New enquiry from ${name}`).slice(0, 150),
      headers: { 'Reply-To': input.email },
      about: { enquiryId: row.id },
      ...notification,
    });
    const ackId = acknowledge
      ? await queueEmail(trx, {
          idempotencyKey: `enquiry-ack:${row.id}`,
          to: input.email,
          subject: 'We have received your message',
          about: { enquiryId: row.id },
          ...acknowledgement,
        })
      : undefined;
    for (const id of [careId, ackId]) if (id) emailIds.push(id);
    return { id: row.id, emailIds };
  });
}
