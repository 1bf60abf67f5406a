import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR } from './tests/e2e/helpers/env.ts';

/**
 * End-to-end tests against the production-like local site (built `dist/`, functions, embedded
 * services) on its own port and data folder, in Debian's Chromium where present.
 * E2E_PORT and E2E_DATA_DIR move them aside, so that several runs can share a machine.
 */
const PORT = Number(process.env.E2E_PORT ?? 4398);
const baseURL = `http://localhost:${PORT}`;
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Recording a trace costs about a fifth of the run's time: CI records one only when a test
  // is retried, which is when a trace is needed.
  // Visitors are in India unless a test says otherwise (times abroad have a test of their own).
  use: {
    baseURL,
    timezoneId: 'Asia/Kolkata',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    // `*.desktop.spec.ts` and `*.phone.spec.ts` hold what only one width has.
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      // Tests that one width is enough for (tests/e2e/helpers/tags.ts).
      grepInvert: /@one-width/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/start.ts --fresh',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), PSYCORTEX_DATA_DIR: E2E_DATA_DIR },
  },
});
