import { describe, expect, it } from 'vitest';
import { purgeExpiredData } from '#/server/privacy/retention.server.ts';
import { useTestSite } from './helpers/site.ts';

const settings = {
  otpDays: 1,
  signInDays: 30,
  rateLimitDays: 2,
  enquiryDays: 365,
  emailDays: 90,
  auditDays: 1095,
  paymentPayloadDays: 180,
  privacyRequestDays: 1095,
  bookingDays: 1095,
};
const NOW = new Date('2026-11-23T06:00:00Z');
const ago = (days: number, hours = 0) => new Date(NOW.getTime() - (days * 24 + hours) * 3_600_000);

describe('retention purge', () => {
  const { db, sql } = useTestSite();

  it('removes exactly what the retention settings say, and nothing else', async () => {
    const [user] = await sql`insert into users (email) values ('r@example.com') returning id`;
    await sql`insert into otp_challenges (email, code_hash, created_at, expires_at) values
      ('old@example.com', 'h', ${ago(1, 1)}, ${ago(1, 1)}),
      ('new@example.com', 'h', ${ago(0, 23)}, ${ago(0, 23)})`;
    await sql`insert into sign_ins (token_hash, kind, user_id, created_at, expires_at, revoked_at) values
      ('expired-long-ago', 'customer', ${user!.id}, ${ago(90)}, ${ago(31)}, null),
      ('ended-long-ago', 'customer', ${user!.id}, ${ago(40)}, ${ago(-20)}, ${ago(31)}),
      ('ended-recently', 'customer', ${user!.id}, ${ago(40)}, ${ago(-20)}, ${ago(29)}),
      ('live', 'customer', ${user!.id}, ${ago(1)}, ${ago(-29)}, null)`;
    await sql`insert into rate_limits (bucket, window_start, hits) values
      ('a', ${ago(2, 1)}, 1), ('b', ${ago(1)}, 1)`;
    const enquiry = (email: string, at: Date) =>
      sql`insert into enquiries (firstname, lastname, email, contact_number, city, state, country, message, created_at)
        values ('A', 'B', ${email}, '9999999', 'Nagpur', 'MH', 'India', 'Hello', ${at})`;
    await enquiry('old@example.com', ago(366));
    await enquiry('new@example.com', ago(364));
    const email = (key: string, status: string, at: Date) =>
      sql`insert into emails (idempotency_key, to_address, subject, html, text_body, status, created_at)
        values (${key}, 'x@example.com', 's', 'h', 't', ${status}, ${at})`;
    await email('sent-old', 'sent', ago(91));
    await email('failed-old', 'failed', ago(91));
    await email('pending-old', 'pending', ago(91));
    await email('sent-new', 'sent', ago(89));
    await sql`insert into admin_audit (admin_username, action, created_at) values
      ('admin', 'old', ${ago(1096)}), ('admin', 'kept', ${ago(400)})`;

    await sql`insert into login_failures (account, network, failed_at) values
      ('customer:old@example.com', '192.0.2.1', ${ago(2, 1)}),
      ('customer:new@example.com', '192.0.2.1', ${ago(1)})`;
    const event = (key: string, at: Date) =>
      sql`insert into payment_events (provider, event_key, source, outcome, amount_paise, payload, received_at)
        values ('razorpay', ${key}, 'notification', 'paid', 149900,
          ${sql.json({ email: `${key}@example.com`, contact: '+919876543210' })}, ${at})`;
    await event('event-old', ago(181));
    await event('event-new', ago(179));
    await sql`insert into privacy_requests (contact_email, kind, state, detail, created_at, resolved_at) values
      ('a@example.com', 'grievance', 'done', 'old answered', ${ago(1200)}, ${ago(1096)}),
      ('b@example.com', 'grievance', 'done', 'recently answered', ${ago(1200)}, ${ago(1094)}),
      ('c@example.com', 'correction', 'open', 'still open', ${ago(1200)}, null)`;

    // Newsletter subscriptions: confirmed ones stay, unconfirmed ones lapse after 7 days.
    await sql`insert into newsletter_subscribers (email, unsubscribe_token, subscribed_at, confirmed_at) values
      ('confirmed@example.com', 't1', ${ago(400)}, ${ago(399)}),
      ('lapsed@example.com', 't2', ${ago(7, 1)}, null),
      ('pending@example.com', 't3', ${ago(6, 23)}, null)`;
    // Outcome measures: part of the clinical record, kept 3 years from when they were taken.
    const measure = (at: Date) =>
      sql`insert into measure_results (user_id, measure, answers, total, taken_at)
        values (${user!.id}, 'gad7', '[0,0,0,0,0,0,0]'::jsonb, 0, ${at})`;
    await measure(new Date('2023-11-23T05:59:00Z'));
    await measure(new Date('2023-11-23T06:01:00Z'));
    const report = await purgeExpiredData(db, settings, NOW);
    expect(report).toEqual({
      otpChallenges: 1,
      signIns: 2,
      rateLimits: 1,
      loginFailures: 1,
      enquiries: 1,
      emails: 2,
      auditEntries: 1,
      paymentPayloads: 1,
      privacyRequests: 1,
      bookings: 0,
      unconfirmedSubscriptions: 1,
      retainedRecords: 0,
      measureResults: 1,
    });
    expect(
      (await sql`select email from newsletter_subscribers order by id`).map((r) => r.email),
    ).toEqual(['confirmed@example.com', 'pending@example.com']);
    expect((await sql`select account from login_failures`).map((r) => r.account)).toEqual([
      'customer:new@example.com',
    ]);
    // The old notification keeps its summary, not what the buyer typed.
    const events = await sql`select event_key, outcome, amount_paise, payload::text as payload,
      payload_removed_at from payment_events order by id`;
    expect(events.map((e) => [e.event_key, e.outcome, e.payload])).toEqual([
      ['event-old', 'paid', '{}'],
      ['event-new', 'paid', expect.stringContaining('event-new@example.com')],
    ]);
    expect(events[0]!.payload_removed_at).toBeInstanceOf(Date);
    expect(
      (await sql`select detail from privacy_requests order by id`).map((r) => r.detail),
    ).toEqual(['recently answered', 'still open']);
    expect((await sql`select email from otp_challenges`).map((r) => r.email)).toEqual([
      'new@example.com',
    ]);
    expect(
      (await sql`select token_hash from sign_ins order by id`).map((r) => r.token_hash),
    ).toEqual(['ended-recently', 'live']);
    expect((await sql`select bucket from rate_limits`).map((r) => r.bucket)).toEqual(['b']);
    expect((await sql`select email from enquiries`).map((r) => r.email)).toEqual([
      'new@example.com',
    ]);
    expect(
      (await sql`select idempotency_key from emails order by id`).map((r) => r.idempotency_key),
    ).toEqual(['pending-old', 'sent-new']);
    expect((await sql`select action from admin_audit`).map((r) => r.action)).toEqual(['kept']);
    expect(
      (await sql`select taken_at from measure_results`).map((r) => r.taken_at.toISOString()),
    ).toEqual(['2023-11-23T06:01:00.000Z']);
    // A second run finds nothing more to do.
    expect(Object.values(await purgeExpiredData(db, settings, NOW)).every((n) => n === 0)).toBe(
      true,
    );
  });
});

describe('retention of sessions', () => {
  const { db, sql } = useTestSite();

  it('removes sessions that took place longer ago than the rule, and lapsed credits, nothing else', async () => {
    const [clinician] = await sql`
      insert into clinicians (slug, name, role) values ('old-demo', 'Demo clinician Old', 'Counsellor')
      returning id`;
    const [user] = await sql`insert into users (email) values ('kept@example.com') returning id`;
    for (const [starts, status] of [
      [ago(1100), 'attended'],
      [ago(1000), 'attended'],
      [ago(-3), 'confirmed'],
    ] as const) {
      await sql`
        insert into bookings (clinician_id, user_id, service_slug, mode, starts_at, ends_at, status)
        values (${clinician!.id}, ${user!.id}, 'anxiety', 'video', ${starts},
                ${new Date(starts.getTime() + 3_000_000)}, ${status})`;
    }
    await sql`
      insert into session_credits (user_id, product_name, granted, remaining, expires_at)
      values (${user!.id}, 'lapsed', 5, 2, ${ago(1200)}), (${user!.id}, 'live', 5, 5, ${ago(-300)})`;
    const report = await purgeExpiredData(db, { ...settings }, NOW);
    expect(report.bookings).toBe(1);
    expect(
      (await sql`select status from bookings order by starts_at`).map((r) => r.status),
    ).toEqual(['attended', 'confirmed']);
    expect(
      (await sql`select product_name from session_credits`).map((r) => r.product_name),
    ).toEqual(['live']);
  });
});
