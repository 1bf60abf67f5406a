import { useStore } from '@nanostores/react';
import { Fragment, useEffect } from 'react';
import { bookingCalendarPath } from '#/api/booking-calendar.ts';
import type { MySession } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { creditReturnedOnCancel } from '#/features/booking/booking-rules.ts';
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
import type { Locale } from '#/lib/i18n.ts';
import type { MessageWords } from '#/lib/messages.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { LocalTime } from './LocalTime.tsx';
import { Said } from './Said.tsx';
import { count, fill, pagePath, sessionTime } from './session-time.ts';
import { SESSIONS_VIEW_EN, type SessionsViewWords } from './words-sessions.ts';
import './booking.css';
import './credit-list.css';

/** The page's words and language, and a session time in them. */
interface Speech {
  w: SessionsViewWords;
  locale: Locale;
  /** The server's and the stores' messages in the page's language; none on English pages. */
  m?: MessageWords;
}
const at = ({ w, locale }: Speech, instant: string | Date) =>
  sessionTime(locale, w['time.when'], new Date(instant));

function MovePicker({ session, ...speech }: { session: Json<MySession> } & Speech) {
  const { w } = speech;
  const moving = useStore($moving);
  if (moving.status === 'none' || moving.session.id !== session.id) return null;
  if (moving.status === 'loading') return <p role="status">{w['slots.loading']}</p>;
  return (
    <fieldset className="slot-day">
      <legend>{w['move.legend']}</legend>
      {moving.times.length === 0 ? <p>{w['move.none']}</p> : null}
      {moving.times.map((time) => (
        <button
          key={time}
          type="button"
          className="slot-button"
          onClick={() => void moveSession(session, time)}
        >
          {at(speech, time)}
        </button>
      ))}
      <button type="button" className="button button--ghost" onClick={stopMoving}>
        {w['move.keep']}
      </button>
    </fieldset>
  );
}

/** The questionnaire answers shared with the clinician, in brief, and the way to withdraw them. */
function SharedAnswers({ session, w }: { session: Json<MySession>; w: SessionsViewWords }) {
  if (!session.sharedAnswers) return null;
  const summary = summariseAnswers(session.sharedAnswers);
  const headingId = `shared-answers-${session.id}`;
  return (
    <section className="shared-answers" aria-labelledby={headingId}>
      <h4 id={headingId}>{w['shared.heading']}</h4>
      <dl>
        <dt>{w['shared.for']}</dt>
        <dd>{summary.who}</dd>
        <dt>{w['shared.troubling']}</dt>
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
          label={w['shared.stop']}
          question={() => w['shared.question']}
          confirmLabel={w['shared.stopYes']}
          keepLabel={w['shared.keep']}
          onConfirm={() => void stopSharingAnswers(session)}
        />
      </div>
    </section>
  );
}

function SessionCard({
  session,
  upcoming,
  ...speech
}: { session: Json<MySession>; upcoming: boolean } & Speech) {
  const { w, locale } = speech;
  const startsAt = new Date(session.startsAt);
  const where = session.place
    ? fill(w['my.placeAt'], { name: session.place.name })
    : w[`mode.${session.mode}`];
  const notice = () =>
    creditReturnedOnCancel(startsAt, new Date()) ? w['my.creditBack'] : w['my.noCreditBack'];
  const contact = session.contact
    ? `${session.contact.phone}${session.contact.email ? `, ${session.contact.email}` : ''}`
    : '';
  const clinicianLink = (
    <a href={`${pagePath(locale, '/book/clinician')}?clinician=${session.clinician.slug}`}>
      {session.clinician.name}
    </a>
  );
  const [beforeName, afterName = ''] = w['my.with'].split('{name}');
  return (
    <li className="session-card">
      <h3>{at(speech, startsAt)}</h3>
      <LocalTime instant={startsAt} className="session-card__note" locale={locale} m={speech.m} />
      <p className="session-card__note">
        {w[`status.${session.status}`]} · {where} · {beforeName}
        {clinicianLink}
        {afterName}
      </p>
      {session.place?.address ? (
        <p className="session-card__note">{session.place.address}</p>
      ) : null}
      {session.joinUrl ? (
        <p>
          <a className="button" href={session.joinUrl}>
            {w['my.join']}
          </a>
        </p>
      ) : upcoming && session.mode === 'video' && session.status === 'confirmed' ? (
        <p className="session-card__note">{w['my.joinLater']}</p>
      ) : null}
      {session.contact ? (
        <p className="session-card__note">
          {fill(w[session.mode === 'phone' ? 'my.callYou' : 'my.writeYou'], { contact })}
        </p>
      ) : null}
      {upcoming && session.status === 'confirmed' ? (
        <div className="session-card__actions">
          <a className="button button--ghost" href={bookingCalendarPath(session.id)} download>
            {w['my.calendar']}
          </a>
          {session.canChange && session.creditBackIfCancelled ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void startMoving(session)}
            >
              {w['my.reschedule']}
            </button>
          ) : null}
          {session.canChange ? (
            <ConfirmStep
              label={w['my.cancel']}
              question={notice}
              confirmLabel={w['my.cancelYes']}
              keepLabel={w['my.keep']}
              onConfirm={() => void cancelSession(session)}
            />
          ) : null}
          {session.canChange && session.laterInSeries > 0 ? (
            <ConfirmStep
              label={fill(w['my.cancelSeriesOne'], { n: count(locale, session.laterInSeries) })}
              question={() =>
                fill(
                  w[
                    session.laterInSeries === 1
                      ? 'my.cancelSeriesQuestionOne'
                      : 'my.cancelSeriesQuestionMany'
                  ],
                  { n: count(locale, session.laterInSeries), notice: notice() },
                )
              }
              confirmLabel={w['my.cancelThem']}
              keepLabel={w['my.keepThem']}
              onConfirm={() => void cancelRestOfSeries(session)}
            />
          ) : null}
        </div>
      ) : null}
      <MovePicker session={session} {...speech} />
      <SharedAnswers session={session} w={w} />
    </li>
  );
}

/** A signed link of an e-mail, acted on here without signing in: cancel, or move. */
function EmailLink(speech: Speech) {
  const { w, locale } = speech;
  const sessionsHref = pagePath(locale, '/user/sessions');
  const link = useStore($emailLink);
  if (link.status === 'none') return null;
  if (link.status === 'asking') {
    return (
      <section className="booking-panel" aria-labelledby="link-cancel-heading">
        <h2 id="link-cancel-heading">{w['link.cancelHeading']}</h2>
        <p>{w['link.cancelText']}</p>
        <button type="button" className="button" onClick={() => void confirmLinkCancel()}>
          {w['link.cancelYes']}
        </button>
      </section>
    );
  }
  if (link.status === 'loading') {
    return (
      <p className="booking-loading" role="status" aria-busy="true">
        {w['link.loading']}
      </p>
    );
  }
  if (link.status === 'choosing') {
    const { session, times } = link;
    return (
      <section className="booking-panel" aria-labelledby="link-move-heading">
        <h2 id="link-move-heading">{w['link.moveHeading']}</h2>
        <p>
          {fill(w['link.moveText'], {
            name: session.clinician.name,
            when: at(speech, session.startsAt),
          })}
        </p>
        <fieldset className="slot-day">
          <legend>{w['move.legend']}</legend>
          {times.length === 0 ? <p>{w['link.moveNone']}</p> : null}
          {times.map((time) => (
            <button
              key={time}
              type="button"
              className="slot-button"
              onClick={() => void confirmLinkMove(time)}
            >
              {at(speech, time)}
            </button>
          ))}
        </fieldset>
        <a href={sessionsHref}>{w['move.keep']}</a>
      </section>
    );
  }
  return (
    <div
      className={`booking-panel ${link.status === 'done' ? 'booking-panel--done' : 'booking-panel--problem'}`}
      role="status"
    >
      <Said message={link.message} locale={locale} m={speech.m} alert={false} />
      <a href={sessionsHref}>{w['done.see']}</a> ·{' '}
      <a href={pagePath(locale, '/book')}>{w['link.bookAnother']}</a>
    </div>
  );
}

/** /user/sessions: upcoming and past sessions, and the session credits left. */
export default function MySessionsView({
  words: w = SESSIONS_VIEW_EN,
  locale,
  messages: m,
}: {
  /** The page's words in Hindi or Marathi; the English page passes none. */
  words?: SessionsViewWords;
  locale: Locale;
  /** The server's and the stores' messages in the page's language; none on English pages. */
  messages?: MessageWords;
}) {
  const speech = { w, locale, m };
  const state = useStore($mySessions);
  const notice = useStore($sessionNotice);
  const link = useStore($emailLink);
  useEffect(() => {
    // From an e-mail's signed link the page works without signing in.
    if (!readEmailLink(window.location.search)) void loadMySessions();
  }, []);

  if (link.status !== 'none') return <EmailLink {...speech} />;

  if (state.status === 'error') {
    return (
      <div className="booking-panel booking-panel--problem" role="alert">
        <Said message={state.error} locale={locale} m={m} alert={false} />
        <button type="button" className="button" onClick={() => void loadMySessions()}>
          {w['slots.retry']}
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <p className="booking-loading" role="status" aria-busy="true">
        {w['my.loading']}
      </p>
    );
  }
  const { upcoming, past, credits } = state.data;
  const noneBooked = w['my.noneBooked'].split('{link}');
  const noCredits = w['my.noCredits'].split('{shop}');
  return (
    <div className="booking">
      <div aria-live="polite">
        {notice ? (
          <Said
            className={`booking-panel ${notice.tone === 'problem' ? 'booking-panel--problem' : 'booking-panel--done'}`}
            message={notice.message}
            locale={locale}
            m={m}
            alert={false}
          />
        ) : null}
      </div>
      <DueMeasures
        words={w}
        when={(instant) => at(speech, instant)}
        base={pagePath(locale, '/user')}
      />
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">{w['my.upcoming']}</h2>
        {upcoming.length === 0 ? (
          <p>
            {noneBooked[0]}
            <a href={pagePath(locale, '/book')}>{w['my.bookLink']}</a>
            {noneBooked[1]}
          </p>
        ) : (
          <ul className="session-list">
            {upcoming.map((s) => (
              <SessionCard key={s.id} session={s} upcoming {...speech} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="credits-heading">
        <h2 id="credits-heading">{w['my.credits']}</h2>
        {credits.length === 0 ? (
          <p>
            {noCredits[0]}
            <a href="/shop">{w['my.shop']}</a>
            {noCredits[1]}
          </p>
        ) : (
          <CreditList credits={credits} line={w['my.creditLine']} locale={locale} />
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading">{w['my.past']}</h2>
          <ul className="session-list">
            {past.map((s) => (
              <SessionCard key={s.id} session={s} upcoming={false} {...speech} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
