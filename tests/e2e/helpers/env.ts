/**
 * Where the e2e site keeps its data (playwright.config.ts starts it there): the seed admin's
 * password and the database address are read from it. No imports: the config reads this file.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
