import type { TaxDocumentKind } from '#/features/invoices/tax-document.ts';
import { financialYearShort } from './financial-year.ts';

/**
 * Document numbers (CGST Rules 46(b), 49 and 53(1A)): a consecutive serial number of at most
 * 16 characters, of letters, digits, "-" and "/", unique within the financial year. The rules
 * allow several series; each kind of document has its own so that each runs without gaps:
 *
 *   PSY/26-27/000042  tax invoice (also the invoice-cum-bill of supply, Rule 46A)
 *   PSB/26-27/000042  bill of supply (every line exempt, Rule 49)
 *   PSC/26-27/000042  credit note (a refund, Section 34)
 *
 * 3 + 1 + 5 + 1 + 6 = 16 characters: up to 999,999 documents of a kind in one year.
 */
export const DOCUMENT_KINDS = [
  'invoice',
  'bill_of_supply',
  'credit_note',
] as const satisfies readonly TaxDocumentKind[];
export type DocumentKind = TaxDocumentKind;

export const SERIES_PREFIX: Record<DocumentKind, string> = {
  invoice: 'PSY',
  bill_of_supply: 'PSB',
  credit_note: 'PSC',
};

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const SERIAL_DIGITS = 6;
export const MAX_SERIAL = 10 ** SERIAL_DIGITS - 1;

export function documentNumber(kind: DocumentKind, financialYear: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_SERIAL)
    throw new RangeError(`serial ${serial} is outside 1-${MAX_SERIAL}`);
  const number = `${SERIES_PREFIX[kind]}/${financialYearShort(financialYear)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`too long: ${number}`);
  return number;
}

const NUMBER_SHAPE = /^(PSY|PSB|PSC)\/(\d{2})-(\d{2})\/(\d{6})$/;

/** Reads a number back into its parts, or undefined when it is not one of ours. */
export function parseDocumentNumber(
  number: string,
): { kind: DocumentKind; serial: number } | undefined {
  const match = NUMBER_SHAPE.exec(number);
  if (!match) return undefined;
  const kind = DOCUMENT_KINDS.find((k) => SERIES_PREFIX[k] === match[1]);
  return kind ? { kind, serial: Number(match[4]) } : undefined;
}
