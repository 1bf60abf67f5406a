import { sql } from 'kysely';
import { NEWSLETTER_CONFIRM_DAYS } from '#/lib/newsletter.ts';
import { CLINICAL_RECORD_YEARS } from '#/lib/notes/templates.ts';
import { purgeOldBookings } from '#/server/bookings/personal-data.server.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { purgeRetainedRecords } from '#/server/notes/retained.server.ts';

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
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return database.transaction().execute(async (trx) => ({
    otpChallenges: count(
      await trx
        .deleteFrom('otp_challenges')
        .where('created_at', '<', daysBefore(now, settings.otpDays))
        .executeTakeFirst(),
    ),
    signIns: count(
      await trx
        .deleteFrom('sign_ins')
        .where(
          sql<Date>`least(expires_at, coalesce(revoked_at, expires_at))`,
          '<',
          daysBefore(now, settings.signInDays),
        )
        .executeTakeFirst(),
    ),
    rateLimits: count(
      await trx
        .deleteFrom('rate_limits')
        .where('window_start', '<', daysBefore(now, settings.rateLimitDays))
        .executeTakeFirst(),
    ),
    loginFailures: count(
      await trx
        .deleteFrom('login_failures')
        .where('failed_at', '<', daysBefore(now, settings.rateLimitDays))
        .executeTakeFirst(),
    ),
    enquiries: count(
      await trx
        .deleteFrom('enquiries')
        .where('created_at', '<', daysBefore(now, settings.enquiryDays))
        .executeTakeFirst(),
    ),
    emails: count(
      await trx
        .deleteFrom('emails')
        .where('status', '<>', 'pending')
        .where('created_at', '<', daysBefore(now, settings.emailDays))
        .executeTakeFirst(),
    ),
    auditEntries: count(
      await trx
        .deleteFrom('admin_audit')
        .where('created_at', '<', daysBefore(now, settings.auditDays))
        .executeTakeFirst(),
    ),
    paymentPayloads: Number(
      (
        await trx
          .updateTable('payment_events')
          .set({ payload: sql`'{}'::jsonb`, payload_removed_at: now })
          .where('payload_removed_at', 'is', null)
          .where('received_at', '<', daysBefore(now, settings.paymentPayloadDays))
          .executeTakeFirst()
      ).numUpdatedRows,
    ),
    privacyRequests: count(
      await trx
        .deleteFrom('privacy_requests')
        .where('state', '=', 'done')
        .where('resolved_at', '<', daysBefore(now, settings.privacyRequestDays))
        .executeTakeFirst(),
    ),
    // A session with a note stays for the clinical record's 3 years, whatever the setting.
    bookings: await purgeOldBookings(
      trx,
      daysBefore(now, settings.bookingDays),
      clinicalRecordsBefore(now),
    ),
    // Fixed, not a setting: the confirmation link's own lifetime (double opt-in).
    unconfirmedSubscriptions: count(
      await trx
        .deleteFrom('newsletter_subscribers')
        .where('confirmed_at', 'is', null)
        .where('subscribed_at', '<=', daysBefore(now, NEWSLETTER_CONFIRM_DAYS))
        .executeTakeFirst(),
    ),
    // An erased account's sealed clinical record, 3 years after its last session.
    retainedRecords: await purgeRetainedRecords(trx, now),
    // Outcome measures are part of the clinical record: 3 years after they were taken.
    measureResults: count(
      await trx
        .deleteFrom('measure_results')
        .where('taken_at', '<', clinicalRecordsBefore(now))
        .executeTakeFirst(),
    ),
  }));
}
