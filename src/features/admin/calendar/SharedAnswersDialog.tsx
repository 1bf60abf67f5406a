import { useStore } from '@nanostores/react';
import type { CalendarRow } from '#/features/admin/calendar/calendar.store.ts';
import {
  $sharedAnswers,
  closeSharedAnswers,
  openSharedAnswers,
} from '#/features/admin/calendar/shared-answers.store.ts';
import { Dialog } from '#/features/admin/shared.tsx';
import { summariseAnswers } from '#/features/booking/shared-answers.ts';
import { SharedAnswerFacts } from '#/features/booking/views/SharedAnswerFacts.tsx';
import { describeIndiaTime } from '#/lib/india-time.ts';

/** The Calendar row's button: shown only for sessions the customer shared answers with. */
export function SharedAnswersButton({ row }: { row: CalendarRow }) {
  if (!row.hasAnswers) return null;
  const who = row.customer.name || row.customer.email;
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={() => void openSharedAnswers(row)}
      aria-label={`Shared answers: ${who}`}
    >
      Shared answers
    </button>
  );
}

function Answers() {
  const state = useStore($sharedAnswers);
  if (state.status === 'loading') return <p role="status">Loading the answers…</p>;
  if (state.status === 'failed') {
    return (
      <p className="admin-notice admin-notice--problem" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.status !== 'ready') return null;
  const summary = summariseAnswers(state.answers);
  return (
    <>
      {summary.crisisFlag && (
        <p className="admin-notice admin-notice--problem">
          PHQ-9 question 9 (thoughts of being better off dead or of self-harm) was answered above
          "Not at all". The crisis help was shown to them; please ask about their safety early in
          the first session.
        </p>
      )}
      <SharedAnswerFacts summary={summary} reader="staff" />
      {summary.screeners.length === 0 && <p>The optional questionnaires were skipped.</p>}
      {summary.screeners.map((screener) => (
        <table key={screener.name} className="admin-table">
          <caption>
            {screener.name} ({screener.about}): {screener.result}
          </caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Answer</th>
            </tr>
          </thead>
          <tbody>
            {screener.items.map((item, i) => (
              <tr key={item.question}>
                <th scope="row">
                  {i + 1}. {item.question}
                </th>
                <td>{item.answer}</td>
              </tr>
            ))}
            {screener.difficulty && (
              <tr>
                <th scope="row">{screener.difficulty.question} (not scored)</th>
                <td>{screener.difficulty.answer}</td>
              </tr>
            )}
          </tbody>
        </table>
      ))}
    </>
  );
}

/**
 * The answers a customer shared with a session, for the clinician's preparation. Opening it
 * fetches them (and the server records who read them); closing forgets them in the browser.
 */
export function SharedAnswersDialog() {
  const state = useStore($sharedAnswers);
  const row = state.status === 'closed' ? null : state.row;
  return (
    <Dialog
      open={row !== null}
      onClose={closeSharedAnswers}
      labelledBy="shared-answers-heading"
      className="admin-dialog--wide"
    >
      {row && (
        <>
          <h2 id="shared-answers-heading" tabIndex={-1} data-autofocus>
            Answers shared by {row.customer.name || row.customer.email}
          </h2>
          <p>
            For the session of {describeIndiaTime(new Date(row.startsAt))} with {row.clinician.name}
            . Health information: read it only to prepare for their care.
          </p>
          <Answers />
          <div className="admin-toolbar">
            <button type="button" className="button" onClick={closeSharedAnswers}>
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
