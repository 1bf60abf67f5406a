import { type Selectable, sql } from 'kysely';
import type { BlockInput } from '#/api/admin-clinician-blocks.ts';
import type { AdminClinician, ClinicianInput } from '#/api/admin-clinicians.ts';
import { formatTime, parseEndTime, parseTime } from '#/lib/india-time.ts';
import { type Actor, audit } from '#/server/admin/audit.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { ClinicianHoursTable, CliniciansTable } from '#/server/db/schema.ts';
import { conflict, notFound } from '#/server/http/errors.ts';
import { imageUrl } from '#/server/storage/store.server.ts';

/** An admin, or a clinician changing their own (the admin's code path, audited as them). */
type Admin = Actor;

/** Every clinician, active or not, with their weekly hours and coming blocks. */
export async function listAllClinicians(
  database: Db,
  now: Date = new Date(),
): Promise<AdminClinician[]> {
  const [clinicians, hours, blocks, invitations] = await Promise.all([
    database.selectFrom('clinicians').selectAll().orderBy('name').execute(),
    database
      .selectFrom('clinician_hours')
      .selectAll()
      .orderBy(['weekday', 'start_minute'])
      .execute(),
    database
      .selectFrom('clinician_blocks')
      .selectAll()
      .where('ends_at', '>', now)
      .orderBy('starts_at')
      .execute(),
    database
      .selectFrom('clinician_invitations')
      .select(['clinician_id', 'created_at', 'expires_at', 'used_at'])
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return clinicians.map((c) => ({
    id: c.id,
    ...clinicianInputOf(
      c,
      hours.filter((h) => h.clinician_id === c.id),
    ),
    demo: c.demo,
    photoUrl: imageUrl(c.photo_path),
    blocks: blocks
      .filter((b) => b.clinician_id === c.id)
      .map((b) => ({
        id: b.id,
        kind: b.kind,
        startsAt: b.starts_at,
        endsAt: b.ends_at,
        reason: b.reason,
      })),
    accountEmail: c.account_email,
    deactivatedAt: c.deactivated_at,
    invitation: (() => {
      const latest = invitations.find((i) => i.clinician_id === c.id);
      return latest
        ? { sentAt: latest.created_at, expiresAt: latest.expires_at, usedAt: latest.used_at }
        : null;
    })(),
  }));
}

/**
 * A clinician's record and weekly hours as the admin's form has them: the admin's list shows
 * them, and a clinician's own change starts from them (clinicians/own.server.ts).
 */
export function clinicianInputOf(
  c: Selectable<CliniciansTable>,
  hours: readonly Selectable<ClinicianHoursTable>[],
): ClinicianInput {
  return {
    slug: c.slug,
    name: c.name,
    role: c.role,
    qualifications: c.qualifications,
    registrationNumber: c.registration_number,
    bio: c.bio,
    languages: c.languages,
    services: c.services,
    modes: c.modes,
    contactPhone: c.contact_phone,
    contactEmail: c.contact_email,
    sessionMinutes: c.session_minutes,
    bufferMinutes: c.buffer_minutes,
    active: c.active,
    hours: hours.map((h) => ({
      weekday: h.weekday,
      from: formatTime(h.start_minute),
      to: formatTime(h.end_minute),
      mode: h.mode,
      branch: h.branch,
    })),
  };
}

/**
 * Creates a clinician, or updates the one with this slug, and replaces their weekly hours, in
 * one audited transaction. Changing hours never touches sessions already booked.
 */
export async function saveClinician(
  database: Db,
  admin: Admin,
  input: ClinicianInput,
  existingSlug?: string,
): Promise<string> {
  return database.transaction().execute(async (trx) => {
    const values = {
      slug: input.slug,
      name: input.name,
      role: input.role,
      qualifications: input.qualifications,
      registration_number: input.registrationNumber,
      bio: input.bio,
      languages: input.languages,
      services: input.services,
      modes: input.modes,
      contact_phone: input.contactPhone,
      contact_email: input.contactEmail,
      session_minutes: input.sessionMinutes,
      buffer_minutes: input.bufferMinutes,
      active: input.active,
    };
    let id: string;
    if (existingSlug) {
      const row = await trx
        .updateTable('clinicians')
        // A deactivated clinician stays unbookable whatever the form says.
        .set({
          ...values,
          active: sql<boolean>`${input.active} and deactivated_at is null`,
          updated_at: new Date(),
        })
        .where('slug', '=', existingSlug)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound('We could not find that clinician.');
      id = row.id;
    } else {
      const taken = await trx
        .selectFrom('clinicians')
        .select('id')
        .where('slug', '=', input.slug)
        .executeTakeFirst();
      if (taken)
        throw conflict('Another clinician already has this address name (slug). Choose another.');
      id = (
        await trx.insertInto('clinicians').values(values).returning('id').executeTakeFirstOrThrow()
      ).id;
    }
    await trx.deleteFrom('clinician_hours').where('clinician_id', '=', id).execute();
    if (input.hours.length > 0) {
      await trx
        .insertInto('clinician_hours')
        .values(
          input.hours.map((h) => ({
            clinician_id: id,
            weekday: h.weekday,
            start_minute: parseTime(h.from),
            end_minute: parseEndTime(h.to),
            mode: h.mode,
            branch: h.mode === 'in-person' ? (h.branch ?? null) : null,
          })),
        )
        .execute();
    }
    await audit(
      trx,
      admin,
      existingSlug ? 'clinician.update' : 'clinician.create',
      `clinician:${id}`,
      {
        slug: input.slug,
        hours: input.hours.length,
        active: input.active,
      },
    );
    return id;
  });
}

/** Leave or a one-off block; booked sessions in it stay, for staff to move. Audited. */
export async function addBlock(
  database: Db,
  admin: Admin,
  slug: string,
  input: BlockInput,
): Promise<string> {
  return database.transaction().execute(async (trx) => {
    const clinician = await trx
      .selectFrom('clinicians')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!clinician) throw notFound('We could not find that clinician.');
    const row = await trx
      .insertInto('clinician_blocks')
      .values({
        clinician_id: clinician.id,
        kind: input.kind,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        reason: input.reason,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, admin, 'clinician.block', `clinician:${clinician.id}`, {
      kind: input.kind,
      startsAt: input.startsAt.toISOString(),
      endsAt: input.endsAt.toISOString(),
    });
    return row.id;
  });
}

/**
 * Removes a block of the clinician the address names: a block id under another clinician's
 * address removes nothing, so a stale or edited link cannot take away someone else's leave.
 */
export async function removeBlock(
  database: Db,
  admin: Admin,
  clinicianSlug: string,
  blockId: string,
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('clinician_blocks')
      .where('id', '=', blockId)
      .where('clinician_id', 'in', (q) =>
        q.selectFrom('clinicians').select('id').where('slug', '=', clinicianSlug),
      )
      .returning('clinician_id')
      .executeTakeFirst();
    if (!row) return false;
    await audit(trx, admin, 'clinician.unblock', `clinician:${row.clinician_id}`, {
      block: blockId,
    });
    return true;
  });
}
