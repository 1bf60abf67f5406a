import type { CreditBalance } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { shortDate } from '#/lib/dates.ts';

/**
 * A customer's session credits, each with its balance and expiry: on My sessions and under the
 * purchases. Its look is credit-list.css, which each page imports (the purchases page is
 * rendered by a function, whose bundle takes no style sheets).
 */
export function CreditList({ credits }: { credits: readonly Json<CreditBalance>[] }) {
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
