import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules, no I/O. integration: the server code and the functions against a real
 * database: the embedded PostgreSQL (a throwaway one, as the local runtime starts it) always, and
 * the PostgreSQL at TEST_DATABASE_URL too when it is set.
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

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      integration('integration-embedded', './tests/integration/setup/embedded.ts'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration-postgres', './tests/integration/setup/postgres.ts', [
              // The embedded server's own tests (they start servers of their own), the storage
              // emulator and the runtime smoke test need no second run.
              'tests/integration/embedded-*.test.ts',
              'tests/integration/backup.test.ts',
              'tests/integration/pglite-move.test.ts',
              'tests/integration/netlify-dev-smoke.test.ts',
              'tests/integration/storage-emulator.test.ts',
            ]),
          ]
        : []),
    ],
  },
});
