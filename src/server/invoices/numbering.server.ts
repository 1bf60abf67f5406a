import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { type DocumentKind, documentNumber } from './document-number.ts';

/**
 * The next serial of a series in a financial year. The upsert takes the counter row's lock
 * and holds it until the caller's transaction ends, so two settlements never read the same
 * last serial, and a transaction that rolls back gives its number back: no gaps, no repeats.
 * Must run inside the transaction that records the document (`trx`).
 */
export async function nextDocumentNumber(
  trx: Db,
  kind: DocumentKind,
  financialYear: number,
): Promise<{ serial: number; number: string }> {
  const row = await trx
    .insertInto('tax_document_counters')
    .values({ kind, financial_year: financialYear, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'financial_year'])
        .doUpdateSet({ last_serial: sql`tax_document_counters.last_serial + 1` }),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return { serial: row.last_serial, number: documentNumber(kind, financialYear, row.last_serial) };
}
