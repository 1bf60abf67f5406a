import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules, no I/O. integration: the server code and the functions against a real
 * database: the embedded PostgreSQL (a throwaway one, as the local runtime starts it) always,
 * PostgreSQL too when TEST_DATABASE_URL is set, and PostgreSQL through PgBouncer in transaction
 * mode when TEST_POOLER_URL is set.
 */
const integration = (
  name: string,
  globalSetup: string,
  exclude: string[] = [],
  setupFiles: string[] = [],
) => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    exclude,
    globalSetup: [globalSetup],
    setupFiles,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Checks of the deploy itself (Netlify's packaging, its manifest, its headers), which need a
 * database but not a second one: they run in the first integration project only.
 */
const ONCE_PER_RUN = [
  'tests/integration/netlify-bundle.test.ts',
  'tests/integration/netlify-manifest.test.ts',
  'tests/integration/netlify-headers.test.ts',
];

/**
 * What the second and third passes (PostgreSQL, and PostgreSQL through the pooler) leave out:
 * the embedded server, the storage emulator and the runtime smoke test need no second run.
 */
const SECOND_PASS_EXCLUDE = [
  // The embedded server's own tests start servers of their own.
  'tests/integration/embedded-*.test.ts',
  'tests/integration/backup.test.ts',
  'tests/integration/pglite-move.test.ts',
  'tests/integration/local-data.test.ts',
  'tests/integration/netlify-dev-smoke.test.ts',
  'tests/integration/storage-emulator.test.ts',
  // The search reads no database.
  'tests/integration/search-page.test.ts',
  ...ONCE_PER_RUN,
];

/**
 * What the pooler pass leaves out besides: the test of migration 0013 migrates in a schema of its
 * own with a session's `SET search_path`, which a transaction pooler may send to any server
 * connection and leaves there for the next client (the session check then failed in every file
 * after it). Migrations run over the direct connection, never through the pooler (pooler.ts,
 * docs/deploy.md), and the PostgreSQL pass runs that test on the same server.
 */
const POOLER_PASS_EXCLUDE = [
  ...SECOND_PASS_EXCLUDE,
  'tests/integration/audit-detail-migration.test.ts',
  // The same for migration 0028's test (sign-ins), which migrates in a schema of its own too.
  'tests/integration/sign-ins-migration.test.ts',
];

/**
 * Each integration project has a database of its own (the pooler's is a separate database on
 * the PostgreSQL server), so they may run side by side; with `fileParallelism: false` and no
 * `sequence.groupOrder`, vitest runs their files one at a time anyway.
 */
export default defineConfig({
  test: {
    projects: [
      // A feature's unit tests live beside it (src/features/<feature>/*.test.ts); tests/unit keeps
      // the tests about the whole project (architecture, config, content, headers, deploy doc).
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      integration('integration-embedded', './tests/integration/setup/embedded.ts'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration(
              'integration-postgres',
              './tests/integration/setup/postgres.ts',
              SECOND_PASS_EXCLUDE,
            ),
          ]
        : []),
      // The suite again through a transaction-mode pooler (PgBouncer, as Supabase serves
      // functions), in front of the same PostgreSQL: TEST_POOLER_URL, with TEST_DATABASE_URL.
      ...(process.env.TEST_POOLER_URL
        ? [
            integration(
              'integration-pgbouncer',
              './tests/integration/setup/pooler.ts',
              POOLER_PASS_EXCLUDE,
              // After each file: no session state left on the pooler's server connections.
              ['./tests/integration/setup/pooler-sessions.ts'],
            ),
          ]
        : []),
    ],
  },
});
