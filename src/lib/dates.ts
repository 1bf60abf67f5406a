/**
 * Calendar dates from content (blog posts, legal pages). Frontmatter dates are whole days, read
 * as midnight UTC, so they are shown in UTC: the same day wherever the site is built.
 */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "24 March 2024". */
export function longDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** "2024-03-24", for `<time datetime>` and structured data. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const INDIA_DAY = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "23/11/2026": the day in India, as invoices and purchases show dates. */
export function shortDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? 'Invalid Date' : INDIA_DAY.format(value);
}
