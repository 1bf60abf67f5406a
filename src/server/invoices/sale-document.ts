import { amountInWords } from '#/features/invoices/amount-in-words.ts';
import type { TaxDocumentLine, TaxParty } from '#/features/invoices/tax-document.ts';
import {
  gstStateCodeOf,
  gstStateName,
  OUTSIDE_INDIA_CODE,
  SELLER_STATE_CODE,
} from '#/lib/gst-states.ts';
import { saleDocumentKind, splitLine, sumSplits, supplyKind, type TaxSplit } from './tax.ts';

/** What a sale document is made from: the order's billing details and its lines as sold. */
export interface SaleInput {
  billing: {
    name: string;
    company: string;
    gstin: string;
    streetAddress: string;
    apartment: string;
    city: string;
    state: string;
    pinCode: string;
    country: string;
  };
  lines: {
    name: string;
    variantLabel: string;
    sessions: number;
    quantity: number;
    unitPaise: number;
    linePaise: number;
    sacCode: string;
    rateBasisPoints: number;
    exempt: boolean;
  }[];
}

const isIndia = (country: string) => /^(india|bharat|in)$/i.test(country.trim());

/**
 * The place of supply: the buyer's state (IGST Act 12(2)(b), the recipient's address on
 * record); a buyer abroad is 96. A state the list does not know (an order placed before the
 * state became a choice) falls back to the seller's location, as 12(2)(b)(ii) provides when the
 * recipient's address is not known.
 */
export function placeOfSupply(billing: SaleInput['billing']): string {
  const code = gstStateCodeOf(billing.state);
  if (code) return code;
  return isIndia(billing.country) ? SELLER_STATE_CODE : OUTSIDE_INDIA_CODE;
}

export function buyerParty(billing: SaleInput['billing'], stateCode: string): TaxParty {
  return {
    name: billing.name,
    company: billing.company,
    gstin: billing.gstin,
    address: [
      billing.streetAddress,
      billing.apartment,
      `${billing.city} ${billing.pinCode}`.trim(),
      `${billing.state}, ${billing.country}`,
    ].filter((line) => line.trim() !== ''),
    stateCode,
    stateName: gstStateName(stateCode) ?? billing.state,
  };
}

const description = (line: SaleInput['lines'][number]) =>
  `${line.name} – ${line.variantLabel}${line.sessions > 0 ? ` (${line.sessions} session${line.sessions === 1 ? '' : 's'})` : ''}`;

/** Everything a sale document says, computed once, at issue. */
export function composeSale(input: SaleInput) {
  const place = placeOfSupply(input.billing);
  const kind = supplyKind(place);
  const lines: TaxDocumentLine[] = input.lines.map((line) => {
    const split = splitLine(
      { inclusive: line.linePaise, rateBasisPoints: line.rateBasisPoints, exempt: line.exempt },
      kind,
    );
    return {
      description: description(line),
      sac: line.sacCode,
      quantity: line.quantity,
      unitPrice: line.unitPaise,
      rateBasisPoints: line.exempt ? 0 : line.rateBasisPoints,
      exempt: line.exempt,
      ...split,
    };
  });
  const totals: TaxSplit = sumSplits(lines);
  return {
    documentKind: saleDocumentKind(input.lines),
    placeOfSupply: place,
    supplyKind: kind,
    buyer: buyerParty(input.billing, place),
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
  };
}
