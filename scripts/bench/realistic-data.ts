import postgres from 'postgres';

/**
 * A shop and a booking service of realistic size, made in a few statements of SQL so that it
 * takes seconds on either database: 5,000 customers, 10,000 orders over two years (most paid,
 * some failed, cancelled, expired and pending, a few of those in the last three days), 25
 * clinicians with 50,000 sessions from three and a half years ago to two months ahead (lapsed
 * holds, reminders coming due, moved sessions), 5,000 e-mails in the outbox (sent, due, failed),
 * and what the retention rules sweep: sessions, login codes, rate limits, enquiries, the audit
 * log, raw payment notifications. All rows are marked `bench` so they can be told apart.
 */
export const REALISTIC = { customers: 5_000, orders: 10_000, bookings: 50_000, emails: 5_000 };

const CLINICIANS = 25;

export async function seedRealisticData(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [seeded] =
      await sql`select count(*)::int as n from clinicians where slug = 'bench-clinician-1'`;
    if (seeded?.n) return;
    await sql.begin(async (tx) => {
      await tx.unsafe(`
        insert into users (email, name, city, state, country, created_at)
        select 'bench-customer-' || n || '@example.com', 'Bench customer ' || n, 'Nagpur',
          'Maharashtra', 'India', now() - (n % 900) * interval '1 day'
        from generate_series(1, ${REALISTIC.customers}) n
        on conflict (email) do nothing`);

      // Orders: one in twelve ends otherwise than paid; the newest hundred are still pending.
      await tx.unsafe(`
        insert into orders (reference, user_id, status, provider, total_paise, billing_name,
          billing_email, billing_phone, billing_country, billing_street_address, billing_apartment,
          billing_city, billing_state, billing_pin_code, created_at, updated_at, expires_at,
          paid_at, payment_reference)
        select 'BENCH-' || lpad(n::text, 6, '0'), u.id,
          case when n > ${REALISTIC.orders - 100} then 'pending'
               when n % 12 = 1 then 'failed' when n % 12 = 5 then 'cancelled'
               when n % 24 = 7 then 'expired' else 'paid' end,
          case when n % 3 = 0 then 'paydollar' else 'razorpay' end,
          149900 * (1 + n % 4), u.name, u.email, '+91 98765 43210', 'India', '12 Civil Lines',
          '', 'Nagpur', 'Maharashtra', '440001', t, t, t + interval '60 minutes',
          case when n % 12 not in (1, 5) and n % 24 <> 7 and n <= ${REALISTIC.orders - 100}
               then t + interval '2 minutes' end,
          case when n % 12 not in (1, 5) and n % 24 <> 7 and n <= ${REALISTIC.orders - 100}
               then 'bench_pay_' || n end
        from generate_series(1, ${REALISTIC.orders}) n
        join users u on u.email = 'bench-customer-' || (1 + n % ${REALISTIC.customers}) || '@example.com'
        cross join lateral (
          select now() - ((${REALISTIC.orders} - n) * interval '1 hour' * 1.75) - interval '3 minutes' as t
        ) ts
        on conflict (reference) do nothing`);
      await tx.unsafe(`
        insert into order_items (order_id, position, product_slug, product_name, variant_label,
          sessions, unit_paise, quantity, line_paise)
        select o.id, 1, 'single-session', 'Single Counselling Session', '1 session', 1,
          o.total_paise, 1, o.total_paise
        from orders o where o.reference like 'BENCH-%'
        on conflict (order_id, position) do nothing`);
      await tx.unsafe(`
        insert into payment_attempts (order_id, provider, provider_order_id, amount_paise, currency,
          created_at)
        select o.id, o.provider, 'bench_order_' || o.reference, o.total_paise, 'INR', o.created_at
        from orders o where o.reference like 'BENCH-%'
        on conflict (provider, provider_order_id) do nothing`);
      await tx.unsafe(`
        insert into payment_events (provider, event_key, order_id, source, outcome, amount_paise,
          currency, payment_reference, payload, received_at)
        select o.provider, 'bench:' || o.reference, o.id, 'notification', 'captured',
          o.total_paise, 'INR', o.payment_reference,
          jsonb_build_object('id', o.payment_reference, 'amount', o.total_paise, 'status', 'captured'),
          o.paid_at
        from orders o where o.reference like 'BENCH-%' and o.status = 'paid'
        on conflict (provider, event_key) do nothing`);

      await tx.unsafe(`
        insert into clinicians (slug, name, role, languages, services, modes)
        select 'bench-clinician-' || n, 'Bench clinician ' || n, 'Counselling psychologist',
          array['english', 'hindi'], array['anxiety', 'depression'], array['video']
        from generate_series(1, ${CLINICIANS}) n
        on conflict (slug) do nothing`);
      await tx.unsafe(`
        insert into session_credits (user_id, product_name, granted, remaining, expires_at,
          created_at)
        select u.id, 'Bench package', 4, n % 4, now() - interval '1300 days' + n * interval '6 hours',
          now() - interval '1665 days' + n * interval '6 hours'
        from generate_series(1, ${REALISTIC.customers}) n
        join users u on u.email = 'bench-customer-' || n || '@example.com'`);

      // Sessions 15 hours apart per clinician, from 1,275 days ago to about 40 days ahead: the
      // past ones attended, missed or cancelled, the coming ones confirmed, a few holds lapsed.
      const perClinician = REALISTIC.bookings / CLINICIANS;
      await tx.unsafe(`
        insert into bookings (clinician_id, user_id, service_slug, mode, starts_at, ends_at,
          status, hold_expires_at, booked_by, confirmed_at, cancelled_at, created_at, updated_at)
        select c.id, u.id, 'anxiety', 'video', s, s + interval '50 minutes',
          case when s < now() then (case when i % 10 = 3 then 'no_show'
                                         when i % 10 = 6 then 'cancelled' else 'attended' end)
               when i % 40 = 11 then 'held' else 'confirmed' end,
          case when s >= now() and i % 40 = 11 then now() - interval '20 minutes' end,
          'customer', s - interval '3 days',
          case when s < now() and i % 10 = 6 then s - interval '2 days' end,
          s - interval '3 days', s - interval '3 days'
        from clinicians c
        cross join generate_series(0, ${perClinician - 1}) i
        join users u on u.email = 'bench-customer-' || (1 + (i * ${CLINICIANS} + c.id) % ${REALISTIC.customers}) || '@example.com'
        cross join lateral (
          select date_trunc('hour', now()) - interval '1275 days'
            + i * interval '15 hours' + (c.id % 15) * interval '1 hour' + interval '5 minutes' as s
        ) st
        where c.slug like 'bench-clinician-%'`);
      // One in twenty sessions was moved from the clinician's session before it.
      await tx.unsafe(`
        update bookings b set rescheduled_from = p.id
        from bookings p, clinicians c
        where c.id = b.clinician_id and c.slug like 'bench-clinician-%'
          and p.clinician_id = b.clinician_id and p.starts_at = b.starts_at - interval '15 hours'
          and b.id % 20 = 0`);

      // The outbox: most sent (some past the 90 days they are kept), some due, some given up.
      await tx.unsafe(`
        insert into emails (idempotency_key, to_address, subject, html, text_body, status,
          attempts, created_at, next_attempt_at, sent_at, provider_id, booking_id)
        select 'bench-email-' || n, 'bench-customer-' || (1 + n % ${REALISTIC.customers}) || '@example.com',
          'Your session', '<p>Your session is confirmed.</p>', 'Your session is confirmed.',
          case when n % 25 = 0 then 'pending' when n % 50 = 1 then 'failed' else 'sent' end,
          case when n % 25 = 0 then 0 when n % 50 = 1 then 8 else 1 end,
          now() - (n % 150) * interval '1 day',
          case when n % 25 = 0 then now() - interval '1 minute' else now() - (n % 150) * interval '1 day' end,
          case when n % 25 = 0 or n % 50 = 1 then null else now() - (n % 150) * interval '1 day' end,
          case when n % 25 = 0 or n % 50 = 1 then null else 'bench-' || n end,
          b.id
        from generate_series(1, ${REALISTIC.emails}) n
        left join (
          select b.id, row_number() over (order by b.id) as rn
          from bookings b join clinicians c on c.id = b.clinician_id
          where c.slug like 'bench-clinician-%'
        ) b on b.rn = 1 + (n * 7) % ${REALISTIC.bookings}
        on conflict (idempotency_key) do nothing`);

      // What the retention rules sweep, spread over the last three and a half years.
      await tx.unsafe(`
        insert into sign_ins (token_hash, kind, user_id, created_at, expires_at, revoked_at)
        select 'bench-' || n, 'customer', u.id, now() - n * interval '2 hours',
          now() - n * interval '2 hours' + interval '30 days',
          case when n % 3 = 0 then now() - n * interval '2 hours' + interval '1 day' end
        from generate_series(1, 10000) n
        join users u on u.email = 'bench-customer-' || (1 + n % ${REALISTIC.customers}) || '@example.com'
        on conflict (token_hash) do nothing`);
      await tx.unsafe(`
        insert into otp_challenges (email, code_hash, created_at, expires_at)
        select 'bench-customer-' || n || '@example.com', 'bench', now() - n * interval '30 minutes',
          now() - n * interval '30 minutes' + interval '10 minutes'
        from generate_series(1, 2000) n`);
      await tx.unsafe(`
        insert into rate_limits (bucket, window_start, hits)
        select 'bench:' || (n % 500), date_trunc('minute', now()) - n * interval '10 minutes', 1 + n % 5
        from generate_series(1, 20000) n
        on conflict do nothing`);
      await tx.unsafe(`
        insert into login_failures (account, network, failed_at)
        select 'customer:bench-customer-' || n || '@example.com', '203.0.113.' || (n % 250),
          now() - n * interval '1 hour'
        from generate_series(1, 1000) n`);
      await tx.unsafe(`
        insert into enquiries (firstname, lastname, email, contact_number, city, state, country,
          message, created_at)
        select 'Bench', 'Enquirer ' || n, 'bench-enquirer-' || n || '@example.com', '+91 98765 43210',
          'Nagpur', 'Maharashtra', 'India', 'I would like to know more about counselling.',
          now() - n * interval '8 hours'
        from generate_series(1, 2000) n`);
      await tx.unsafe(`
        insert into admin_audit (admin_username, action, subject, created_at)
        select 'bench-admin', 'view_transactions', 'user:' || n, now() - n * interval '1 hour'
        from generate_series(1, 20000) n`);
      await tx.unsafe('analyze');
    });
  } finally {
    await sql.end();
  }
}
