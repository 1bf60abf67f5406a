import { execFile } from 'node:child_process';
import { lstat, mkdir, readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_DATA_DIR } from './env.ts';
import { visitor } from './shop.ts';

const root = resolve(import.meta.dirname, '../../..');
const dataFile = (name: string) => resolve(root, E2E_DATA_DIR, name);

/** The seed admin's generated password, written by the local runtime at its first start. */
export async function seedAdminPassword(): Promise<string> {
  return (await readFile(dataFile('admin-password'), 'utf8')).trim();
}

/**
 * Another admin, made with `npm run admin:create` against the e2e site's database, for tests
 * that must not disturb the seed admin (a password change ends the admin's other sessions).
 */
export async function createAdmin(username: string, password: string): Promise<void> {
  const databaseUrl = (await readFile(dataFile('database-url'), 'utf8')).trim();
  const child = promisify(execFile)(process.execPath, ['scripts/admin-create.ts', username], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  child.child.stdin!.end(`${password}\n`);
  const { stdout } = await child;
  expect(stdout).toContain(`Admin "${username}" created.`);
}

/** The seed admin's session, shared by every worker of a run (and kept with the site's data). */
const SESSION_FILE = dataFile('e2e-admin-session.json');
const LOCK = dataFile('e2e-admin-session.lock');

async function sessionWorks(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const stat = await lstat(SESSION_FILE).catch(() => undefined);
  if (!stat) return false;
  const request = await playwright.request.newContext({ baseURL, storageState: SESSION_FILE });
  const ok = (await request.get('/api/admin/me')).ok();
  await request.dispose();
  return ok;
}

/**
 * Tests that run signed in as the seed admin. Admin sign-in is rate-limited per name (10 in 15
 * minutes), and other specs sign the seed admin in too, so the whole run shares one session:
 * the first worker to need it signs in through the API while the others wait for its file.
 * The sign-in screen itself is tested on its own.
 */
export const test = base.extend<object, { adminStorage: string }>({
  adminStorage: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const deadline = Date.now() + 60_000;
      while (!(await sessionWorks(playwright, baseURL))) {
        if (Date.now() > deadline) throw new Error('No admin session for the e2e run');
        const locked = await mkdir(LOCK).then(
          () => true,
          () => false,
        );
        if (!locked) {
          // Another worker is signing in; a lock left by a killed run is cleared after 30 s.
          const since = Date.now() - ((await lstat(LOCK).catch(() => undefined))?.mtimeMs ?? 0);
          if (since > 30_000) await rm(LOCK, { recursive: true, force: true });
          await new Promise((r) => setTimeout(r, 300));
          continue;
        }
        try {
          const request = await playwright.request.newContext({ baseURL });
          const response = await request.post('/api/admin/login', {
            data: { username: 'admin', password: await seedAdminPassword() },
            headers: { origin: baseURL, ...visitor() },
          });
          expect(response.ok(), await response.text()).toBe(true);
          await request.storageState({ path: SESSION_FILE });
          await request.dispose();
        } finally {
          await rm(LOCK, { recursive: true, force: true });
        }
      }
      await use(SESSION_FILE);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminStorage }, use) => use(adminStorage),
});

export { expect };
