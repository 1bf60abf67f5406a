import type { TaxDocumentLine } from '#/features/invoices/tax-document.ts';
import type { Db } from '#/server/db/client.server.ts';
import { toDocumentView } from './documents.server.ts';
import { financialYearStart, indiaIsoDate } from './financial-year.ts';
import { jsonb } from './issue.server.ts';
import { nextDocumentNumber } from './numbering.server.ts';
import { creditSplit, type TaxSplit } from './tax.ts';

const splitOf = (row: {
  taxable_paise: string;
  cgst_paise: string;
  sgst_paise: string;
  igst_paise: string;
  total_paise: string;
}): TaxSplit => ({
  taxable: Number(row.taxable_paise),
  cgst: Number(row.cgst_paise),
  sgst: Number(row.sgst_paise),
  igst: Number(row.igst_paise),
  total: Number(row.total_paise),
});

const minus = (a: TaxSplit, b: TaxSplit): TaxSplit => ({
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
  total: a.total - b.total,
});

/**
 * Issues the credit note of a confirmed refund (CGST Act section 34, Rule 53(1A)): its own
 * series, the invoice it reduces, the same parties and place of supply, and the tax in the
 * sale's proportions. The refund that brings the total back to zero takes exactly what the
 * earlier credit notes left, so the invoice and its credit notes always net to nothing.
 * Runs in the transaction that settles the refund. Undefined when the order has no invoice.
 */
export async function issueCreditNote(
  trx: Db,
  input: { orderId: string; amountPaise: number; reason: string; at: Date },
): Promise<{ id: string; number: string } | undefined> {
  const documents = await trx
    .selectFrom('tax_documents')
    .selectAll()
    .where('order_id', '=', input.orderId)
    .orderBy('id')
    .execute();
  const sale = documents.find((d) => d.kind !== 'credit_note');
  if (!sale) return undefined;
  const saleSplit = splitOf(sale);
  const credited = documents
    .filter((d) => d.kind === 'credit_note')
    .map(splitOf)
    .reduce(
      (sum, s) => ({
        taxable: sum.taxable + s.taxable,
        cgst: sum.cgst + s.cgst,
        sgst: sum.sgst + s.sgst,
        igst: sum.igst + s.igst,
        total: sum.total + s.total,
      }),
      { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
    );
  const remaining = minus(saleSplit, credited);
  const split =
    input.amountPaise === remaining.total ? remaining : creditSplit(saleSplit, input.amountPaise);
  const view = toDocumentView(sale, undefined);
  const first = view.lines.find((l) => !l.exempt) ?? view.lines[0];
  const line: TaxDocumentLine = {
    description: `Refund against ${sale.number}`,
    sac: first?.sac ?? '9993',
    quantity: 1,
    unitPrice: input.amountPaise,
    rateBasisPoints: first && !first.exempt ? first.rateBasisPoints : 0,
    exempt: !first || first.exempt,
    ...split,
  };
  const financialYear = financialYearStart(input.at);
  const { serial, number } = await nextDocumentNumber(trx, 'credit_note', financialYear);
  const row = await trx
    .insertInto('tax_documents')
    .values({
      kind: 'credit_note',
      number,
      financial_year: financialYear,
      serial,
      order_id: input.orderId,
      refers_to_id: sale.id,
      issued_at: input.at,
      issue_date: indiaIsoDate(input.at),
      place_of_supply: sale.place_of_supply,
      supply_kind: sale.supply_kind,
      seller: jsonb(view.seller),
      buyer: jsonb(view.buyer),
      lines: jsonb([line]),
      taxable_paise: split.taxable,
      cgst_paise: split.cgst,
      sgst_paise: split.sgst,
      igst_paise: split.igst,
      total_paise: split.total,
      reason: input.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, number };
}
