import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { SlotOffer } from '#/api/booking-slots.ts';
import {
  $choice,
  $hold,
  $shareAnswers,
  $slots,
  choiceFromQuery,
  choose,
  confirmWithCredit,
  holdSlot,
  loadSlots,
  payForSession,
  releaseHoldView,
  setShareAnswers,
} from '#/features/booking/booking.store.ts';
import { SESSION_MODES, type SessionMode } from '#/features/booking/booking-rules.ts';
import { $seriesChoice } from '#/features/booking/booking-series.store.ts';
import { $waiting, joinWaitingList } from '#/features/booking/waiting-list.store.ts';
import { $answersForBooking } from '#/features/get-matched/saved-answers.store.ts';
import type { Locale } from '#/lib/i18n.ts';
import { indiaDateOf } from '#/lib/india-time.ts';
import type { MessageWords } from '#/lib/messages.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { LocalTime } from './LocalTime.tsx';
import { Said } from './Said.tsx';
import { SeriesChoice } from './SeriesChoice.tsx';
import {
  count,
  english,
  fill,
  pagePath,
  sessionClock,
  sessionDay,
  sessionTime,
} from './session-time.ts';
import { ClinicianProfile, languageName } from './views/ClinicianProfile.tsx';
import { BOOK_VIEW_EN, type BookViewWords } from './words-book.ts';
import './booking.css';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  services: Option[];
  languages: string[];
  branches: Option[];
  /** On a clinician's profile page, which shows the profile itself: only their times. */
  profile?: boolean;
  /** The page's words in Hindi or Marathi; the English page passes none (words-book.ts). */
  words?: BookViewWords;
  locale: Locale;
  /** The server's and the stores' messages in the page's language; none on English pages. */
  messages?: MessageWords;
}

/** The words and language of the page, as each part of the island uses them. */
interface Speech {
  w: BookViewWords;
  locale: Locale;
  m?: MessageWords;
}

/** The slots of one clinician, grouped by India day, at most this many days shown at once. */
const DAYS_SHOWN = 14;

function groupByDay(slots: SlotOffer[]): Array<[string, SlotOffer[]]> {
  const days = new Map<string, SlotOffer[]>();
  for (const slot of slots) {
    const day = indiaDateOf(new Date(slot.startsAt));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].slice(0, DAYS_SHOWN);
}

function dayLabel(locale: Locale, day: string): string {
  return sessionDay(locale, new Date(`${day}T06:30:00Z`));
}

/** Shown while the questionnaire's saved answers are waiting to go with the chosen time. */

function AnswersToShare({ w }: { w: BookViewWords }) {
  const answers = useStore($answersForBooking);
  const share = useStore($shareAnswers);
  // The answers live in this tab's storage: the server's HTML never has them.
  const mounted = useMounted();
  if (!mounted || !answers) return null;
  return (
    <section className="booking-panel booking-answers" aria-labelledby="answers-heading">
      <h2 id="answers-heading">{w['answers.heading']}</h2>
      <p>{w['answers.text']}</p>
      <label className="booking-answers__choice">
        <input
          type="checkbox"
          checked={share}
          onChange={(e) => setShareAnswers(e.target.checked)}
        />{' '}
        {w['answers.share']}
      </label>
    </section>
  );
}

/**
 * Brings the hold panel into view and moves focus to it whenever it shows something new (a time
 * held, the session booked, a refusal): on a phone the panel is far above the tapped time, and a
 * change nobody can see looks like nothing happened. Confirming… is part of the same panel.
 */
function usePanelFocus(key: string | undefined) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!key || !element) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [key]);
  return panel;
}

function HoldPanel({ w, locale, m }: Speech) {
  const hold = useStore($hold);
  const key =
    hold.status === 'none' || hold.status === 'holding'
      ? undefined
      : hold.status === 'failed'
        ? `failed:${hold.error.code}:${hold.error.message}`
        : `${hold.status === 'confirmed' ? 'confirmed' : 'held'}:${hold.slot.startsAt}`;
  const panel = usePanelFocus(key);
  const series = useStore($seriesChoice);
  if (hold.status === 'none' || hold.status === 'holding') return null;
  if (hold.status === 'failed') {
    return (
      <div ref={panel} tabIndex={-1} className="booking-panel booking-panel--problem" role="alert">
        <Said message={hold.error} locale={locale} m={m} alert={false} />
        <button type="button" className="button" onClick={releaseHoldView}>
          {w['hold.another']}
        </button>
      </div>
    );
  }
  const at = (instant: string) => sessionTime(locale, w['time.when'], new Date(instant));
  const when = at(hold.slot.startsAt);
  const mode = w[`mode.${hold.slot.mode}`];
  if (hold.status === 'confirmed') {
    return (
      <div ref={panel} tabIndex={-1} className="booking-panel booking-panel--done" role="status">
        <h2>{hold.series ? w['done.many'] : w['done.one']}</h2>
        {hold.series ? (
          <>
            <p>{fill(w['done.seriesIntro'], { mode })}</p>
            <ul>
              {hold.series.booked.map((startsAt) => (
                <li key={startsAt}>{at(startsAt)}</li>
              ))}
            </ul>
            {hold.series.skipped.length > 0 ? (
              <p>
                {fill(w['done.notBooked'], {
                  list: hold.series.skipped
                    .map(
                      (s) =>
                        `${at(s.startsAt)} (${
                          s.reason === 'taken' ? w['done.taken'] : w['done.noCredit']
                        })`,
                    )
                    .join('; '),
                })}
              </p>
            ) : null}
          </>
        ) : (
          <p>{fill(w['done.single'], { mode, when })}</p>
        )}
        <a className="button" href={pagePath(locale, '/user/sessions')}>
          {w['done.see']}
        </a>
      </div>
    );
  }
  const expires = sessionClock(
    locale,
    new Date(hold.status === 'held' ? hold.expiresAt : Date.now()),
  );
  const [beforeLink, afterLink = ''] = w['hold.shared'].split('{link}');
  return (
    <section ref={panel} tabIndex={-1} className="booking-panel" aria-labelledby="hold-heading">
      <h2 id="hold-heading">{fill(w['hold.heading'], { when })}</h2>
      <p>
        {fill(w['hold.session'], { mode })}
        <LocalTime instant={new Date(hold.slot.startsAt)} locale={locale} m={m} />
        {fill(w['hold.kept'], { time: expires })}
      </p>
      {hold.status === 'held' && hold.answersShared ? (
        <p>
          {beforeLink}
          <a href={pagePath(locale, '/user/sessions')}>{w['hold.sharedLink']}</a>
          {afterLink}
        </p>
      ) : null}
      {hold.status === 'held' && hold.credits > 0 ? (
        <>
          {hold.credits > 1 ? (
            <SeriesChoice credits={hold.credits} w={w} locale={locale} m={m} />
          ) : null}
          {series.every ? null : (
            <button type="button" className="button" onClick={() => void confirmWithCredit()}>
              {fill(w['hold.confirm'], { n: count(locale, hold.credits) })}
            </button>
          )}
        </>
      ) : hold.status === 'held' ? (
        <>
          <p>{w['hold.noCredits']}</p>
          <button type="button" className="button" onClick={() => void payForSession()}>
            {w['hold.pay']}
          </button>
        </>
      ) : (
        <p role="status">{w['hold.confirming']}</p>
      )}
    </section>
  );
}

/** For one clinician and way of meeting with no free time: be told when a time comes free. */
function WaitingListOffer({ w, locale, m }: Speech) {
  const waiting = useStore($waiting);
  if (waiting.status === 'joined') {
    return <p role="status">{fill(w['waiting.joined'], { n: count(locale, waiting.position) })}</p>;
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={waiting.status === 'sending'}
        onClick={() => void joinWaitingList()}
      >
        {w['waiting.join']}
      </button>
      {waiting.status === 'failed' ? <Said message={waiting.error} locale={locale} m={m} /> : null}
    </>
  );
}

/**
 * The languages to offer: once the list of free times has said which languages some clinician
 * speaks, only those (and the one already chosen, from a shared link, so the choice stays visible
 * with its "no free times" answer); before that, all of them.
 */
function offeredLanguages(
  all: readonly string[],
  slots: ReturnType<typeof $slots.get>,
  chosen: string,
): string[] {
  if (slots.status !== 'ready' || !slots.answer.languages) return [...all];
  const spoken = new Set(slots.answer.languages);
  return all.filter((l) => spoken.has(l) || l === chosen);
}

/** /book: choose what kind of session, see the next free times two weeks ahead, hold one. */
export default function BookingView({
  services,
  languages,
  branches,
  profile = false,
  words: w = BOOK_VIEW_EN,
  locale,
  messages: m,
}: Props) {
  const choice = useStore($choice);
  const slots = useStore($slots);
  const hold = useStore($hold);

  useEffect(() => {
    const fromAddress = choiceFromQuery(window.location.search);
    $choice.set(fromAddress);
    void loadSlots().then(() => {
      // Back from signing in: hold the time the visitor had chosen.
      const params = new URLSearchParams(window.location.search);
      const startsAt = params.get('slot');
      // ?with= in links e-mailed before the slug had one name (waiting-list offers).
      const clinician = params.get('clinician') ?? params.get('with');
      const mode = params.get('as') as SessionMode | null;
      if (startsAt && clinician && mode) {
        void holdSlot({ clinician, startsAt, endsAt: startsAt, mode, branch: params.get('at') });
      }
    });
  }, []);

  return (
    <div className="booking">
      <form
        className="booking-filters"
        aria-label={w['filters.label']}
        onSubmit={(e) => e.preventDefault()}
      >
        <label>
          {w['filters.service']}
          <select value={choice.service} onChange={(e) => choose('service', e.target.value)}>
            <option value="">{w['filters.anyService']}</option>
            {services.map((s) => (
              // The services' names are the service pages' own, in English until translated.
              <option key={s.value} value={s.value} lang={english(locale)}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w['filters.how']}
          <select value={choice.mode} onChange={(e) => choose('mode', e.target.value)}>
            <option value="">{w['filters.anyWay']}</option>
            {SESSION_MODES.map((m) => (
              <option key={m} value={m}>
                {w[`mode.${m}`]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w['filters.language']}
          <select value={choice.language} onChange={(e) => choose('language', e.target.value)}>
            <option value="">{w['filters.anyLanguage']}</option>
            {offeredLanguages(languages, slots, choice.language).map((l) => (
              <option key={l} value={l}>
                {languageName(w, l)}
              </option>
            ))}
          </select>
        </label>
        {choice.mode === 'in-person' ? (
          <label>
            {w['filters.branch']}
            <select value={choice.branch} onChange={(e) => choose('branch', e.target.value)}>
              <option value="">{w['filters.anyBranch']}</option>
              {branches.map((b) => (
                <option key={b.value} value={b.value} lang={english(locale)}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </form>

      <AnswersToShare w={w} />
      <HoldPanel w={w} locale={locale} m={m} />

      {slots.status === 'error' ? (
        <div className="booking-panel booking-panel--problem" role="alert">
          <Said message={slots.error} locale={locale} m={m} alert={false} />
          <button type="button" className="button" onClick={() => void loadSlots()}>
            {w['slots.retry']}
          </button>
        </div>
      ) : slots.status !== 'ready' ? (
        <p className="booking-loading" role="status" aria-busy="true">
          {w['slots.loading']}
        </p>
      ) : slots.answer.clinicians.length === 0 ? (
        <div className="booking-panel">
          <h2>{w['slots.none']}</h2>
          <p>{w['slots.noneText']}</p>
          {choice.clinician && choice.mode ? (
            <WaitingListOffer w={w} locale={locale} m={m} />
          ) : null}
        </div>
      ) : (
        <ul className="clinician-list" aria-label={w['slots.list']}>
          {slots.answer.clinicians.map((clinician) => {
            const own = slots.answer.slots.filter((s) => s.clinician === clinician.slug);
            return (
              <li key={clinician.slug} className="clinician-card">
                {/* A profile page shows the profile above, rendered with the page. */}
                {profile ? null : (
                  <ClinicianProfile clinician={clinician} full={false} w={w} locale={locale} />
                )}
                <div className="clinician-card__slots">
                  {groupByDay(own).map(([day, daySlots]) => (
                    <fieldset key={day} className="slot-day">
                      <legend>{dayLabel(locale, day)}</legend>
                      {daySlots.map((slot) => (
                        <button
                          key={`${slot.startsAt}-${slot.mode}`}
                          type="button"
                          className="slot-button"
                          disabled={hold.status === 'holding' || hold.status === 'confirming'}
                          onClick={() => void holdSlot(slot)}
                        >
                          <span className="visually-hidden">{dayLabel(locale, day)}, </span>
                          {sessionClock(locale, new Date(slot.startsAt))}{' '}
                          <span className="slot-button__mode">
                            {w[`mode.${slot.mode}`]}
                            {slot.branch
                              ? ` ${fill(w['slots.at'], {
                                  branch:
                                    branches.find((b) => b.value === slot.branch)?.label ??
                                    slot.branch,
                                })}`
                              : ''}
                          </span>
                          <span className="visually-hidden">
                            {' '}
                            {fill(w['slots.with'], { name: clinician.name })}
                          </span>
                        </button>
                      ))}
                    </fieldset>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
