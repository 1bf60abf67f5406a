/**
 * What the e2e site is started with (playwright.config.ts) and the tests rely on. No imports:
 * the Playwright config reads this file too.
 */

/** The e2e site's data folder (the seed admin's password, the database address). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

/**
 * A PayDollar merchant for the e2e site: the local runtime has no payment provider of its own
 * yet, so checkout needs one configured, and the tests sign PayDollar's datafeed with this
 * secret exactly as PayDollar signs it.
 */
export const E2E_PAYDOLLAR = {
  PAYDOLLAR_MERCHANT_ID: 'e2e-merchant',
  PAYDOLLAR_SECURE_HASH_SECRET: 'e2e-paydollar-secure-hash-secret',
  PAYDOLLAR_HASH_ALGORITHM: 'sha1',
} as const;
