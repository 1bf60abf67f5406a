/**
 * `npm run admin:create -- <username> [--email <address>]`: creates an admin, or sets a new
 * password for an existing one. `--email` is where the admin's security alerts go (their
 * account closed to new browsers after wrong passwords); without it they go to CARE_EMAIL.
 * The password is asked for (not echoed), or read from standard input:
 *   printf '%s\n' "$PASSWORD" | npm run admin:create -- asha --email asha@psycortex.in
 * Uses DATABASE_URL, or the local embedded database when the local site is running.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createAdmin } from '#/server/auth/admins.server.ts';
import { ADMIN_PASSWORD_MIN } from '#/server/auth/password.ts';
import { connect } from '#/server/db/client.server.ts';

const [name, flag, address, ...rest] = process.argv.slice(2);
const username = name?.trim();
if (!username || (flag !== undefined && (flag !== '--email' || !address)) || rest.length > 0) {
  console.error('Usage: npm run admin:create -- <username> [--email <address>]');
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split('\n')[0]!.replace(/\r$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
        write.call(rl, s.includes(q) ? s : '');
      rl.question(q, (answer) => {
        (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = write;
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask(`Password for ${username} (at least ${ADMIN_PASSWORD_MIN} characters): `);
  const second = await ask('Repeat the password: ');
  rl.close();
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const local = await readFile('.data/database-url', 'utf8').catch(() => '');
  if (local.trim()) return local.trim();
  throw new Error('Set DATABASE_URL, or start the local site (npm start) first.');
}

try {
  const password = await readPassword();
  const database = connect(await databaseUrl());
  const result = await createAdmin(database, username, password, { email: address });
  await database.destroy();
  console.log(
    result === 'created' ? `Admin "${username}" created.` : `Password of "${username}" changed.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
