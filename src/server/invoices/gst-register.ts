import type { TaxDocumentLine, TaxDocumentView } from '#/features/invoices/tax-document.ts';
import { toCsv } from '#/lib/csv.ts';
import { gstStateName } from '#/lib/gst-states.ts';

/**
 * The month's tax documents as an accountant prepares GSTR-1 from them: one row per document
 * and tax rate (the return is rate-wise), with the buyer's GSTIN, the place of supply as the
 * portal writes it ("27-Maharashtra"), taxable value, CGST, SGST, IGST and the document's value,
 * and the GSTR-1 table each row belongs to. Amounts are plain rupees with two decimals
 * (1270.34), which spreadsheets and the offline tool read as numbers.
 */

/** Section of GSTR-1: B2B (registered buyer), B2CL (unregistered, inter-state, over Rs 1 lakh),
 * B2CS (other unregistered), EXEMP (bills of supply), CDNR / CDNUR (credit notes). */
export type Gstr1Section = 'B2B' | 'B2CL' | 'B2CS' | 'EXEMP' | 'CDNR' | 'CDNUR';

/** Rs 1,00,000: above it an inter-state invoice to an unregistered buyer is B2CL (since 2024). */
const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export function gstr1Section(
  document: Pick<TaxDocumentView, 'kind' | 'buyer' | 'supplyKind' | 'totals'>,
  original?: Pick<TaxDocumentView, 'totals' | 'supplyKind'>,
): Gstr1Section {
  const registered = document.buyer.gstin !== '';
  const large = (d: Pick<TaxDocumentView, 'totals' | 'supplyKind'>) =>
    d.supplyKind === 'inter' && d.totals.total > B2CL_THRESHOLD_PAISE;
  if (document.kind === 'credit_note') {
    if (registered) return 'CDNR';
    // A credit note on a B2CS sale is netted in B2CS; on a B2CL one it is reported as CDNUR.
    return original && large(original) ? 'CDNUR' : 'B2CS';
  }
  if (document.kind === 'bill_of_supply') return 'EXEMP';
  if (registered) return 'B2B';
  return large(document) ? 'B2CL' : 'B2CS';
}

const amount = (paise: number) => (paise / 100).toFixed(2);
/** DD-MM-YYYY, the portal's date format. */
const portalDate = (iso: string) => iso.split('-').reverse().join('-');

const DOCUMENT_TYPES: Record<TaxDocumentView['kind'], string> = {
  invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};

interface RateGroup {
  rate: string;
  sac: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** A document's lines summed per rate (exempt lines apart), in the order they first appear. */
export function byRate(lines: readonly TaxDocumentLine[]): RateGroup[] {
  const groups = new Map<string, RateGroup>();
  for (const line of lines) {
    const rate = line.exempt ? 'Exempt' : (line.rateBasisPoints / 100).toFixed(2);
    const group = groups.get(rate) ?? {
      rate,
      sac: line.sac,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
    };
    group.taxable += line.taxable;
    group.cgst += line.cgst;
    group.sgst += line.sgst;
    group.igst += line.igst;
    groups.set(rate, group);
  }
  return [...groups.values()];
}

export function gstRegisterCsv(documents: readonly TaxDocumentView[]): string {
  const byNumber = new Map(documents.map((d) => [d.number, d]));
  return toCsv(
    [
      'GSTR-1 section',
      'Document type',
      'Number',
      'Date',
      'Original invoice',
      'Original invoice date',
      'Buyer',
      'Buyer GSTIN',
      'Place of supply',
      'Supply',
      'Reverse charge',
      'SAC',
      'Rate (%)',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Document value',
      'Reason',
    ],
    documents.flatMap((d) => {
      const original = d.refersTo ? byNumber.get(d.refersTo.number) : undefined;
      return byRate(d.lines).map((group) => [
        gstr1Section(d, original),
        DOCUMENT_TYPES[d.kind],
        d.number,
        portalDate(d.date),
        d.refersTo?.number ?? '',
        d.refersTo ? portalDate(d.refersTo.date) : '',
        d.buyer.company || d.buyer.name,
        d.buyer.gstin,
        `${d.placeOfSupply.code}-${gstStateName(d.placeOfSupply.code) ?? d.placeOfSupply.name}`,
        d.supplyKind === 'intra' ? 'Intra-state' : 'Inter-state',
        'N',
        group.sac,
        group.rate,
        amount(group.taxable),
        amount(group.cgst),
        amount(group.sgst),
        amount(group.igst),
        amount(d.totals.total),
        d.reason ?? '',
      ]);
    }),
  );
}
