/**
 * India's financial year runs from 1 April to 31 March, and the date that counts is the date in
 * India (UTC+05:30, no daylight saving): a payment at 20:00 UTC on 31 March is already 1 April
 * in Nagpur, so its invoice belongs to the new year.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India of an instant, as year, month (1-12) and day. */
export function indiaDate(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** "2026-11-25": the invoice date, the date in India. */
export function indiaIsoDate(at: Date): string {
  const { year, month, day } = indiaDate(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The year the financial year of an instant starts in: 2026 for 2026-04-01 … 2027-03-31. */
export function financialYearStart(at: Date): number {
  const { year, month } = indiaDate(at);
  return month >= 4 ? year : year - 1;
}

/** "2026-27", as returns and invoices name a financial year. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** "26-27": the short form used inside document numbers, which may not exceed 16 characters. */
export function financialYearShort(startYear: number): string {
  return `${String(startYear % 100).padStart(2, '0')}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
