import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { shortDate } from '#/lib/dates.ts';
import { $mySessions, loadMySessions } from '#/stores/my-sessions.ts';
import './booking.css';

/** Under the purchases: the session credits the packages became, with balance and expiry. */
export default function CreditsSummary() {
  const state = useStore($mySessions);
  useEffect(() => {
    void loadMySessions();
  }, []);
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
