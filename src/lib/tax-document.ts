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
