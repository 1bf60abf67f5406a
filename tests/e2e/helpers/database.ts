import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { E2E_DATA_DIR } from './env.ts';

/**
 * The e2e site's own database, for what a browser test cannot do through the site: move a
 * session's time (the clock cannot be moved in a browser test) or seed a record. One connection;
 * end it with `sql.end()`.
 */
export async function siteDatabase() {
  const url = (await readFile(resolve(E2E_DATA_DIR, 'database-url'), 'utf8')).trim();
  return postgres(url, { max: 1, prepare: false, onnotice: () => {} });
}
