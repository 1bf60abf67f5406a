import type { Paise } from '#/lib/money.ts';

/**
 * A tax document as issued (tax invoice, bill of supply or credit note), in the shape the order
 * page, Print Invoice, the admin's print and the e-mailed PDF all render: every figure was frozen
 * when the document was issued, so they all show the same document.
 */
export type TaxDocumentKind = 'invoice' | 'bill_of_supply' | 'credit_note';

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
};

/**
 * The copy's marking (CGST Rule 48(2): a supply of services is invoiced in duplicate, the
 * original marked for the recipient). What the customer sees, prints or receives as a PDF is that
 * original; credit notes carry no such marking.
 */
export function copyMarking(kind: TaxDocumentKind): string | undefined {
  return kind === 'credit_note' ? undefined : 'Original for recipient';
}

export interface TaxParty {
  name: string;
  /** The company, for a business buyer; '' for none. */
  company: string;
  /** Address lines as printed. */
  address: string[];
  /** '' for a buyer without one. */
  gstin: string;
  stateCode: string;
  stateName: string;
}

export interface TaxDocumentLine {
  description: string;
  sac: string;
  quantity: number;
  /** Price per unit, tax included, as sold. */
  unitPrice: Paise;
  taxable: Paise;
  /** Basis points: 1800 is 18%. */
  rateBasisPoints: number;
  exempt: boolean;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

export interface TaxTotals {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

export interface TaxDocumentView {
  kind: TaxDocumentKind;
  number: string;
  /** YYYY-MM-DD, the date in India. */
  date: string;
  seller: TaxParty;
  buyer: TaxParty;
  placeOfSupply: { code: string; name: string };
  supplyKind: 'intra' | 'inter';
  lines: TaxDocumentLine[];
  totals: TaxTotals;
  amountInWords: string;
  /** For a credit note: the document it reduces, and why. */
  refersTo: { number: string; date: string } | null;
  reason: string | null;
}

/** "18%", "0.25%": a rate in basis points as printed. */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** "25 Nov 2026": the document's date as printed. */
export function formatDocumentDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export interface TaxColumn {
  key: 'cgst' | 'sgst' | 'igst';
  label: string;
  /** The rate a line carries in this column, in basis points (CGST and SGST half each). */
  rate: (line: TaxDocumentLine) => number;
}

/**
 * The tax columns a document prints: CGST and SGST within Maharashtra, IGST otherwise, none on
 * a bill of supply. The order page, the prints and the PDF all take their columns from here.
 */
export function taxColumns(document: Pick<TaxDocumentView, 'kind' | 'supplyKind'>): TaxColumn[] {
  if (document.kind === 'bill_of_supply') return [];
  if (document.supplyKind === 'intra')
    return [
      { key: 'cgst', label: 'CGST', rate: (line) => line.rateBasisPoints / 2 },
      { key: 'sgst', label: 'SGST', rate: (line) => line.rateBasisPoints / 2 },
    ];
  return [{ key: 'igst', label: 'IGST', rate: (line) => line.rateBasisPoints }];
}

/** The sentences Rule 46 and 49 want printed on the document, below its figures. */
export function documentDeclarations(document: TaxDocumentView): string[] {
  const notes = ['Tax payable on reverse charge: No.'];
  if (document.kind === 'bill_of_supply')
    notes.push('Supply of exempt services: no tax is charged on this bill of supply.');
  if (document.lines.some((line) => line.exempt) && document.kind !== 'bill_of_supply')
    notes.push('Lines marked exempt carry no tax (invoice-cum-bill of supply).');
  if (document.kind === 'credit_note' && document.refersTo)
    notes.push(
      `Issued against ${document.refersTo.number} dated ${formatDocumentDate(document.refersTo.date)}.`,
    );
  notes.push('This is a computer-generated document and needs no physical signature.');
  return notes;
}
