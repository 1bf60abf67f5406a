import { OUTSIDE_INDIA_CODE, SELLER_STATE_CODE } from '#/lib/gst-states.ts';
import type { Paise } from '#/lib/money.ts';
import type { DocumentKind } from './document-number.ts';

/**
 * GST on prices that already include it (the cart says "Prices include all taxes"). A supply
 * whose place of supply is the seller's own state (Maharashtra, 27) is intra-state and carries
 * CGST + SGST, half the rate each; anywhere else, or outside India, it is inter-state and
 * carries IGST (IGST Act sections 7 and 8). Rates are in basis points (18% = 1800) so that
 * 0.25% or 12.5% stay whole numbers.
 */
export type SupplyKind = 'intra' | 'inter';

export function supplyKind(placeOfSupply: string): SupplyKind {
  return placeOfSupply === SELLER_STATE_CODE ? 'intra' : 'inter';
}

export const isOutsideIndia = (placeOfSupply: string): boolean =>
  placeOfSupply === OUTSIDE_INDIA_CODE;

export interface TaxSplit {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** taxable + cgst + sgst + igst: always the inclusive amount it came from. */
  total: Paise;
}

/** Integer division rounding half up, for non-negative whole numbers. */
const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Splits an inclusive amount into its taxable value and tax, to the paisa, so that the parts
 * add up exactly to what the customer paid. The tax is rounded once, on the whole line; the
 * taxable value is what remains. Intra-state, the tax is rounded to an even number of paise so
 * that CGST and SGST are equal halves, as the two equal rates printed beside them promise (the
 * taxable value moves by at most one paisa for it).
 */
export function splitInclusive(
  inclusive: Paise,
  rateBasisPoints: number,
  kind: SupplyKind,
): TaxSplit {
  if (!Number.isSafeInteger(inclusive) || inclusive < 0)
    throw new RangeError(`not a whole number of paise: ${inclusive}`);
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new RangeError(`not a rate in basis points: ${rateBasisPoints}`);
  const denominator = 10_000 + rateBasisPoints;
  if (kind === 'inter') {
    const igst = divideRounded(inclusive * rateBasisPoints, denominator);
    return { taxable: inclusive - igst, cgst: 0, sgst: 0, igst, total: inclusive };
  }
  const half = divideRounded(inclusive * rateBasisPoints, 2 * denominator);
  return { taxable: inclusive - 2 * half, cgst: half, sgst: half, igst: 0, total: inclusive };
}

export interface TaxableLine {
  /** What the customer paid for the line, tax included. */
  inclusive: Paise;
  rateBasisPoints: number;
  exempt: boolean;
}

/** One line's split: an exempt line carries no tax, its whole price is its value. */
export function splitLine(line: TaxableLine, kind: SupplyKind): TaxSplit {
  return line.exempt
    ? { taxable: line.inclusive, cgst: 0, sgst: 0, igst: 0, total: line.inclusive }
    : splitInclusive(line.inclusive, line.rateBasisPoints, kind);
}

export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce<TaxSplit>(
    (sum, s) => ({
      taxable: sum.taxable + s.taxable,
      cgst: sum.cgst + s.cgst,
      sgst: sum.sgst + s.sgst,
      igst: sum.igst + s.igst,
      total: sum.total + s.total,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}

/**
 * A sale where every line is exempt gets a bill of supply (Rule 49); a sale with any taxable
 * line gets a tax invoice, whose exempt lines show no tax (the invoice-cum-bill of supply that
 * Rule 46A allows when one person is sold both).
 */
export function saleDocumentKind(lines: readonly { exempt: boolean }[]): DocumentKind {
  return lines.length > 0 && lines.every((l) => l.exempt) ? 'bill_of_supply' : 'invoice';
}

/**
 * The tax inside a refund of part of a sale, in the sale's own proportions: a refund of a fifth
 * of the price returns a fifth of each tax. Each tax is rounded to the paisa and the taxable
 * value takes what remains, so the credit note adds up to the refund exactly; CGST and SGST
 * stay equal when they were.
 */
export function creditSplit(sale: TaxSplit, refund: Paise): TaxSplit {
  if (!Number.isSafeInteger(refund) || refund < 0 || refund > sale.total)
    throw new RangeError(`refund ${refund} is outside 0-${sale.total}`);
  if (refund === sale.total) return { ...sale };
  const share = (part: Paise) => (sale.total === 0 ? 0 : divideRounded(part * refund, sale.total));
  const cgst = share(sale.cgst);
  const sgst = sale.sgst === sale.cgst ? cgst : share(sale.sgst);
  const igst = share(sale.igst);
  return { taxable: refund - cgst - sgst - igst, cgst, sgst, igst, total: refund };
}
