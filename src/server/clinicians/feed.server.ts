import { createHash, randomBytes } from 'node:crypto';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '#/features/clinician/clinician-portal.ts';
import type { ClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import { setClinicianFeed } from '#/server/bookings/clinician-records.server.ts';
import { sessionLocation } from '#/server/bookings/ics.ts';
import { placeOf } from '#/server/bookings/places.ts';
import type { Db } from '#/server/db/client.server.ts';
import { auditClinician } from './audit.server.ts';
import { clinicianFeed } from './feed.ts';

type Clinician = Pick<ClinicianSignIn, 'clinicianId'>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes the clinician a new calendar feed address, replacing any before it (whose address then
 * finds nothing). The token exists only in the answer: the database keeps its SHA-256.
 */
export async function createFeed(
  database: Db,
  clinician: Clinician,
  now: Date = new Date(),
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await database.transaction().execute(async (trx) => {
    await setClinicianFeed(trx, clinician.clinicianId, {
      tokenHash: sha256(token),
      createdAt: now,
    });
    await auditClinician(
      trx,
      clinician,
      'clinician.feed-created',
      `clinician:${clinician.clinicianId}`,
    );
  });
  return { token, createdAt: now };
}

/** Turns the feed off: its address finds nothing any more. */
export async function revokeFeed(database: Db, clinician: Clinician): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await setClinicianFeed(trx, clinician.clinicianId, null);
    await auditClinician(
      trx,
      clinician,
      'clinician.feed-revoked',
      `clinician:${clinician.clinicianId}`,
    );
  });
}

/**
 * The feed a token opens: the clinician's confirmed sessions (and those since held or missed)
 * from 30 days back to 90 ahead, without clients' names; undefined when no active clinician has
 * this token.
 */
export async function feedFor(
  database: Db,
  token: string,
  siteUrl: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const clinician = await database
    .selectFrom('clinicians')
    .select('id')
    .where('feed_token_hash', '=', sha256(token))
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!clinician) return undefined;
  const rows = await database
    .selectFrom('bookings')
    .select([
      'calendar_uid',
      'calendar_sequence',
      'starts_at',
      'ends_at',
      'mode',
      'branch',
      'service_slug',
    ])
    .where('clinician_id', '=', clinician.id)
    .where('status', 'in', ['confirmed', 'attended', 'no_show'])
    .where('starts_at', '>=', new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000))
    .where('starts_at', '<', new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000))
    .orderBy('starts_at')
    .execute();
  return clinicianFeed(
    rows.map((r) => ({
      uid: r.calendar_uid,
      sequence: r.calendar_sequence,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      mode: r.mode,
      service: r.service_slug,
      location: sessionLocation(r.mode, r.branch ? placeOf(r.branch) : null),
    })),
    siteUrl,
    now,
  );
}
