/**
 * Money is integer paise everywhere; rupees appear only when shown to a person.
 * Indian digit grouping: 1,499 · 1,20,000 · 10,00,000.
 */
const rupees = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export type Paise = number;

export function formatRupees(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const whole = paise % 100 === 0;
  return whole
    ? rupees.format(paise / 100)
    : new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100);
}

/** "Rs 1,499" as the shop shows prices. */
export function formatPrice(paise: Paise): string {
  return `Rs ${formatRupees(paise)}`;
}

/** Reads a rupee amount as people write it ("1,499", "2,40,000", "1499.50") into paise. */
export function parseRupees(text: string): Paise {
  const cleaned = text.replace(/[,\s]/g, '').replace(/^(?:Rs\.?|₹)/i, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) throw new RangeError(`not a rupee amount: "${text}"`);
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function lineTotal(unitPaise: Paise, quantity: number): Paise {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`bad quantity: ${quantity}`);
  return unitPaise * quantity;
}
