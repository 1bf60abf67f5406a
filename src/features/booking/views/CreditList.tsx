import type { CreditView } from '#/features/booking/booking-view.ts';
import { shortDate } from '#/lib/dates.ts';
import { fill, formatDate, formatNumber, type Locale } from '#/lib/i18n.ts';

/**
 * A customer's session credits, each with its balance and expiry: on My sessions and under the
 * purchases. Its look is credit-list.css, which each page imports (the purchases page is
 * rendered by a function, whose bundle takes no style sheets).
 */
export function CreditList({
  credits,
  line,
  locale = 'en',
}: {
  credits: readonly CreditView[];
  /** On a Hindi or Marathi page: its words for one credit ({product}, {remaining}, …). */
  line?: string;
  locale?: Locale;
}) {
  if (line && locale !== 'en') {
    const [before = '', after = ''] = line.split('{remaining}');
    const values = (c: CreditView) => ({
      product: c.productName,
      granted: formatNumber(locale, c.granted),
      date: formatDate(locale, new Date(c.expiresAt)),
    });
    return (
      <ul className="credit-list">
        {credits.map((c) => (
          <li key={c.id}>
            {fill(before, values(c))}
            <strong>{formatNumber(locale, c.remaining)}</strong>
            {fill(after, values(c))}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="credit-list">
      {credits.map((c) => (
        <li key={c.id}>
          {c.productName}: <strong>{c.remaining}</strong> of {c.granted} left, valid until{' '}
          {shortDate(c.expiresAt)}
        </li>
      ))}
    </ul>
  );
}
