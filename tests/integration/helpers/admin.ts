import { createAdmin } from '#/server/auth/admins.server.ts';
import { createAdminSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';

/** A signed-in admin: the Cookie header value of a fresh admin sign-in. */
export async function signInAdmin(db: Db, username = 'admin'): Promise<string> {
  await createAdmin(db, username, 'a-long-test-password');
  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const cookies = await createAdminSignIn(db, new Request('http://localhost/'), admin.id);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}
