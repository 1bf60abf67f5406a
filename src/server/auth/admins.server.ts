import type { Db } from '../db/client.ts';
import { ADMIN_PASSWORD_MIN, hashPassword } from './password.ts';

export async function createAdmin(
  database: Db,
  username: string,
  password: string,
): Promise<'created' | 'updated'> {
  const name = username.trim();
  if (!/^[\w.@-]{3,64}$/.test(name))
    throw new Error('A username is 3 to 64 letters, digits or . _ @ -');
  if (password.length < ADMIN_PASSWORD_MIN)
    throw new Error(`A password needs at least ${ADMIN_PASSWORD_MIN} characters.`);
  const passwordHash = await hashPassword(password);
  const existing = await database
    .selectFrom('admins')
    .select('id')
    .where('username', '=', name)
    .executeTakeFirst();
  if (existing) {
    await database
      .updateTable('admins')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await database
    .insertInto('admins')
    .values({ username: name, password_hash: passwordHash })
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
