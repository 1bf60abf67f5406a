import { type Selectable, sql } from 'kysely';
import { amountInWords } from '#/features/invoices/amount-in-words.ts';
import type {
  TaxDocumentLine,
  TaxDocumentView,
  TaxParty,
} from '#/features/invoices/tax-document.ts';
import { gstStateName } from '#/lib/gst-states.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { TaxDocumentsTable } from '#/server/db/schema.ts';

type Row = Selectable<TaxDocumentsTable>;

/** jsonb arrives parsed from postgres.js; text, from a driver that does not parse it. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A stored document in the shape every rendering of it reads. */
export function toDocumentView(row: Row, refersTo: Row | undefined): TaxDocumentView {
  const total = Number(row.total_paise);
  return {
    kind: row.kind,
    number: row.number,
    date: isoDate(row.issue_date),
    seller: json<TaxParty>(row.seller),
    buyer: json<TaxParty>(row.buyer),
    placeOfSupply: {
      code: row.place_of_supply,
      name: gstStateName(row.place_of_supply) ?? row.place_of_supply,
    },
    supplyKind: row.supply_kind,
    lines: json<TaxDocumentLine[]>(row.lines),
    totals: {
      taxable: Number(row.taxable_paise),
      cgst: Number(row.cgst_paise),
      sgst: Number(row.sgst_paise),
      igst: Number(row.igst_paise),
      total,
    },
    amountInWords: amountInWords(total),
    refersTo: refersTo ? { number: refersTo.number, date: isoDate(refersTo.issue_date) } : null,
    reason: row.reason,
  };
}

/** The documents of these orders, the sale document first and credit notes in their order. */
export async function documentsOfOrders(
  database: Db,
  orderIds: string[],
): Promise<Map<string, TaxDocumentView[]>> {
  const byOrder = new Map<string, TaxDocumentView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await database
    .selectFrom('tax_documents')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const view = toDocumentView(row, row.refers_to_id ? byId.get(row.refers_to_id) : undefined);
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), view]);
  }
  return byOrder;
}

/**
 * Every tax document dated in a calendar month (by the date printed on it, India's date), in
 * number order within each series; credit notes find their invoice even when it is older.
 */
export async function documentsOfMonth(database: Db, month: string): Promise<TaxDocumentView[]> {
  const [year, monthNumber] = month.split('-').map(Number);
  const first = `${month}-01`;
  const next = new Date(Date.UTC(year!, monthNumber!, 1)).toISOString().slice(0, 10);
  const rows = await database
    .selectFrom('tax_documents')
    .selectAll()
    .where('issue_date', '>=', sql<Date>`${first}::date`)
    .where('issue_date', '<', sql<Date>`${next}::date`)
    .orderBy('kind')
    .orderBy('financial_year')
    .orderBy('serial')
    .execute();
  const referred = rows.map((r) => r.refers_to_id).filter((id): id is string => id !== null);
  const originals =
    referred.length > 0
      ? await database.selectFrom('tax_documents').selectAll().where('id', 'in', referred).execute()
      : [];
  const byId = new Map([...rows, ...originals].map((row) => [row.id, row]));
  return rows.map((row) =>
    toDocumentView(row, row.refers_to_id ? byId.get(row.refers_to_id) : undefined),
  );
}
