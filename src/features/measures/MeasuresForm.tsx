import { useEffect, useRef, useState } from 'react';
import {
  getBookingMeasures,
  type SentAnswer,
  sendBookingMeasures,
} from '#/api/measures-booking.ts';
import type { DueMeasures } from '#/api/measures-due.ts';
import { CrisisHelp } from '#/features/get-matched/CrisisHelp.tsx';
import type { CrisisWords } from '#/features/get-matched/crisis-words.ts';
import { focusAndReveal } from '#/features/get-matched/reveal.ts';
import type { Helpline } from '#/features/get-matched/types.ts';
import { Questionnaire } from '#/features/get-matched/views/Questionnaire.tsx';
import { MEASURE_NAMES, type MeasureId } from '#/features/measures/facts.ts';
import { MEASURES } from '#/features/measures/rules.ts';
import { loginHref } from '#/lib/auth.ts';
import type { Locale } from '#/lib/i18n.ts';
import { PHQ9_SELF_HARM_ITEM } from '#/lib/screeners/phq9.ts';
import { type Answers, noAnswers } from '#/lib/screeners/screener.ts';
import { changeIn, count, english, fill, pagePath } from './language.ts';
import { sessionWhen } from './session-when.ts';
import type { IslandWords } from './words.ts';
import './progress.css';

type State =
  | { status: 'loading' }
  /** A message from the server (in English), or none: the link names no session. */
  | { status: 'problem'; message?: string; signIn?: boolean }
  | { status: 'answering'; due: DueMeasures }
  | { status: 'sent'; sent: SentAnswer };

/** The booking and token of the e-mail's link, or the booking alone from My sessions. */
function readLink(): { booking: string; token?: string } | undefined {
  const params = new URLSearchParams(window.location.search);
  const booking = params.get('booking');
  if (!booking) return undefined;
  return { booking, token: params.get('token') ?? undefined };
}

/**
 * /user/measures: the PHQ-9 and GAD-7 asked before one session, from the e-mail's signed link or
 * from My sessions. Item 9 answered above 0 shows the crisis help at once, as /get-matched does.
 * After sending, the client sees this time's scores and the change since their first.
 *
 * Its words come as props in the page's language (./words.ts; the crisis help's are
 * /get-matched's). The questionnaires, their bands' names and the server's messages stay English,
 * marked so on a Hindi or Marathi page.
 */
export default function MeasuresForm({
  helpline,
  words: w,
  crisisWords,
  locale,
}: {
  helpline: Helpline;
  words: IslandWords<'form'>;
  crisisWords: CrisisWords;
  locale: Locale;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [answers, setAnswers] = useState<Record<MeasureId, Answers>>({
    phq9: noAnswers(MEASURES.phq9),
    gad7: noAnswers(MEASURES.gad7),
  });
  const [error, setError] = useState<{ text: string; fromServer?: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const crisisRegion = useRef<HTMLElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const link = useRef(typeof window === 'undefined' ? undefined : readLink());
  const crisis =
    (answers.phq9[PHQ9_SELF_HARM_ITEM] ?? 0) > 0 || (state.status === 'sent' && state.sent.crisis);
  const crisisShown = useRef(false);

  useEffect(() => {
    const target = link.current;
    if (!target) {
      setState({ status: 'problem' });
      return;
    }
    const query = target.token ? `?token=${encodeURIComponent(target.token)}` : '';
    void getBookingMeasures(target.booking, query).then((result) => {
      if (result.ok) setState({ status: 'answering', due: result.data.measures });
      else
        setState({
          status: 'problem',
          message: result.error.message,
          signIn: result.status === 401,
        });
    });
  }, []);

  // The crisis help outranks everything: focus moves to it the moment it appears.
  useEffect(() => {
    if (crisis && !crisisShown.current) focusAndReveal(crisisRegion.current);
    crisisShown.current = crisis;
  }, [crisis]);

  // Sent without the crisis help: focus goes to the scores (with it, it stays on the help).
  const sentQuietly = state.status === 'sent' && !state.sent.crisis;
  useEffect(() => {
    if (sentQuietly) focusAndReveal(resultRef.current);
  }, [sentQuietly]);

  const crisisHelp = crisis ? (
    <CrisisHelp
      helpline={helpline}
      words={crisisWords}
      regionRef={crisisRegion}
      onContinue={
        state.status === 'answering'
          ? () =>
              // On to what follows item 9: the GAD-7's first answer, or the send button.
              focusAndReveal(
                document.querySelector<HTMLElement>(
                  '#gad7-item-1 input, .measures-form button[type="submit"]',
                ),
              )
          : undefined
      }
    />
  ) : null;

  const [lowerBefore, lowerAfter = ''] = w['sent.lower'].split('{link}');

  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {w['form.loading']}
      </p>
    );
  }
  if (state.status === 'problem') {
    return (
      <div className="measures-panel measures-panel--problem" role="alert">
        {state.message === undefined ? (
          <p>{w['form.noLink']}</p>
        ) : (
          <p lang={english(locale)}>{state.message}</p>
        )}
        {state.signIn ? (
          <a href={loginHref(`${window.location.pathname}${window.location.search}`)}>
            {w['form.logIn']}
          </a>
        ) : (
          <a href={pagePath(locale, '/user/sessions')}>{w['form.seeSessions']}</a>
        )}
      </div>
    );
  }
  if (state.status === 'sent') {
    return (
      <div className="measures-form">
        {crisisHelp}
        <section
          ref={resultRef}
          tabIndex={-1}
          className="measures-panel measures-panel--done"
          aria-labelledby="sent-heading"
        >
          <h2 id="sent-heading">{w['sent.heading']}</h2>
          <ul className="measures-form__scores">
            {state.sent.results.map((r) => (
              <li key={r.measure}>
                <strong>{MEASURE_NAMES[r.measure]}</strong>: {count(locale, r.total)} (
                <span lang={english(locale)}>{r.band}</span>)
                {r.change === null
                  ? w['sent.start']
                  : fill(w['sent.since'], { change: changeIn(w, locale, r.change) })}
              </li>
            ))}
          </ul>
          <p>
            {lowerBefore}
            <a href={pagePath(locale, '/user/progress')}>{w['sent.progress']}</a>
            {lowerAfter}
          </p>
        </section>
      </div>
    );
  }

  const { due } = state;
  const todo = due.measures.filter((m) => !m.done).map((m) => m.measure);
  const intro = (
    <p>
      {fill(w['form.intro'], {
        name: due.clinicianName,
        when: sessionWhen(locale, w['time.when'], new Date(due.startsAt)),
      })}
    </p>
  );
  if (!due.open || todo.length === 0) {
    return (
      <div className="measures-panel" role="status">
        {intro}
        <p>{todo.length === 0 ? w['form.answered'] : w['form.notOpen']}</p>
        <a href={pagePath(locale, '/user/progress')}>{w['form.progress']}</a> ·{' '}
        <a href={pagePath(locale, '/user/sessions')}>{w['form.sessions']}</a>
      </div>
    );
  }

  async function send() {
    const missing = todo.flatMap((id) =>
      answers[id].flatMap((a, i) => (a === null ? [`${id}-item-${i + 1}`] : [])),
    );
    if (missing.length > 0) {
      setError({
        text: fill(w[missing.length === 1 ? 'form.missingOne' : 'form.missingMany'], {
          n: count(locale, missing.length),
        }),
      });
      requestAnimationFrame(() => focusAndReveal(errorRef.current));
      return;
    }
    setError(null);
    setSending(true);
    const result = await sendBookingMeasures(due.bookingId, {
      ...(link.current?.token ? { token: link.current.token } : {}),
      answers: todo.map((measure) => ({ measure, items: answers[measure] })),
    });
    setSending(false);
    if (result.ok) setState({ status: 'sent', sent: result.data });
    else {
      setError({ text: result.error.message, fromServer: true });
      requestAnimationFrame(() => focusAndReveal(errorRef.current));
    }
  }

  return (
    <form
      className="measures-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {crisisHelp}
      {intro}
      {w['form.inEnglish'] && <p>{w['form.inEnglish']}</p>}
      {todo.map((id) => (
        <Questionnaire
          key={id}
          id={id}
          screener={MEASURES[id]}
          heading="h2"
          lang={english(locale)}
          answers={answers[id]}
          onAnswer={(index, value) => {
            // A message about what was left open is out of date once anything is answered.
            setError(null);
            setAnswers((all) => ({
              ...all,
              [id]: all[id].map((a, i) => (i === index ? value : a)),
            }));
          }}
        />
      ))}
      <div role="alert">
        {error ? (
          <p
            ref={errorRef}
            tabIndex={-1}
            className="measures-form__error"
            lang={error.fromServer ? english(locale) : undefined}
          >
            {error.text}
          </p>
        ) : null}
      </div>
      <div className="measures-form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? w['form.sending'] : w['form.send']}
        </button>
      </div>
    </form>
  );
}
