import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * The smoke script the owner runs against the live address after a deploy (`npm run smoke --
 * https://…`, docs/deploy.md), run against the local site as if it were live: every check green.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

test('the post-deploy smoke test passes against the local site', async ({ baseURL }) => {
  const { stdout } = await run(process.execPath, ['scripts/smoke.ts', baseURL!], {
    cwd: root,
    timeout: 120_000,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`npm run smoke failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  });
  expect(stdout).toContain('All checks passed.');
  for (const check of ['health', 'home page', 'product list', 'shop', 'validation', 'redirects'])
    expect(stdout).toContain(`✓ ${check}:`);
});

test('the smoke test fails when the site is not there', async () => {
  const failed = await run(process.execPath, ['scripts/smoke.ts', 'http://127.0.0.1:9'], {
    cwd: root,
    timeout: 60_000,
  }).then(
    () => undefined,
    (error: { code?: number; stdout?: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stdout).toContain('✗ health');
});
