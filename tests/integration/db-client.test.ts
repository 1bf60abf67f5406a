import { sql as kyselySql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { listAllClinicians } from '#/server/bookings/clinician-admin.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { connect } from '#/server/db/client.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { databaseUrl, resetData, useTestDatabase } from './helpers/db.ts';
import { useTestSite } from './helpers/site.ts';

/**
 * The site's client reads several things at once (`Promise.all` in the Clinicians tab, the
 * privacy export, slot search) on one connection per function instance (DB_POOL_MAX=1).
 * Through a transaction pooler a query sent down a connection still busy with another loses
 * its answer and waits for ever (src/server/db/pooled-dialect.ts): these fail in the
 * integration-pgbouncer pass when the client pipelines.
 */

/** The work, or a failure naming what got no answer in `ms`. */
async function answeredWithin<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${ms} ms (a query lost behind another?)`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe("the site's database client, one connection as a function instance has", () => {
  const { db, sql } = useTestDatabase();
  afterAll(async () => {
    await db.destroy();
    await sql.end();
  });

  it('answers reads made at once, with and without parameters, round after round', async () => {
    await resetData(sql);
    await seedDemoClinicians(db);
    const site = connect(databaseUrl(), 1);
    try {
      for (let round = 0; round < 100; round++) {
        const [all, some, counted] = await answeredWithin(
          Promise.all([
            site.selectFrom('clinicians').select('slug').orderBy('slug').execute(),
            site
              .selectFrom('clinicians')
              .select('slug')
              .where('slug', '=', 'demo-clinician-ravi')
              .execute(),
            kyselySql<{ n: number }>`select ${round}::int as n`.execute(site),
          ]),
          5000,
          `round ${round}`,
        );
        expect(all.length).toBeGreaterThan(1);
        expect(some).toEqual([{ slug: 'demo-clinician-ravi' }]);
        expect(counted.rows).toEqual([{ n: round }]);
      }
      // The Clinicians tab's own three reads.
      for (let round = 0; round < 20; round++) {
        const clinicians = await answeredWithin(listAllClinicians(site), 5000, 'the clinicians');
        expect(clinicians.map((c) => c.slug)).toContain('demo-clinician-ravi');
      }
    } finally {
      await site.destroy();
    }
  });

  it('runs transactions and single queries side by side on two connections, each whole', async () => {
    await resetData(sql);
    const site = connect(databaseUrl(), 2);
    try {
      const work = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? site.transaction().execute(async (trx) => {
              const [first, second] = await Promise.all([
                kyselySql<{ n: number }>`select ${i}::int as n`.execute(trx),
                kyselySql<{ id: string }>`select txid_current()::text as id`.execute(trx),
              ]);
              // Still the same transaction after the reads it ran at once.
              const again = await kyselySql<{
                id: string;
              }>`select txid_current()::text as id`.execute(trx);
              expect(again.rows[0]!.id).toBe(second.rows[0]!.id);
              return first.rows[0]!.n;
            })
          : kyselySql<{ n: number }>`select ${i}::int as n, pg_sleep(0.01)`
              .execute(site)
              .then((r) => r.rows[0]!.n),
      );
      const answers = await answeredWithin(Promise.all(work), 20_000, 'the mixed work');
      expect(answers).toEqual(Array.from({ length: 30 }, (_, i) => i));
    } finally {
      await site.destroy();
    }
  });
});

describe("the admin's Clinicians tab", () => {
  const { db, site } = useTestSite(seedDemoClinicians);

  it('lists the clinicians every time it is opened, also several times at once', async () => {
    const cookie = await signInAdmin(db);
    const open = async (visit: string) => {
      const response = await answeredWithin(
        fetch(`${site.url}/api/admin/clinicians`, { headers: { cookie } }),
        8000,
        visit,
      );
      expect(response.status).toBe(200);
      const { clinicians } = (await response.json()) as { clinicians: { slug: string }[] };
      expect(clinicians.map((c) => c.slug)).toContain('demo-clinician-ravi');
    };
    for (let visit = 0; visit < 10; visit++) await open(`visit ${visit}`);
    for (let wave = 0; wave < 5; wave++)
      await Promise.all(Array.from({ length: 4 }, (_, i) => open(`wave ${wave}, visit ${i}`)));
  });
});
