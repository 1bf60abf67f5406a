import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect } from '@playwright/test';
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

/**
 * Tests that run signed in as the seed admin. Sign-in is rate-limited per admin name, so each
 * worker signs in once through the API and its tests share that session; the sign-in screen
 * itself is tested on its own.
 */
export const test = base.extend<object, { adminStorage: string }>({
  adminStorage: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/admin/login', {
        data: { username: 'admin', password: await seedAdminPassword() },
        headers: { origin: baseURL, ...visitor() },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const file = resolve(
        workerInfo.project.outputDir,
        `admin-session-${workerInfo.workerIndex}.json`,
      );
      await request.storageState({ path: file });
      await request.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminStorage }, use) => use(adminStorage),
});

export { expect };
