import { createHash, randomBytes } from 'node:crypto';
import { SIGNED_IN_HINT_COOKIE } from '#/lib/auth.ts';
import { type Db, db } from '#/server/db/client.server.ts';
import type { NoteTemplate, SignInKind } from '#/server/db/schema.ts';
import { HttpError } from '#/server/http/errors.ts';

/**
 * Sign-ins (the `sign_ins` table) are opaque random tokens sent in HttpOnly cookies; the
 * database keeps only their SHA-256, so a leaked table opens no sign-in. Customer, admin and
 * clinician sign-ins use separate cookies; admin and clinician ones are shorter and
 * SameSite=Strict, as they open other people's records. ("Session" on this site means a
 * counselling session; docs/decisions.md, "One word per thing".)
 */
// The customer's cookie keeps its old name: renaming it would sign every customer out (their
// browsers would send a cookie no code reads any more). It is a name on the wire, not a word
// in the code.
export const CUSTOMER_COOKIE = '__Host-psy_session';
export const ADMIN_COOKIE = '__Host-psy_admin';
export const CUSTOMER_SIGN_IN_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_SIGN_IN_SECONDS = 8 * 60 * 60;
export const CLINICIAN_COOKIE = '__Host-psy_clinician';
/** A working day: a clinician signs in once in the morning. */
export const CLINICIAN_SIGN_IN_SECONDS = 12 * 60 * 60;

const SETTINGS: Record<SignInKind, { cookie: string; seconds: number; sameSite: string }> = {
  customer: { cookie: CUSTOMER_COOKIE, seconds: CUSTOMER_SIGN_IN_SECONDS, sameSite: 'Lax' },
  admin: { cookie: ADMIN_COOKIE, seconds: ADMIN_SIGN_IN_SECONDS, sameSite: 'Strict' },
  clinician: {
    cookie: CLINICIAN_COOKIE,
    seconds: CLINICIAN_SIGN_IN_SECONDS,
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

function signInCookie(kind: SignInKind, token: string | null): string {
  const { cookie, seconds, sameSite } = SETTINGS[kind];
  const value = token ?? '';
  const maxAge = token ? seconds : 0;
  return `${cookie}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=${sameSite}`;
}

/** Readable by scripts on purpose, and holding nothing but "1": see src/lib/auth.ts. */
function hintCookie(on: boolean): string {
  return `${SIGNED_IN_HINT_COOKIE}=${on ? '1' : ''}; Max-Age=${on ? CUSTOMER_SIGN_IN_SECONDS : 0}; Path=/; Secure; SameSite=Lax`;
}

export interface SignInOwner {
  kind: SignInKind;
  /** users.id for a customer, admins.id for an admin, clinicians.id for a clinician. */
  ownerId: string;
}

/** Starts a sign-in and returns the Set-Cookie headers that carry it. */
async function createSignIn(
  database: Db,
  owner: SignInOwner,
  now = new Date(),
): Promise<{ token: string; cookies: string[] }> {
  const token = randomBytes(32).toString('base64url');
  await database
    .insertInto('sign_ins')
    .values({
      token_hash: hashToken(token),
      kind: owner.kind,
      user_id: owner.kind === 'customer' ? owner.ownerId : null,
      admin_id: owner.kind === 'admin' ? owner.ownerId : null,
      clinician_id: owner.kind === 'clinician' ? owner.ownerId : null,
      expires_at: new Date(now.getTime() + SETTINGS[owner.kind].seconds * 1000),
    })
    .execute();
  const cookies = [signInCookie(owner.kind, token)];
  if (owner.kind === 'customer') cookies.push(hintCookie(true));
  return { token, cookies };
}

export interface ActiveSignIn {
  id: string;
  kind: SignInKind;
  userId: string | null;
  adminId: string | null;
  clinicianId: string | null;
}

/** The live sign-in a token opens, or undefined (unknown, expired or revoked). */
export async function findSignIn(
  database: Db,
  token: string | undefined,
): Promise<ActiveSignIn | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await database
    .selectFrom('sign_ins')
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
    .updateTable('sign_ins')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Signs a customer in: any sign-in the browser already held is ended (a fresh token at every
 * login), and a new one starts. The OTP check and, later, the OpenID Connect callback call it.
 */
export async function createCustomerSignIn(
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
  return (await createSignIn(database, { kind: 'customer', ownerId: userId })).cookies;
}

export async function createAdminSignIn(
  database: Db,
  request: Request,
  adminId: string,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, ADMIN_COOKIE));
  return (await createSignIn(database, { kind: 'admin', ownerId: adminId })).cookies;
}

/** Signs a clinician in, ending any clinician sign-in the browser already held. */
export async function createClinicianSignIn(
  database: Db,
  request: Request,
  clinicianId: string,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, CLINICIAN_COOKIE));
  return (await createSignIn(database, { kind: 'clinician', ownerId: clinicianId })).cookies;
}

/** Ends every sign-in of a clinician (when an admin deactivates them). */
export async function revokeClinicianSignIns(database: Db, clinicianId: string): Promise<number> {
  const result = await database
    .updateTable('sign_ins')
    .set({ revoked_at: new Date() })
    .where('clinician_id', '=', clinicianId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends the browser's sign-in of this kind; returns the Set-Cookie headers that clear it. */
export async function endSignIn(
  database: Db,
  request: Request,
  kind: SignInKind,
): Promise<string[]> {
  await revokeToken(database, readCookie(request, SETTINGS[kind].cookie));
  const cookies = [signInCookie(kind, null)];
  if (kind === 'customer') cookies.push(hintCookie(false));
  return cookies;
}

/** Clears the cookies of a sign-in that no longer exists (expired or revoked elsewhere). */
export function clearedCookies(kind: SignInKind): string[] {
  return kind === 'customer'
    ? [signInCookie(kind, null), hintCookie(false)]
    : [signInCookie(kind, null)];
}

/** Ends every other sign-in of an admin (after a password change). */
export async function revokeOtherAdminSignIns(
  database: Db,
  adminId: string,
  keepSignInId: string,
): Promise<number> {
  const result = await database
    .updateTable('sign_ins')
    .set({ revoked_at: new Date() })
    .where('admin_id', '=', adminId)
    .where('id', '<>', keepSignInId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const notSignedIn = () => new HttpError(401, 'not_signed_in', 'Please log in to continue.');

/** The signed-in customer's sign-in, if the request carries one. */
export async function findCustomer(
  database: Db,
  request: Request,
): Promise<ActiveSignIn | undefined> {
  const signIn = await findSignIn(database, readCookie(request, CUSTOMER_COOKIE));
  return signIn?.kind === 'customer' ? signIn : undefined;
}

/** The signed-in customer's sign-in, or a 401. */
export async function requireCustomer(database: Db, request: Request): Promise<ActiveSignIn> {
  const signIn = await findCustomer(database, request);
  if (!signIn) throw notSignedIn();
  return signIn;
}

export interface AdminSignIn extends ActiveSignIn {
  adminId: string;
  username: string;
}

/**
 * Every `/api/admin/*` function starts with this: 401 without an admin sign-in, 403 when the
 * browser holds only a customer sign-in.
 */
export async function requireAdmin(request: Request, database: Db = db()): Promise<AdminSignIn> {
  const signIn = await findSignIn(database, readCookie(request, ADMIN_COOKIE));
  if (signIn?.kind === 'admin' && signIn.adminId) {
    const admin = await database
      .selectFrom('admins')
      .select(['id', 'username'])
      .where('id', '=', signIn.adminId)
      .executeTakeFirst();
    if (admin) return { ...signIn, adminId: admin.id, username: admin.username };
  }
  const customer = await findSignIn(database, readCookie(request, CUSTOMER_COOKIE));
  if (signIn || customer) {
    throw new HttpError(403, 'forbidden', 'This page is for Psycortex administrators only.');
  }
  throw notSignedIn();
}

export interface ClinicianSignIn extends ActiveSignIn {
  clinicianId: string;
  name: string;
  /** May read every clinician's session notes. */
  clinicalLead: boolean;
  noteTemplate: NoteTemplate;
}

/**
 * Every `/api/clinician/*` function starts with this: 401 without a clinician sign-in (or when
 * the clinician has since been deactivated), 403 when the browser holds only another kind.
 * What a clinician may then see is their own: every query filters on `clinicianId`.
 */
export async function requireClinician(
  request: Request,
  database: Db = db(),
): Promise<ClinicianSignIn> {
  const signIn = await findSignIn(database, readCookie(request, CLINICIAN_COOKIE));
  if (signIn?.kind === 'clinician' && signIn.clinicianId) {
    const clinician = await database
      .selectFrom('clinicians')
      .select(['id', 'name', 'clinical_lead', 'note_template'])
      .where('id', '=', signIn.clinicianId)
      .where('deactivated_at', 'is', null)
      .where('account_email', 'is not', null)
      .executeTakeFirst();
    if (clinician)
      return {
        ...signIn,
        clinicianId: clinician.id,
        name: clinician.name,
        clinicalLead: clinician.clinical_lead,
        noteTemplate: clinician.note_template,
      };
    throw notSignedIn();
  }
  const other =
    (await findSignIn(database, readCookie(request, CUSTOMER_COOKIE))) ??
    (await findSignIn(database, readCookie(request, ADMIN_COOKIE)));
  if (other) throw new HttpError(403, 'forbidden', 'This page is for Psycortex clinicians only.');
  throw notSignedIn();
}
