import type { Paise } from '#/lib/money.ts';

/**
 * Amounts in words as Indian invoices write them, in Indian numbering (thousand, lakh, crore):
 * 1,20,00,050.75 → "Rupees One Crore Twenty Lakh Fifty and Seventy-Five Paise Only".
 * Rule 46 asks for the total in figures and in words; this is the words.
 */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  const ones = n % 10;
  return ones ? `${tens}-${ONES[ones]}` : tens;
}

/** 0-999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  const head = hundreds ? `${ONES[hundreds]} Hundred` : '';
  return [head, rest].filter(Boolean).join(' ');
}

/**
 * A whole number in Indian words. Above 99 crore the crores are themselves counted in
 * Indian words ("One Hundred Crore"), as Indian usage does instead of arab and kharab.
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only". */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`not a whole number of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const paisePart = fraction ? ` and ${belowHundred(fraction)} Paise` : '';
  return `Rupees ${indianNumberInWords(rupees)}${paisePart} Only`;
}
