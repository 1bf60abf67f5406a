import { useStore } from '@nanostores/react';
import { Fragment, useEffect } from 'react';
import { bookingCalendarPath } from '#/api/booking-calendar.ts';
import type { MySession } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { cancellationNotice, MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { STATUS_LABELS } from '#/features/booking/booking-view.ts';
import {
  $emailLink,
  $moving,
  $mySessions,
  $sessionNotice,
  cancelRestOfSeries,
  cancelSession,
  confirmLinkCancel,
  confirmLinkMove,
  loadMySessions,
  moveSession,
  readEmailLink,
  startMoving,
  stopMoving,
  stopSharingAnswers,
} from '#/features/booking/my-sessions.store.ts';
import { summariseAnswers } from '#/features/booking/shared-answers.ts';
import { CreditList } from '#/features/booking/views/CreditList.tsx';
import { DueMeasures } from '#/features/measures/DueMeasures.tsx';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { LocalTime } from './LocalTime.tsx';
import './booking.css';
import './credit-list.css';

function MovePicker({ session }: { session: Json<MySession> }) {
  const moving = useStore($moving);
  if (moving.status === 'none' || moving.session.id !== session.id) return null;
  if (moving.status === 'loading') return <p role="status">Finding free times…</p>;
  return (
    <fieldset className="slot-day">
      <legend>Move to</legend>
      {moving.times.length === 0 ? <p>No other free times in the next two weeks.</p> : null}
      {moving.times.map((time) => (
        <button
          key={time}
          type="button"
          className="slot-button"
          onClick={() => void moveSession(session, time)}
        >
          {describeIndiaTime(new Date(time))}
        </button>
      ))}
      <button type="button" className="button button--ghost" onClick={stopMoving}>
        Keep the current time
      </button>
    </fieldset>
  );
}

/** The questionnaire answers shared with the clinician, in brief, and the way to withdraw them. */
function SharedAnswers({ session }: { session: Json<MySession> }) {
  if (!session.sharedAnswers) return null;
  const summary = summariseAnswers(session.sharedAnswers);
  const headingId = `shared-answers-${session.id}`;
  return (
    <section className="shared-answers" aria-labelledby={headingId}>
      <h4 id={headingId}>Answers shared with your clinician</h4>
      <dl>
        <dt>For</dt>
        <dd>{summary.who}</dd>
        <dt>What is troubling</dt>
        <dd>{summary.concerns.join('; ')}</dd>
        {summary.screeners.map((s) => (
          <Fragment key={s.name}>
            <dt>
              {s.name} ({s.about})
            </dt>
            <dd>
              {s.result}
              {s.difficulty ? `; ${s.difficulty.answer}` : ''}
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className="session-card__actions">
        <ConfirmStep
          label="Stop sharing"
          question={() =>
            'Your clinician will no longer see these answers, and they are deleted from this booking.'
          }
          confirmLabel="Yes, stop sharing"
          keepLabel="Keep sharing"
          onConfirm={() => void stopSharingAnswers(session)}
        />
      </div>
    </section>
  );
}

function SessionCard({ session, upcoming }: { session: Json<MySession>; upcoming: boolean }) {
  const startsAt = new Date(session.startsAt);
  const where = session.place ? `at our ${session.place.name}` : MODE_LABELS[session.mode];
  return (
    <li className="session-card">
      <h3>{describeIndiaTime(startsAt)}</h3>
      <LocalTime instant={startsAt} className="session-card__note" />
      <p className="session-card__note">
        {STATUS_LABELS[session.status]} · {where} · with{' '}
        <a href={`/book/clinician?clinician=${session.clinician.slug}`}>{session.clinician.name}</a>
      </p>
      {session.place?.address ? (
        <p className="session-card__note">{session.place.address}</p>
      ) : null}
      {session.joinUrl ? (
        <p>
          <a className="button" href={session.joinUrl}>
            Join the video session
          </a>
        </p>
      ) : upcoming && session.mode === 'video' && session.status === 'confirmed' ? (
        <p className="session-card__note">
          The join link appears here 10 minutes before the start.
        </p>
      ) : null}
      {session.contact ? (
        <p className="session-card__note">
          Your clinician will {session.mode === 'phone' ? 'call you' : 'write to you'} at the time.
          Their contact: {session.contact.phone}
          {session.contact.email ? `, ${session.contact.email}` : ''}.
        </p>
      ) : null}
      {upcoming && session.status === 'confirmed' ? (
        <div className="session-card__actions">
          <a className="button button--ghost" href={bookingCalendarPath(session.id)} download>
            Add to calendar (.ics)
          </a>
          {session.canChange && session.creditBackIfCancelled ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void startMoving(session)}
            >
              Reschedule
            </button>
          ) : null}
          {session.canChange ? (
            <ConfirmStep
              label="Cancel"
              question={() => cancellationNotice(startsAt, new Date())}
              confirmLabel="Yes, cancel this session"
              keepLabel="Keep it"
              onConfirm={() => void cancelSession(session)}
            />
          ) : null}
          {session.canChange && session.laterInSeries > 0 ? (
            <ConfirmStep
              label={`Cancel this and the ${session.laterInSeries} after it`}
              question={() =>
                `This cancels this session and the ${session.laterInSeries} later ${
                  session.laterInSeries === 1 ? 'one' : 'ones'
                } of the series. ${cancellationNotice(startsAt, new Date())}`
              }
              confirmLabel="Yes, cancel them"
              keepLabel="Keep them"
              onConfirm={() => void cancelRestOfSeries(session)}
            />
          ) : null}
        </div>
      ) : null}
      <MovePicker session={session} />
      <SharedAnswers session={session} />
    </li>
  );
}

/** A signed link of an e-mail, acted on here without signing in: cancel, or move. */
function EmailLink() {
  const link = useStore($emailLink);
  if (link.status === 'none') return null;
  if (link.status === 'asking') {
    return (
      <section className="booking-panel" aria-labelledby="link-cancel-heading">
        <h2 id="link-cancel-heading">Cancel your session?</h2>
        <p>
          With at least 24 hours' notice your session credit comes back; later it does not. Please
          call us if something has come up.
        </p>
        <button type="button" className="button" onClick={() => void confirmLinkCancel()}>
          Yes, cancel my session
        </button>
      </section>
    );
  }
  if (link.status === 'loading') {
    return (
      <p className="booking-loading" role="status" aria-busy="true">
        Finding your session and the free times…
      </p>
    );
  }
  if (link.status === 'choosing') {
    const { session, times } = link;
    return (
      <section className="booking-panel" aria-labelledby="link-move-heading">
        <h2 id="link-move-heading">Move your session</h2>
        <p>
          Your session with {session.clinician.name} is on{' '}
          {describeIndiaTime(new Date(session.startsAt))}. Choose a new time below; your session
          credit stays with the session.
        </p>
        <fieldset className="slot-day">
          <legend>Move to</legend>
          {times.length === 0 ? (
            <p>
              No other free times in the next two weeks. Please call us and we will find one with
              you.
            </p>
          ) : null}
          {times.map((time) => (
            <button
              key={time}
              type="button"
              className="slot-button"
              onClick={() => void confirmLinkMove(time)}
            >
              {describeIndiaTime(new Date(time))}
            </button>
          ))}
        </fieldset>
        <a href="/user/sessions">Keep the current time</a>
      </section>
    );
  }
  return (
    <div
      className={`booking-panel ${link.status === 'done' ? 'booking-panel--done' : 'booking-panel--problem'}`}
      role="status"
    >
      <p>{link.text}</p>
      <a href="/user/sessions">See my sessions</a> · <a href="/book">Book another time</a>
    </div>
  );
}

/** /user/sessions: upcoming and past sessions, and the session credits left. */
export default function MySessionsView() {
  const state = useStore($mySessions);
  const notice = useStore($sessionNotice);
  const link = useStore($emailLink);
  useEffect(() => {
    // From an e-mail's signed link the page works without signing in.
    if (!readEmailLink(window.location.search)) void loadMySessions();
  }, []);

  if (link.status !== 'none') return <EmailLink />;

  if (state.status === 'error') {
    return (
      <div className="booking-panel booking-panel--problem" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button" onClick={() => void loadMySessions()}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <p className="booking-loading" role="status" aria-busy="true">
        Loading your sessions…
      </p>
    );
  }
  const { upcoming, past, credits } = state.data;
  return (
    <div className="booking">
      <div aria-live="polite">
        {notice ? (
          <p
            className={`booking-panel ${notice.tone === 'problem' ? 'booking-panel--problem' : 'booking-panel--done'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      <DueMeasures />
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming sessions</h2>
        {upcoming.length === 0 ? (
          <p>
            You have no sessions booked. <a href="/book">Book a session</a>.
          </p>
        ) : (
          <ul className="session-list">
            {upcoming.map((s) => (
              <SessionCard key={s.id} session={s} upcoming />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="credits-heading">
        <h2 id="credits-heading">Session credits</h2>
        {credits.length === 0 ? (
          <p>
            No session credits yet. Packages you buy in the <a href="/shop">shop</a> become credits
            here.
          </p>
        ) : (
          <CreditList credits={credits} />
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading">Past and cancelled sessions</h2>
          <ul className="session-list">
            {past.map((s) => (
              <SessionCard key={s.id} session={s} upcoming={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
