import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { ClinicianCard, SlotOffer } from '#/api/booking-slots.ts';
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
import { MODE_LABELS, SESSION_MODES, type SessionMode } from '#/features/booking/booking-rules.ts';
import { $seriesChoice } from '#/features/booking/booking-series.store.ts';
import { $waiting, joinWaitingList } from '#/features/booking/waiting-list.store.ts';
import { $answersForBooking } from '#/features/get-matched/saved-answers.store.ts';
import { describeIndiaTime, formatTime, indiaDateOf, instantToIndia } from '#/lib/india-time.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { LocalTime } from './LocalTime.tsx';
import { SeriesChoice } from './SeriesChoice.tsx';
import './booking.css';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  services: Option[];
  languages: string[];
  branches: Option[];
  /** On a clinician's profile page: show their full profile above their times. */
  profile?: boolean;
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

function dayLabel(day: string): string {
  const text = describeIndiaTime(new Date(`${day}T06:30:00Z`));
  return text.slice(0, text.indexOf(','));
}

function slotTime(slot: SlotOffer): string {
  return formatTime(instantToIndia(new Date(slot.startsAt)).minutes);
}

function ClinicianProfile({ clinician, full }: { clinician: ClinicianCard; full: boolean }) {
  return (
    <div className="clinician-card__profile">
      {clinician.photoUrl ? (
        // Beside the clinician's name: an alt text would only repeat it.
        <img
          className="clinician-card__photo"
          src={clinician.photoUrl}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
      ) : null}
      <h2 className="clinician-card__name">
        {full ? (
          clinician.name
        ) : (
          <a href={`/book/clinician?clinician=${clinician.slug}`}>{clinician.name}</a>
        )}
      </h2>
      <p className="clinician-card__role">
        {clinician.role}
        {clinician.demo ? ' · demonstration profile, not a real person' : ''}
      </p>
      <dl className="clinician-card__facts">
        {clinician.qualifications ? (
          <>
            <dt>Qualifications</dt>
            <dd>{clinician.qualifications}</dd>
          </>
        ) : null}
        {clinician.registrationNumber ? (
          <>
            <dt>Registration</dt>
            <dd>{clinician.registrationNumber}</dd>
          </>
        ) : null}
        <dt>Languages</dt>
        <dd>{clinician.languages.join(', ')}</dd>
        <dt>Sessions</dt>
        <dd>
          {clinician.sessionMinutes} minutes ·{' '}
          {clinician.modes.map((m) => MODE_LABELS[m]).join(', ')}
        </dd>
      </dl>
      {full && clinician.bio ? <p className="clinician-card__bio">{clinician.bio}</p> : null}
    </div>
  );
}

/** Shown while the questionnaire's saved answers are waiting to go with the chosen time. */
function AnswersToShare() {
  const answers = useStore($answersForBooking);
  const share = useStore($shareAnswers);
  // The answers live in this tab's storage: the server's HTML never has them.
  const mounted = useMounted();
  if (!mounted || !answers) return null;
  return (
    <section className="booking-panel booking-answers" aria-labelledby="answers-heading">
      <h2 id="answers-heading">Your answers to our questions</h2>
      <p>
        You chose to save your answers with your booking. When you choose a time, they will be
        shared with your clinician, so they can read them before your first session. You can stop
        sharing them at any time on My sessions.
      </p>
      <label className="booking-answers__choice">
        <input
          type="checkbox"
          checked={share}
          onChange={(e) => setShareAnswers(e.target.checked)}
        />{' '}
        Share my answers with my clinician
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

function HoldPanel() {
  const hold = useStore($hold);
  const key =
    hold.status === 'none' || hold.status === 'holding'
      ? undefined
      : hold.status === 'failed'
        ? `failed:${hold.message}`
        : `${hold.status === 'confirmed' ? 'confirmed' : 'held'}:${hold.slot.startsAt}`;
  const panel = usePanelFocus(key);
  const series = useStore($seriesChoice);
  if (hold.status === 'none' || hold.status === 'holding') return null;
  if (hold.status === 'failed') {
    return (
      <div ref={panel} tabIndex={-1} className="booking-panel booking-panel--problem" role="alert">
        <p>{hold.message}</p>
        <button type="button" className="button" onClick={releaseHoldView}>
          Choose another time
        </button>
      </div>
    );
  }
  const when = describeIndiaTime(new Date(hold.slot.startsAt));
  if (hold.status === 'confirmed') {
    return (
      <div ref={panel} tabIndex={-1} className="booking-panel booking-panel--done" role="status">
        <h2>{hold.series ? 'Your sessions are booked' : 'Your session is booked'}</h2>
        {hold.series ? (
          <>
            <p>
              {MODE_LABELS[hold.slot.mode]} sessions, each e-mailed to you with its calendar
              invitation:
            </p>
            <ul>
              {hold.series.booked.map((startsAt) => (
                <li key={startsAt}>{describeIndiaTime(new Date(startsAt))}</li>
              ))}
            </ul>
            {hold.series.skipped.length > 0 ? (
              <p>
                Not booked:{' '}
                {hold.series.skipped
                  .map(
                    (s) =>
                      `${describeIndiaTime(new Date(s.startsAt))} (${
                        s.reason === 'taken' ? 'not free' : 'no session credit left'
                      })`,
                  )
                  .join('; ')}
                .
              </p>
            ) : null}
          </>
        ) : (
          <p>
            {MODE_LABELS[hold.slot.mode]} session on {when}. We have e-mailed you the details.
          </p>
        )}
        <a className="button" href="/user/sessions">
          See my sessions
        </a>
      </div>
    );
  }
  const expires = formatTime(
    instantToIndia(new Date(hold.status === 'held' ? hold.expiresAt : Date.now())).minutes,
  );
  return (
    <section ref={panel} tabIndex={-1} className="booking-panel" aria-labelledby="hold-heading">
      <h2 id="hold-heading">We are holding {when} for you</h2>
      <p>
        {MODE_LABELS[hold.slot.mode]} session
        <LocalTime instant={new Date(hold.slot.startsAt)} />. The time is kept for you until{' '}
        {expires} IST (10 minutes).
      </p>
      {hold.status === 'held' && hold.answersShared ? (
        <p>
          Your answers are saved with this session for your clinician. You can stop sharing them on{' '}
          <a href="/user/sessions">My sessions</a>.
        </p>
      ) : null}
      {hold.status === 'held' && hold.credits > 0 ? (
        <>
          {hold.credits > 1 ? <SeriesChoice credits={hold.credits} /> : null}
          {series.every ? null : (
            <button type="button" className="button" onClick={() => void confirmWithCredit()}>
              Confirm with a session credit ({hold.credits} left)
            </button>
          )}
        </>
      ) : hold.status === 'held' ? (
        <>
          <p>
            You have no session credits. Pay for this session at the checkout within the 10 minutes
            and it is confirmed when the payment goes through.
          </p>
          <button type="button" className="button" onClick={() => void payForSession()}>
            Pay for this session
          </button>
        </>
      ) : (
        <p role="status">Confirming…</p>
      )}
    </section>
  );
}

/** For one clinician and way of meeting with no free time: be told when a time comes free. */
function WaitingListOffer() {
  const waiting = useStore($waiting);
  if (waiting.status === 'joined') {
    return (
      <p role="status">
        You are number {waiting.position} on the waiting list. When a time comes free, we hold it
        for the first person waiting for two hours and e-mail them a link to book it.
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={waiting.status === 'sending'}
        onClick={() => void joinWaitingList()}
      >
        Tell me when a time comes free
      </button>
      {waiting.status === 'failed' ? <p role="alert">{waiting.message}</p> : null}
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
export default function BookingView({ services, languages, branches, profile = false }: Props) {
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
        aria-label="What kind of session"
        onSubmit={(e) => e.preventDefault()}
      >
        <label>
          Service
          <select value={choice.service} onChange={(e) => choose('service', e.target.value)}>
            <option value="">Any service</option>
            {services.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          How
          <select value={choice.mode} onChange={(e) => choose('mode', e.target.value)}>
            <option value="">Any way</option>
            {SESSION_MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language
          <select value={choice.language} onChange={(e) => choose('language', e.target.value)}>
            <option value="">Any language</option>
            {offeredLanguages(languages, slots, choice.language).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        {choice.mode === 'in-person' ? (
          <label>
            Branch
            <select value={choice.branch} onChange={(e) => choose('branch', e.target.value)}>
              <option value="">Any branch</option>
              {branches.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </form>

      <AnswersToShare />
      <HoldPanel />

      {slots.status === 'error' ? (
        <div className="booking-panel booking-panel--problem" role="alert">
          <p>{slots.message}</p>
          <button type="button" className="button" onClick={() => void loadSlots()}>
            Try again
          </button>
        </div>
      ) : slots.status !== 'ready' ? (
        <p className="booking-loading" role="status" aria-busy="true">
          Finding free times…
        </p>
      ) : slots.answer.clinicians.length === 0 ? (
        <div className="booking-panel">
          <h2>No free times match</h2>
          <p>
            Try "any" for the language or the way of meeting, or call us and we will find a time.
          </p>
          {choice.clinician && choice.mode ? <WaitingListOffer /> : null}
        </div>
      ) : (
        <ul className="clinician-list" aria-label="Clinicians with free times">
          {slots.answer.clinicians.map((clinician) => {
            const own = slots.answer.slots.filter((s) => s.clinician === clinician.slug);
            return (
              <li key={clinician.slug} className="clinician-card">
                <ClinicianProfile clinician={clinician} full={profile} />
                <div className="clinician-card__slots">
                  {groupByDay(own).map(([day, daySlots]) => (
                    <fieldset key={day} className="slot-day">
                      <legend>{dayLabel(day)}</legend>
                      {daySlots.map((slot) => (
                        <button
                          key={`${slot.startsAt}-${slot.mode}`}
                          type="button"
                          className="slot-button"
                          disabled={hold.status === 'holding' || hold.status === 'confirming'}
                          onClick={() => void holdSlot(slot)}
                        >
                          <span className="visually-hidden">{dayLabel(day)}, </span>
                          {slotTime(slot)}{' '}
                          <span className="slot-button__mode">
                            {MODE_LABELS[slot.mode]}
                            {slot.branch
                              ? ` at ${branches.find((b) => b.value === slot.branch)?.label ?? slot.branch}`
                              : ''}
                          </span>
                          <span className="visually-hidden"> with {clinician.name}</span>
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
