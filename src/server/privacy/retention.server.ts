import { NEWSLETTER_CONFIRM_DAYS } from '#/features/newsletter/newsletter.ts';
import { CLINICAL_RECORD_YEARS } from '#/features/notes/templates.ts';
import { purgeAudit } from '#/server/admin/audit.server.ts';
import { purgeSignIns } from '#/server/auth/personal-data.server.ts';
import { purgeOldBookings } from '#/server/bookings/personal-data.server.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { purgeEnquiries } from '#/server/enquiries/personal-data.server.ts';
import { purgeRateLimits } from '#/server/http/rate-limit.server.ts';
import { purgeSentEmails } from '#/server/mail/outbox.server.ts';
import { purgeMeasureResults } from '#/server/measures/personal-data.server.ts';
import { purgeRetainedRecords } from '#/server/notes/retained.server.ts';
import { purgePaymentPayloads } from '#/server/payments/personal-data.server.ts';

export interface RetentionSettings {
  otpDays: number;
  signInDays: number;
  rateLimitDays: number;
  enquiryDays: number;
  emailDays: number;
  auditDays: number;
  paymentPayloadDays: number;
  privacyRequestDays: number;
  bookingDays: number;
}

export function retentionSettings(): RetentionSettings {
  const c = config();
  return {
    otpDays: c.RETENTION_OTP_DAYS,
    signInDays: c.RETENTION_SESSION_DAYS,
    rateLimitDays: c.RETENTION_RATE_LIMIT_DAYS,
    enquiryDays: c.RETENTION_ENQUIRY_DAYS,
    emailDays: c.RETENTION_EMAIL_DAYS,
    auditDays: c.RETENTION_AUDIT_DAYS,
    paymentPayloadDays: c.RETENTION_PAYMENT_PAYLOAD_DAYS,
    privacyRequestDays: c.RETENTION_PRIVACY_REQUEST_DAYS,
    bookingDays: c.RETENTION_BOOKING_DAYS,
  };
}

export type PurgeReport = Record<
  | 'otpChallenges'
  | 'signIns'
  | 'rateLimits'
  | 'loginFailures'
  | 'enquiries'
  | 'emails'
  | 'auditEntries'
  | 'paymentPayloads'
  | 'privacyRequests'
  | 'bookings'
  | 'unconfirmedSubscriptions'
  | 'retainedRecords'
  | 'measureResults',
  number
>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Sessions with a note that ended before this may go: the clinical record's years are over. */
function clinicalRecordsBefore(now: Date): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - CLINICAL_RECORD_YEARS);
  return at;
}

/**
 * Deletes what the retention settings no longer allow keeping (a payment notification keeps
 * its summary and loses its raw payload). Each rule names the moment the clock starts: a sign-in from when it stopped working (expired or ended), an e-mail once it
 * left the outbox (pending ones are still to be sent), the rest from when they were made.
 */
export async function purgeExpiredData(
  database: Db,
  settings: RetentionSettings = retentionSettings(),
  now = new Date(),
): Promise<PurgeReport> {
  const before = (days: number) => daysBefore(now, days);
  return database.transaction().execute(async (trx) => {
    const signIns = await purgeSignIns(trx, {
      otpChallenges: before(settings.otpDays),
      signIns: before(settings.signInDays),
      loginFailures: before(settings.rateLimitDays),
    });
    return {
      otpChallenges: signIns.otpChallenges,
      signIns: signIns.signIns,
      rateLimits: await purgeRateLimits(trx, before(settings.rateLimitDays)),
      loginFailures: signIns.loginFailures,
      enquiries: await purgeEnquiries(trx, before(settings.enquiryDays)),
      emails: await purgeSentEmails(trx, before(settings.emailDays)),
      auditEntries: await purgeAudit(trx, before(settings.auditDays)),
      paymentPayloads: await purgePaymentPayloads(trx, before(settings.paymentPayloadDays), now),
      privacyRequests: Number(
        (
          await trx
            .deleteFrom('privacy_requests')
            .where('state', '=', 'done')
            .where('resolved_at', '<', before(settings.privacyRequestDays))
            .executeTakeFirst()
        ).numDeletedRows,
      ),
      // A session with a note stays for the clinical record's 3 years, whatever the setting.
      bookings: await purgeOldBookings(
        trx,
        before(settings.bookingDays),
        clinicalRecordsBefore(now),
      ),
      // Fixed, not a setting: the confirmation link's own lifetime (double opt-in). The
      // newsletter's own table: privacy and the newsletter do not import each other (see the
      // architecture test), so this one delete stays here, listed there as the exception.
      unconfirmedSubscriptions: Number(
        (
          await trx
            .deleteFrom('newsletter_subscribers')
            .where('confirmed_at', 'is', null)
            .where('subscribed_at', '<=', before(NEWSLETTER_CONFIRM_DAYS))
            .executeTakeFirst()
        ).numDeletedRows,
      ),
      // An erased account's sealed clinical record, 3 years after its last session.
      retainedRecords: await purgeRetainedRecords(trx, now),
      // Outcome measures are part of the clinical record: 3 years after they were taken.
      measureResults: await purgeMeasureResults(trx, clinicalRecordsBefore(now)),
    };
  });
}
