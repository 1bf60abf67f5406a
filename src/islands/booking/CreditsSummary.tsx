import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { shortDate } from '#/lib/dates.ts';
import { $mySessions, loadMySessions } from '#/stores/my-sessions.ts';
import { $purchases } from '#/stores/purchases.ts';
import './booking.css';

/** Under the purchases: the session credits the packages became, with balance and expiry. */
export default function CreditsSummary() {
  const state = useStore($mySessions);
  const purchases = useStore($purchases);
  useEffect(() => {
    void loadMySessions();
  }, []);
  // Shown once the purchases above have their height: appearing under placeholders, the block
  // would jump up the screen when they are replaced.
  if (purchases.status === 'loading') return null;
  if (state.status !== 'ready' || state.data.credits.length === 0) return null;
  return (
    <section className="credits-summary" aria-labelledby="credits-summary-heading">
      <h2 id="credits-summary-heading">Session credits</h2>
      <ul className="credit-list">
        {state.data.credits.map((c) => (
          <li key={c.id}>
            {c.productName}: <strong>{c.remaining}</strong> of {c.granted} left, valid until{' '}
            {shortDate(c.expiresAt)}
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href="/book">
          Book a session
        </a>{' '}
        <a href="/user/sessions">My sessions</a>
      </p>
    </section>
  );
}
