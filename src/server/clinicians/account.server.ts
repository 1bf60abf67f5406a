import { createHash, randomBytes } from 'node:crypto';
import type { SessionToReassign } from '#/api/admin-clinician-deactivate.ts';
import {
  CLINICIAN_MESSAGES,
  INVITATION_DAYS,
  invitationState,
} from '#/features/clinician/clinician-portal.ts';
import { type Actor, audit } from '#/server/admin/audit.server.ts';
import { revokeClinicianSignIns } from '#/server/auth/sign-ins.server.ts';
import {
  deactivateClinicianRecord,
  setClinicianAccountEmail,
} from '#/server/bookings/clinician-records.server.ts';
import {
  contactOf,
  personOf,
  sessionFactsOf,
  sessionRows,
} from '#/server/bookings/session-rows.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict, HttpError, notFound } from '#/server/http/errors.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';

/**
 * A clinician's account: the admin's invitation (a one-time link, 7 days) and deactivation.
 * Tokens are stored only as their SHA-256.
 */

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const clinicianNotFound = () => notFound('We could not find that clinician.');

/**
 * Invites a clinician to sign in at this address: the address becomes their sign-in address,
 * earlier unused links stop working, and the e-mail with the new link is queued. Audited.
 */
export async function inviteClinician(
  database: Db,
  admin: Actor,
  slug: string,
  email: string,
  siteUrl: string,
  now: Date = new Date(),
): Promise<{ emailId?: string; expiresAt: Date }> {
  return database.transaction().execute(async (trx) => {
    const clinician = await trx
      .selectFrom('clinicians')
      .select(['id', 'name', 'deactivated_at', 'account_email'])
      .where('slug', '=', slug)
      .forUpdate()
      .executeTakeFirst();
    if (!clinician) throw clinicianNotFound();
    if (clinician.deactivated_at) throw conflict(CLINICIAN_MESSAGES.deactivated);
    const taken = await trx
      .selectFrom('clinicians')
      .select('id')
      .where('account_email', '=', email)
      .where('id', '<>', clinician.id)
      .executeTakeFirst();
    if (taken) throw conflict('Another clinician already signs in with this e-mail address.');
    await setClinicianAccountEmail(trx, clinician.id, email, now);
    // A new sign-in address ends the sign-ins opened with the old one.
    const signInsEnded =
      clinician.account_email && clinician.account_email !== email
        ? await revokeClinicianSignIns(trx, clinician.id)
        : 0;
    // One link at a time: a new invitation retires the ones before it.
    await retireInvitations(trx, clinician.id, now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    const row = await trx
      .insertInto('clinician_invitations')
      .values({
        clinician_id: clinician.id,
        email,
        token_hash: sha256(token),
        invited_by: admin.adminId,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = `${siteUrl}/clinician?invite=${token}`;
    const { html, text } = renderEmail({
      heading: `${clinician.name}, you are invited to the Psycortex clinician portal`,
      paragraphs: [
        'The Psycortex team has given you a sign-in to the clinician portal, where you see your day and week of sessions, mark them attended, and keep your weekly hours, leave and profile up to date.',
        `The link below works once and for ${INVITATION_DAYS} days. It opens the portal ready to sign in: we then e-mail you a 6-digit code each time you sign in, to this address.`,
        'If you were not expecting this, you can ignore this e-mail.',
      ],
      link: { text: 'Open the clinician portal', url: link },
      footer: 'Psycortex will never ask you for a login code on the phone.',
    });
    const emailId = await queueEmail(trx, {
      idempotencyKey: `clinician-invite:${row.id}`,
      to: email,
      subject: 'Your sign-in to the Psycortex clinician portal',
      html,
      text,
    });
    await audit(trx, admin, 'clinician.invite', `clinician:${clinician.id}`, {
      email,
      expiresAt: expiresAt.toISOString(),
      ...(signInsEnded ? { signInsEnded } : {}),
    });
    return { emailId, expiresAt };
  });
}

/**
 * Opens an invitation link: marks it used and answers the address to sign in with. A used,
 * expired or unknown link, or one for a clinician since deactivated or given another address,
 * is refused with words saying what to do.
 */
export async function openInvitation(
  database: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ email: string; name: string }> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('clinician_invitations as i')
      .innerJoin('clinicians as c', 'c.id', 'i.clinician_id')
      .select([
        'i.id',
        'i.email',
        'i.used_at',
        'i.expires_at',
        'c.name',
        'c.account_email',
        'c.deactivated_at',
      ])
      .where('i.token_hash', '=', sha256(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(CLINICIAN_MESSAGES.invitationUnknown);
    const state = invitationState({ usedAt: row.used_at, expiresAt: row.expires_at }, now);
    if (state === 'used') throw new HttpError(410, 'gone', CLINICIAN_MESSAGES.invitationUsed);
    if (state === 'expired' || row.deactivated_at || row.account_email !== row.email)
      throw new HttpError(410, 'gone', CLINICIAN_MESSAGES.invitationExpired);
    await trx
      .updateTable('clinician_invitations')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .execute();
    return { email: row.email, name: row.name };
  });
}

/**
 * The clinician's confirmed sessions from now on, with the client's name and how to reach
 * them, for the admin to move. Read by an admin: in the access log under each client.
 */
export async function sessionsToReassign(
  database: Db,
  admin: Actor,
  slug: string,
  now: Date = new Date(),
): Promise<SessionToReassign[]> {
  const clinician = await database
    .selectFrom('clinicians')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!clinician) throw clinicianNotFound();
  const rows = await sessionRows(database)
    .select(['b.contact_email', 'b.contact_phone', 'u.phone as user_phone'])
    .where('b.clinician_id', '=', clinician.id)
    .where('b.status', '=', 'confirmed')
    .where('b.starts_at', '>', now)
    .orderBy('b.starts_at')
    .execute();
  await audit(
    database,
    admin,
    'read.reassign',
    `clinician:${clinician.id}`,
    { sessions: rows.length },
    rows.map(personOf),
  );
  return rows.map((r) => ({
    ...sessionFactsOf(r),
    client: contactOf(r),
  }));
}

/**
 * A clinician leaves: no more sign-in (their sessions end now, open invitations and the
 * calendar feed stop working) and no new bookings (inactive). Their booked sessions stay for
 * the admin to reassign. Audited; a second deactivation changes nothing.
 */
export async function deactivateClinician(
  database: Db,
  admin: Actor,
  slug: string,
  now: Date = new Date(),
): Promise<{ deactivated: boolean; signInsEnded: number }> {
  return database.transaction().execute(async (trx) => {
    const clinician = await trx
      .selectFrom('clinicians')
      .select(['id', 'deactivated_at'])
      .where('slug', '=', slug)
      .forUpdate()
      .executeTakeFirst();
    if (!clinician) throw clinicianNotFound();
    if (clinician.deactivated_at) return { deactivated: false, signInsEnded: 0 };
    await deactivateClinicianRecord(trx, clinician.id, now);
    await retireInvitations(trx, clinician.id, now);
    const signInsEnded = await revokeClinicianSignIns(trx, clinician.id);
    await audit(trx, admin, 'clinician.deactivate', `clinician:${clinician.id}`, {
      signInsEnded,
    });
    return { deactivated: true, signInsEnded };
  });
}

/** An invitation link not yet used stops working now: one link at a time, none after leaving. */
async function retireInvitations(database: Db, clinicianId: string, now: Date): Promise<void> {
  await database
    .updateTable('clinician_invitations')
    .set({ expires_at: now })
    .where('clinician_id', '=', clinicianId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}
