import { isValidEmail, normaliseEmail } from '#/lib/email.ts';
import type { Db } from '#/server/db/client.server.ts';
import { ADMIN_PASSWORD_MIN, hashPassword, verifyPassword } from './password.ts';

/**
 * Creates an admin, or sets a new password for an existing one. `email`, when given, is where
 * the admin's security alerts go (see login-guard.server.ts); without one they go to CARE_EMAIL.
 */
export async function createAdmin(
  database: Db,
  username: string,
  password: string,
  { email }: { email?: string } = {},
): Promise<'created' | 'updated'> {
  const name = username.trim();
  if (!/^[\w.@-]{3,64}$/.test(name))
    throw new Error('A username is 3 to 64 letters, digits or . _ @ -');
  if (password.length < ADMIN_PASSWORD_MIN)
    throw new Error(`A password needs at least ${ADMIN_PASSWORD_MIN} characters.`);
  const address = email === undefined ? undefined : normaliseEmail(email);
  if (address !== undefined && !isValidEmail(address))
    throw new Error('The e-mail address does not look right.');
  const passwordHash = await hashPassword(password);
  const existing = await database
    .selectFrom('admins')
    .select('id')
    .where('username', '=', name)
    .executeTakeFirst();
  if (existing) {
    await database
      .updateTable('admins')
      .set({
        password_hash: passwordHash,
        updated_at: new Date(),
        ...(address ? { email: address } : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await database
    .insertInto('admins')
    .values({ username: name, password_hash: passwordHash, email: address ?? null })
    .execute();
  return 'created';
}

export async function adminExists(database: Db, username: string): Promise<boolean> {
  return Boolean(
    await database
      .selectFrom('admins')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst(),
  );
}

/**
 * An argon2id hash (same parameters as real ones) of a password nobody knows. An unknown
 * username is checked against it, so it takes as long as a known one.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ZF45b+NWiqQJNg2F0V4biQ$PUVir+f8ENlKnfkQVvjDsaqMwYp+ErR0KAUtEQBujwc';

/** The admin these credentials belong to, or undefined; equally slow either way. */
export async function checkAdminCredentials(
  database: Db,
  username: string,
  password: string,
): Promise<{ id: string; username: string } | undefined> {
  const admin = await database
    .selectFrom('admins')
    .select(['id', 'username', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  const valid = await verifyPassword(admin?.password_hash ?? DUMMY_HASH, password);
  return admin && valid ? { id: admin.id, username: admin.username } : undefined;
}

/** Replaces an admin's password after checking the old one. */
export async function changeAdminPassword(
  database: Db,
  adminId: string,
  oldPassword: string,
  newPassword: string,
): Promise<boolean> {
  const admin = await database
    .selectFrom('admins')
    .select(['password_hash'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  if (!admin || !(await verifyPassword(admin.password_hash, oldPassword))) return false;
  if (newPassword.length < ADMIN_PASSWORD_MIN) return false;
  await database
    .updateTable('admins')
    .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
    .where('id', '=', adminId)
    .execute();
  return true;
}
