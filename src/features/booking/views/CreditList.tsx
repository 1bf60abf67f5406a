import type { CreditBalance } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { count, fill } from '#/features/booking/session-time.ts';
import { shortDate } from '#/lib/dates.ts';
import type { Locale } from '#/lib/i18n.ts';

/** One credit, in English: the purchases page's words and My sessions' on the English page. */
const CREDIT_LINE_EN = '{product}: {remaining} of {granted} left, valid until {date}';

/**
 * A calendar day in the page's words, India's day, as src/lib/i18n.ts's formatDate writes it
 * (26 नवंबर 2026); English keeps its short date (26 Nov 2026).
 */
function calendarDay(locale: Locale, date: string): string {
  if (locale === 'en') return shortDate(date);
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'mr-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(date));
}

/**
 * A customer's session credits, each with its balance and expiry: on My sessions and under the
 * purchases. Its look is credit-list.css, which each page imports (the purchases page is
 * rendered by a function, whose bundle takes no style sheets).
 */
export function CreditList({
  credits,
  line = CREDIT_LINE_EN,
  locale = 'en',
}: {
  credits: readonly Json<CreditBalance>[];
  /** One credit in the page's words: {product}, {remaining} (in bold), {granted}, {date}. */
  line?: string;
  locale?: Locale;
}) {
  const [before = '', after = ''] = line.split('{remaining}');
  const values = (c: Json<CreditBalance>) => ({
    product: c.productName,
    granted: count(locale, c.granted),
    date: calendarDay(locale, c.expiresAt),
  });
  return (
    <ul className="credit-list">
      {credits.map((c) => (
        <li key={c.id}>
          {fill(before, values(c))}
          <strong>{count(locale, c.remaining)}</strong>
          {fill(after, values(c))}
        </li>
      ))}
    </ul>
  );
}
