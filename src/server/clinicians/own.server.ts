import type { z } from 'zod';
import type { BlockInput } from '#/api/admin-clinician-blocks.ts';
import type { ClinicianInput } from '#/api/admin-clinicians.ts';
import type { ownHoursRequest } from '#/api/clinician-hours.ts';
import type { OwnProfile } from '#/api/clinician-me.ts';
import type { OwnProfileInput } from '#/api/clinician-profile.ts';
import type { ClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import {
  addBlock,
  clinicianInputOf,
  removeBlock,
  saveClinician,
} from '#/server/bookings/clinician-admin.server.ts';
import { setClinicianPhoto } from '#/server/bookings/clinician-photo.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { imageUrl } from '#/server/storage/store.server.ts';
import { clinicianActor } from './audit.server.ts';

/**
 * A clinician's own hours, leave, profile and photo, changed through the admin's code paths
 * (clinician-admin.server.ts, clinician-photo.server.ts) with the clinician's own record forced:
 * nothing in a request names whose they are. Each change is audited as the clinician.
 */

type Clinician = Pick<ClinicianSignIn, 'clinicianId'>;

/** The whole record as the admin's form sends it, to change one part of it. */
async function currentInput(database: Db, clinicianId: string): Promise<ClinicianInput> {
  const c = await database
    .selectFrom('clinicians')
    .selectAll()
    .where('id', '=', clinicianId)
    .executeTakeFirstOrThrow();
  const hours = await database
    .selectFrom('clinician_hours')
    .selectAll()
    .where('clinician_id', '=', clinicianId)
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  return clinicianInputOf(c, hours);
}

export async function readOwnProfile(
  database: Db,
  clinician: Clinician,
  now: Date = new Date(),
): Promise<OwnProfile> {
  const input = await currentInput(database, clinician.clinicianId);
  const row = await database
    .selectFrom('clinicians')
    .select(['photo_path', 'account_email', 'note_template', 'feed_created_at'])
    .where('id', '=', clinician.clinicianId)
    .executeTakeFirstOrThrow();
  const blocks = await database
    .selectFrom('clinician_blocks')
    .select(['id', 'kind', 'starts_at', 'ends_at', 'reason'])
    .where('clinician_id', '=', clinician.clinicianId)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .execute();
  return {
    slug: input.slug,
    name: input.name,
    role: input.role,
    bio: input.bio,
    languages: input.languages,
    modes: input.modes,
    photoUrl: imageUrl(row.photo_path),
    accountEmail: row.account_email ?? '',
    noteTemplate: row.note_template,
    hours: input.hours,
    blocks: blocks.map((b) => ({
      id: b.id,
      kind: b.kind,
      startsAt: b.starts_at,
      endsAt: b.ends_at,
      reason: b.reason,
    })),
    feedCreatedAt: row.feed_created_at,
  };
}

/** Their introduction and languages; everything else of the record stays as the admin set it. */
export async function saveOwnProfile(
  database: Db,
  clinician: Clinician,
  change: OwnProfileInput,
): Promise<void> {
  const input = await currentInput(database, clinician.clinicianId);
  await saveClinician(
    database,
    clinicianActor(clinician),
    { ...input, bio: change.bio, languages: change.languages },
    input.slug,
  );
}

/** Replaces their weekly hours (booked sessions stay), in ways of meeting they offer. */
export async function saveOwnHours(
  database: Db,
  clinician: Clinician,
  change: z.infer<typeof ownHoursRequest>,
): Promise<void> {
  const input = await currentInput(database, clinician.clinicianId);
  await saveClinician(
    database,
    clinicianActor(clinician),
    { ...input, hours: change.hours },
    input.slug,
  );
}

async function ownSlug(database: Db, clinician: Clinician): Promise<string> {
  return (
    await database
      .selectFrom('clinicians')
      .select('slug')
      .where('id', '=', clinician.clinicianId)
      .executeTakeFirstOrThrow()
  ).slug;
}

export async function addOwnBlock(
  database: Db,
  clinician: Clinician,
  input: BlockInput,
): Promise<string> {
  return addBlock(database, clinicianActor(clinician), await ownSlug(database, clinician), input);
}

/** Removes one of their own blocks; another clinician's block id removes nothing. */
export async function removeOwnBlock(
  database: Db,
  clinician: Clinician,
  blockId: string,
): Promise<boolean> {
  return removeBlock(
    database,
    clinicianActor(clinician),
    await ownSlug(database, clinician),
    blockId,
  );
}

export async function setOwnPhoto(
  database: Db,
  clinician: Clinician,
  upload: Uint8Array | null,
): Promise<string | null> {
  return setClinicianPhoto(
    database,
    clinicianActor(clinician),
    await ownSlug(database, clinician),
    upload,
  );
}
