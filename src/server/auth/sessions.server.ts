import { createHash, randomBytes } from 'node:crypto';
import { SIGNED_IN_HINT_COOKIE } from '#/lib/auth.ts';
import { type Db, db } from '#/server/db/client.server.ts';
import type { NoteTemplate, SessionKind } from '#/server/db/schema.ts';
import { HttpError } from '#/server/http/errors.ts';

/**
 * Sessions are opaque random tokens sent in HttpOnly cookies; the database keeps only their
 * SHA-256, so a leaked table opens no session. Customer, admin and clinician sessions use
 * separate cookies; admin and clinician ones are shorter and SameSite=Strict, as they open
 * other people's records.
 */
export const CUSTOMER_COOKIE = '__Host-psy_session';
export const ADMIN_COOKIE = '__Host-psy_admin';
export const CUSTOMER_SESSION_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
export const CLINICIAN_COOKIE = '__Host-psy_clinician';
/** A working day: a clinician signs in once in the morning. */
export const CLINICIAN_SESSION_SECONDS = 12 * 60 * 60;

const SETTINGS: Record<SessionKind, { cookie: string; seconds: number; sameSite: string }> = {
  customer: { cookie: CUSTOMER_COOKIE, seconds: CUSTOMER_SESSION_SECONDS, sameSite: 'Lax' },
  admin: { cookie: ADMIN_COOKIE, seconds: ADMIN_SESSION_SECONDS, sameSite: 'Strict' },
  clinician: {
    cookie: CLINICIAN_COOKIE,
    seconds: CLINICIAN_SESSION_SECONDS,
    sameSite: 'Strict',
  },
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The value of one cookie in the request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

function sessionCookie(kind: SessionKind, token: string | null): string {
  const { cookie, seconds, sameSite } = SETTINGS[kind];
  const value = token ?? '';
  const maxAge = token ? seconds : 0;
  return `${cookie}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=${sameSite}`;
}

/** Readable by scripts on purpose, and holding nothing but "1": see src/lib/auth.ts. */
function hintCookie(on: boolean): string {
  return `${SIGNED_IN_HINT_COOKIE}=${on ? '1' : ''}; Max-Age=${on ? CUSTOMER_SESSION_SECONDS : 0}; Path=/; Secure; SameSite=Lax`;
}

export interface SessionOwner {
  kind: SessionKind;
  /** users.id for a customer, admins.id for an admin, clinicians.id for a clinician. */
  ownerId: string;
}

/** Starts a session and returns the Set-Cookie headers that carry it. */
async function createSession(
  database: Db,
  owner: SessionOwner,
  now = new Date(),
): Promise<{ token: string; cookies: string[] }> {
  const token = randomBytes(32).toString('base64url');
  await database
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      kind: owner.kind,
      user_id: owner.kind === 'customer' ? owner.ownerId : null,
      admin_id: owner.kind === 'admin' ? owner.ownerId : null,
      clinician_id: owner.kind === 'clinician' ? owner.ownerId : null,
      expires_at: new Date(now.getTime() + SETTINGS[owner.kind].seconds * 1000),
    })
    .execute();
  const cookies = [sessionCookie(owner.kind, token)];
  if (owner.kind === 'customer') cookies.push(hintCookie(true));
  return { token, cookies };
}

export interface ActiveSession {
  id: string;
  kind: SessionKind;
  userId: string | null;
  adminId: string | null;
  clinicianId: string | null;
}

/** The live session a token opens, or undefined (unknown, expired or revoked). */
export async function findSession(
  database: Db,
  token: string | undefined,
): Promise<ActiveSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await database
    .selectFrom('sessions')
    .select(['id', 'kind', 'user_id', 'admin_id', 'clinician_id'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        kind: row.kind,
        userId: row.user_id,
        adminId: row.admin_id,
        clinicianId: row.clinician_id,
      }
    : undefined;
}

async function revokeToken(database: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await database
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Signs a customer in: any session the browser already held is ended (a fresh token at every
 * login), and a new one starts. The OTP check and, later, the OpenID Connect callback call it.
 */
export async function createCustomerSession(
  database: Db,
  request: Request,
  userId: string,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, CUSTOMER_COOKIE));
  await database
    .updateTable('users')
    .set({ last_login_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return (await createSession(database, { kind: 'customer', ownerId: userId })).cookies;
}

export async function createAdminSession(
  database: Db,
  request: Request,
  adminId: string,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, ADMIN_COOKIE));
  return (await createSession(database, { kind: 'admin', ownerId: adminId })).cookies;
}

/** Signs a clinician in, ending any clinician session the browser already held. */
export async function createClinicianSession(
  database: Db,
  request: Request,
  clinicianId: string,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, CLINICIAN_COOKIE));
  return (await createSession(database, { kind: 'clinician', ownerId: clinicianId })).cookies;
}

/** Ends every session of a clinician (when an admin deactivates them). */
export async function revokeClinicianSessions(database: Db, clinicianId: string): Promise<number> {
  const result = await database
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('clinician_id', '=', clinicianId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends the browser's session of this kind; returns the Set-Cookie headers that clear it. */
export async function endSession(
  database: Db,
  request: Request,
  kind: SessionKind,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, SETTINGS[kind].cookie));
  const cookies = [sessionCookie(kind, null)];
  if (kind === 'customer') cookies.push(hintCookie(false));
  return cookies;
}

/** Clears the cookies of a session that no longer exists (expired or revoked elsewhere). */
export function clearedCookies(kind: SessionKind): string[] {
  return kind === 'customer'
    ? [sessionCookie(kind, null), hintCookie(false)]
    : [sessionCookie(kind, null)];
}

/** Ends every other session of an admin (after a password change). */
export async function revokeOtherAdminSessions(
  database: Db,
  adminId: string,
  keepSessionId: string,
): Promise<number> {
  const result = await database
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('admin_id', '=', adminId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const notSignedIn = () => new HttpError(401, 'not_signed_in', 'Please log in to continue.');

/** The signed-in customer's session, if the request carries one. */
export async function findCustomer(
  database: Db,
  request: Request,
): Promise<ActiveSession | undefined> {
  const session = await findSession(database, readCookie(request, CUSTOMER_COOKIE));
  return session?.kind === 'customer' ? session : undefined;
}

/** The signed-in customer's session, or a 401. */
export async function requireCustomer(database: Db, request: Request): Promise<ActiveSession> {
  const session = await findCustomer(database, request);
  if (!session) throw notSignedIn();
  return session;
}

export interface AdminSession extends ActiveSession {
  adminId: string;
  username: string;
}

/**
 * Every `/api/admin/*` function starts with this: 401 without an admin session, 403 when the
 * browser holds only a customer session.
 */
export async function requireAdmin(request: Request, database: Db = db()): Promise<AdminSession> {
  const session = await findSession(database, readCookie(request, ADMIN_COOKIE));
  if (session?.kind === 'admin' && session.adminId) {
    const admin = await database
      .selectFrom('admins')
      .select(['id', 'username'])
      .where('id', '=', session.adminId)
      .executeTakeFirst();
    if (admin) return { ...session, adminId: admin.id, username: admin.username };
  }
  const customer = await findSession(database, readCookie(request, CUSTOMER_COOKIE));
  if (session || customer) {
    throw new HttpError(403, 'forbidden', 'This page is for Psycortex administrators only.');
  }
  throw notSignedIn();
}

export interface ClinicianSession extends ActiveSession {
  clinicianId: string;
  name: string;
  /** May read every clinician's session notes. */
  clinicalLead: boolean;
  noteTemplate: NoteTemplate;
}

/**
 * Every `/api/clinician/*` function starts with this: 401 without a clinician session (or when
 * the clinician has since been deactivated), 403 when the browser holds only another kind.
 * What a clinician may then see is their own: every query filters on `clinicianId`.
 */
export async function requireClinician(
  request: Request,
  database: Db = db(),
): Promise<ClinicianSession> {
  const session = await findSession(database, readCookie(request, CLINICIAN_COOKIE));
  if (session?.kind === 'clinician' && session.clinicianId) {
    const clinician = await database
      .selectFrom('clinicians')
      .select(['id', 'name', 'clinical_lead', 'note_template'])
      .where('id', '=', session.clinicianId)
      .where('deactivated_at', 'is', null)
      .where('account_email', 'is not', null)
      .executeTakeFirst();
    if (clinician)
      return {
        ...session,
        clinicianId: clinician.id,
        name: clinician.name,
        clinicalLead: clinician.clinical_lead,
        noteTemplate: clinician.note_template,
      };
    throw notSignedIn();
  }
  const other =
    (await findSession(database, readCookie(request, CUSTOMER_COOKIE))) ??
    (await findSession(database, readCookie(request, ADMIN_COOKIE)));
  if (other) throw new HttpError(403, 'forbidden', 'This page is for Psycortex clinicians only.');
  throw notSignedIn();
}
