import { useCallback, useEffect, useState } from 'react';
import type { FreeTime, MeasureSummary, OwnSession } from '#/api/clinician-sessions.ts';
import type { Json } from '#/api/json.ts';
import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { summariseAnswers } from '#/features/booking/shared-answers.ts';
import { SharedAnswerFacts } from '#/features/booking/views/SharedAnswerFacts.tsx';
import {
  type CalendarView,
  daysOf,
  describeIndiaDay,
  freeSpans,
  serviceWords,
  stepView,
  viewRange,
} from '#/features/clinician/clinician-portal.ts';
import { readSessions, recordOutcome } from '#/features/clinician/portal.store.ts';
import { formatTime, indiaDateOf, instantToIndia } from '#/lib/india-time.ts';

const STATUS_LABELS: Record<Json<OwnSession>['status'], string> = {
  held: 'Being booked',
  confirmed: 'Booked',
  attended: 'Attended',
  no_show: 'Missed',
  cancelled: 'Cancelled',
  expired: 'Lapsed',
};

const clock = (iso: string) => formatTime(instantToIndia(new Date(iso)).minutes);

type Load =
  | { status: 'loading' }
  | { status: 'ready'; sessions: Json<OwnSession>[]; free: Json<FreeTime>[] }
  | { status: 'failed'; message: string };

/** The client's measures in brief and the item-9 mark; nothing before their first measure. */
function LatestMeasures({ measures }: { measures: Json<MeasureSummary> | null }) {
  if (!measures) return null;
  const line = (name: string, m: Json<MeasureSummary>['phq9']) =>
    m
      ? `${name} ${m.latest} (${m.change > 0 ? '+' : ''}${m.change} since the first, ${m.first})`
      : '';
  const text = [line('PHQ-9', measures.phq9), line('GAD-7', measures.gad7)]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {measures.item9Flagged && (
        <p className="clinician-flag">
          Latest PHQ-9 question 9 answered above zero: please ask about their safety.
        </p>
      )}
      {text && <p className="clinician-measures">Latest measures: {text}</p>}
    </>
  );
}

function SharedAnswers({ session }: { session: Json<OwnSession> }) {
  if (!session.answers) return <p className="admin-muted">No answers shared with this session.</p>;
  const summary = summariseAnswers(session.answers);
  return (
    <details className="clinician-answers">
      <summary>
        Shared answers<span className="visually-hidden"> of {session.client.name}</span>
      </summary>
      <SharedAnswerFacts summary={summary} reader="clinician" />
      {summary.screeners.map((s) => (
        <div key={s.name}>
          <h5>
            {s.name}: {s.result}
          </h5>
          <ol className="clinician-items">
            {s.items.map((item) => (
              <li key={item.question}>
                {item.question} <strong>{item.answer}</strong>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </details>
  );
}

function SessionCard({
  session,
  onOutcome,
}: {
  session: Json<OwnSession>;
  onOutcome: (session: Json<OwnSession>, outcome: 'attended' | 'no_show') => Promise<void>;
}) {
  const [working, setWorking] = useState(false);
  const crisis = session.answers?.crisisFlag;
  return (
    <li className={`clinician-session clinician-session--${session.status}`}>
      <h4>
        {clock(session.startsAt)}–{clock(session.endsAt)} IST · {session.client.name}
      </h4>
      <p>
        <span className="clinician-status">{STATUS_LABELS[session.status]}</span>{' '}
        {MODE_LABELS[session.mode]}
        {session.branch ? ` (${serviceWords(session.branch)})` : ''} ·{' '}
        {serviceWords(session.service)}
        {session.language ? ` · ${session.language}` : ''}
      </p>
      {crisis && (
        <p className="clinician-flag">
          When booking, they answered PHQ-9 question 9 above "Not at all": please ask about their
          safety early in the session.
        </p>
      )}
      {session.roomUrl && (
        <p>
          <a className="button button--small" href={session.roomUrl}>
            Open the video room<span className="visually-hidden"> for {session.client.name}</span>
          </a>
        </p>
      )}
      <LatestMeasures measures={session.measures} />
      <SharedAnswers session={session} />
      {(session.client.userId || session.status === 'attended') && (
        <p className="clinician-links">
          {session.client.userId && (
            <a href={`/clinician/progress?client=${encodeURIComponent(session.client.userId)}`}>
              Progress<span className="visually-hidden"> of {session.client.name}</span>
            </a>
          )}
          {session.status === 'attended' && (
            <a href={`/clinician/notes?booking=${encodeURIComponent(session.id)}`}>
              Session note<span className="visually-hidden"> for {session.client.name}</span>
            </a>
          )}
        </p>
      )}
      {session.canRecordOutcome && (
        <div className="admin-row-actions">
          <button
            type="button"
            className="button button--small"
            aria-disabled={working || undefined}
            onClick={async () => {
              if (working) return;
              setWorking(true);
              await onOutcome(session, 'attended');
              setWorking(false);
            }}
          >
            Attended<span className="visually-hidden"> {session.client.name}</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-disabled={working || undefined}
            onClick={async () => {
              if (working) return;
              setWorking(true);
              await onOutcome(session, 'no_show');
              setWorking(false);
            }}
          >
            Missed<span className="visually-hidden"> {session.client.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** Their day or week: sessions with the client and what they shared, and free times. */
export function SessionsScreen() {
  const today = indiaDateOf(new Date());
  const [view, setView] = useState<CalendarView>('day');
  const [date, setDate] = useState(today);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);
  const [round, setRound] = useState(0);
  const range = viewRange(view, date);

  // `round` asks for the same days again after a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the reload's trigger.
  useEffect(() => {
    const controller = new AbortController();
    setLoad((before) => (before.status === 'ready' ? before : { status: 'loading' }));
    readSessions(range.from, view, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setLoad(
          result.ok
            ? { status: 'ready', ...result.data }
            : { status: 'failed', message: result.error.message },
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [range.from, view, round]);

  const onOutcome = useCallback(
    async (session: Json<OwnSession>, outcome: 'attended' | 'no_show') => {
      const result = await recordOutcome(session.id, outcome);
      setNotice(
        result.ok
          ? {
              tone: 'ok',
              text: `${session.client.name}: marked ${outcome === 'attended' ? 'attended' : 'missed'}.`,
            }
          : { tone: 'problem', text: result.error.message },
      );
      setRound((n) => n + 1);
    },
    [],
  );

  const days = daysOf(range);
  const title =
    view === 'day'
      ? `${describeIndiaDay(range.from)}${range.from === today ? ' (today)' : ''}`
      : `Week of ${describeIndiaDay(range.from)} to ${describeIndiaDay(days[days.length - 1]!)}`;

  return (
    <div className="clinician-sessions">
      <div className="clinician-toolbar">
        <fieldset className="clinician-view">
          <legend className="visually-hidden">Show</legend>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`button button--small ${view === v ? '' : 'button--ghost'}`}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </fieldset>
        <div className="clinician-steps">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setDate(stepView(view, date, -1))}
          >
            Previous<span className="visually-hidden"> {view}</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setDate(today)}
          >
            Today
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setDate(stepView(view, date, 1))}
          >
            Next<span className="visually-hidden"> {view}</span>
          </button>
        </div>
      </div>
      {/* The week's span is shown; a day's is its one heading below, so it is only heard. */}
      <p className={view === 'week' ? 'clinician-range' : 'visually-hidden'} aria-live="polite">
        {title}
      </p>
      <div aria-live="polite">
        {notice && <p className={`admin-notice admin-notice--${notice.tone}`}>{notice.text}</p>}
      </div>
      <p role="status" className="admin-status">
        {load.status === 'loading' && 'Loading your sessions…'}
        {load.status === 'ready' &&
          `${load.sessions.length} ${load.sessions.length === 1 ? 'session' : 'sessions'}.`}
      </p>
      {load.status === 'failed' && (
        <p className="admin-notice admin-notice--problem" role="alert">
          {load.message}
        </p>
      )}
      {load.status === 'ready' &&
        days.map((day) => {
          const sessions = load.sessions.filter((s) => indiaDateOf(new Date(s.startsAt)) === day);
          const free = load.free.filter((f) => indiaDateOf(new Date(f.startsAt)) === day);
          return (
            <section key={day} className="clinician-day" aria-labelledby={`day-${day}`}>
              <h3 id={`day-${day}`}>
                {describeIndiaDay(day)}
                {day === today ? ' (today)' : ''}
              </h3>
              {sessions.length === 0 ? (
                <p className="admin-muted">No sessions.</p>
              ) : (
                <ul className="clinician-session-list">
                  {sessions.map((s) => (
                    <SessionCard key={s.id} session={s} onOutcome={onOutcome} />
                  ))}
                </ul>
              )}
              {free.length > 0 && (
                <p className="clinician-free">
                  Free to book:{' '}
                  {freeSpans(free)
                    .map(
                      (f) =>
                        `${clock(f.from)}–${clock(f.to)} (${f.modes.map((m) => MODE_LABELS[m]).join(', ')})`,
                    )
                    .join(' · ')}
                </p>
              )}
            </section>
          );
        })}
    </div>
  );
}
