import { atom, computed } from 'nanostores';
import { bookingAnswers } from '#/features/get-matched/matching/booking-answers.ts';
import type { Concern, Language, Mode, Who } from '#/features/get-matched/matching/options.ts';
import {
  completedScreeners,
  decodeState,
  initialState,
  needsCrisisHelp,
  type QuestionnaireState,
  type ScreenerId,
  STEPS,
  type StepErrorWords,
  stepError,
  stepNumber,
} from '#/features/get-matched/matching/state.ts';
import { bookHref, suggestServices } from '#/features/get-matched/matching/suggest.ts';
import type { Answer, Difficulty } from '#/lib/screeners/screener.ts';
import {
  $answersForBooking,
  forgetSavedAnswers,
  QUESTIONNAIRE_KEY,
} from './saved-answers.store.ts';

/**
 * The get-matched questionnaire (/get-matched). Answers are scored here, in the browser, and
 * never sent to the server by this store. They live in memory and, so that a reload does not
 * lose them, in sessionStorage (gone when the tab closes). Reaching the result clears that copy,
 * unless the person chose to save the answers with a booking: then it stays for the booking
 * page, which reads `$answersForBooking` and calls `clearAnswers()` once it has sent them.
 */

export const STORAGE_KEY = QUESTIONNAIRE_KEY;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked: the answers stay in memory only
  }
}

export const $questionnaire = atom<QuestionnaireState>(
  decodeState(storage()?.getItem(STORAGE_KEY)),
);

/** The message of the step the person tried to leave too early; cleared on any answer. */
export const $stepError = atom<string | undefined>(undefined);

/** Keeps the session copy in step: while answering, and after the result only with consent. */
function persist(state: QuestionnaireState): void {
  const store = storage();
  if (!store) return;
  try {
    if (state.step === 'result' && !state.saveWithBooking) store.removeItem(STORAGE_KEY);
    // The answers the booking page sends, built here once, so that /book need not load the
    // questionnaire's code to build them (saved-answers.store.ts).
    else
      store.setItem(STORAGE_KEY, JSON.stringify({ ...state, forBooking: bookingAnswers(state) }));
  } catch (error) {
    console.error('[get-matched] keeping the answers for this tab failed:', error);
  }
}

function update(change: Partial<QuestionnaireState>): void {
  const next = { ...$questionnaire.get(), ...change };
  $questionnaire.set(next);
  $stepError.set(undefined);
  $answersForBooking.set(bookingAnswers(next));
  persist(next);
}

export const $stepNumber = computed($questionnaire, (state) => stepNumber(state.step));
export const $crisis = computed($questionnaire, needsCrisisHelp);
export const $scores = computed($questionnaire, completedScreeners);
export const $suggestions = computed($questionnaire, (state) =>
  suggestServices({ who: state.who ?? 'myself', concerns: state.concerns }),
);
export const $bookHref = computed($questionnaire, (state) =>
  bookHref(suggestServices({ who: state.who ?? 'myself', concerns: state.concerns })[0], {
    mode: state.mode ?? 'any',
    language: state.language ?? 'any',
  }),
);

/** The answers the booking page may send: null unless the person consented. */
export { $answersForBooking };

export const setWho = (who: Who) => update({ who });
export const setLanguage = (language: Language) => update({ language });
export const setMode = (mode: Mode) => update({ mode });

export function toggleConcern(concern: Concern, chosen: boolean): void {
  const concerns = $questionnaire.get().concerns.filter((c) => c !== concern);
  update({ concerns: chosen ? [...concerns, concern] : concerns });
}

/** The screener's closing question: how difficult the problems make life (not scored). */
export function answerDifficulty(screener: ScreenerId, value: Difficulty): void {
  const state = $questionnaire.get();
  update({ difficulty: { ...state.difficulty, [screener]: value } });
}

export function answer(screener: ScreenerId, item: number, value: Answer): void {
  const state = $questionnaire.get();
  const answers = { ...state.answers, [screener]: state.answers[screener].with(item, value) };
  update({ answers });
}

/**
 * Moves on when the step is complete; otherwise sets the message saying what is missing and
 * returns false. Leaving the screeners with none answered counts as skipping them.
 */
export function next(words?: StepErrorWords): boolean {
  const state = $questionnaire.get();
  const error = stepError(state, state.step, words);
  if (error) {
    $stepError.set(error);
    return false;
  }
  const following = STEPS[STEPS.indexOf(state.step) + 1] ?? 'result';
  if (state.step === 'screeners') {
    update({
      step: following,
      screeners:
        completedScreeners({ ...state, screeners: 'taken' }).length > 0 ? 'taken' : 'skipped',
    });
  } else {
    update({ step: following });
  }
  return true;
}

export function back(): void {
  const state = $questionnaire.get();
  const index = STEPS.indexOf(state.step);
  if (index > 0) update({ step: STEPS[index - 1]! });
}

/**
 * The screeners are optional: skipping forgets any answers given, so none are kept, but not
 * the crisis help that an answer to PHQ-9 item 9 called for.
 */
export function skipScreeners(): void {
  const state = $questionnaire.get();
  update({
    step: 'result',
    screeners: 'skipped',
    answers: initialState().answers,
    difficulty: initialState().difficulty,
    crisisNoted: needsCrisisHelp(state),
  });
}

export const setSaveWithBooking = (saveWithBooking: boolean) => update({ saveWithBooking });

/** Forgets every answer, in memory and in this tab's storage. */
export function clearAnswers(): void {
  $questionnaire.set(initialState());
  $stepError.set(undefined);
  forgetSavedAnswers();
}
