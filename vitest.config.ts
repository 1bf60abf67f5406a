import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules, no I/O. integration: the server code and the functions against a real
 * database: the embedded PGlite server always, and PostgreSQL too when TEST_DATABASE_URL is set.
 */
const integration = (name: string, globalSetup: string, exclude: string[] = []) => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    exclude,
    globalSetup: [globalSetup],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Checks of the deploy itself (Netlify's packaging and its manifest), which need a database but
 * not a second one: they run in the first integration project only.
 */
const ONCE_PER_RUN = [
  'tests/integration/netlify-bundle.test.ts',
  'tests/integration/netlify-manifest.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      integration('integration-pglite', './tests/integration/setup/pglite.ts'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration-postgres', './tests/integration/setup/postgres.ts', [
              // The embedded server, the storage emulator and the runtime smoke test need no
              // second run.
              'tests/integration/pglite-server.test.ts',
              'tests/integration/pglite-password.test.ts',
              'tests/integration/pglite-recovery.test.ts',
              'tests/integration/pglite-backup.test.ts',
              'tests/integration/pglite-clients.test.ts',
              'tests/integration/pglite-crash.test.ts',
              'tests/integration/netlify-dev-smoke.test.ts',
              'tests/integration/storage-emulator.test.ts',
              ...ONCE_PER_RUN,
            ]),
          ]
        : []),
    ],
  },
});
