import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetData, useTestDatabase } from './helpers/db.ts';
import { startTestSite, type TestSite } from './helpers/site.ts';

/**
 * The database must be correct under concurrent requests: 50 requests at once, each a
 * transactional write (subscriber row plus its outbox e-mail), lose and duplicate nothing.
 */
describe('concurrent transactional writes through the running server', () => {
  const { db, sql } = useTestDatabase();
  let site: TestSite;

  beforeAll(async () => {
    await resetData(sql);
    site = await startTestSite(process.env.DATABASE_URL!);
  });

  afterAll(async () => {
    await site.close();
    await db.destroy();
    await sql.end();
  });

  it('stores 50 concurrent subscriptions exactly once each, with one e-mail each', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `reader${i}@example.com`);
    // Fifty visitors, so that the per-address rate limit does not turn them away.
    const responses = await Promise.all(
      emails.map((email, i) =>
        site.post(
          '/api/newsletter',
          { email, consent: true },
          { 'x-nf-client-connection-ip': `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 201));

    const rows = await sql<
      { email: string; id: string }[]
    >`select id, email from newsletter_subscribers`;
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.id)).size).toBe(50);
    expect(rows.map((r) => r.email).sort()).toEqual([...emails].sort());

    const outbox = await sql<{ to_address: string }[]>`select to_address from emails`;
    expect(outbox.map((r) => r.to_address).sort()).toEqual([...emails].sort());
  });

  it('stores one of 20 concurrent identical subscriptions, sends one link, and turns the rest away past the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        site.post(
          '/api/newsletter',
          { email: 'same.person@example.com', consent: true },
          { 'x-nf-client-connection-ip': `198.51.100.${i + 1}` },
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // Pending until confirmed, so those within the per-address limit (5 in 10 minutes) are all
    // answered as the first (the form's success); the rest are too many.
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from newsletter_subscribers where email = 'same.person@example.com'`;
    expect(row?.n).toBe(1);
    // One link to confirm, not five.
    const outbox = await sql`select id from emails where to_address = 'same.person@example.com'`;
    expect(outbox).toHaveLength(1);
  });
});
