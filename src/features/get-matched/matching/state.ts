import { GAD7 } from '#/lib/screeners/gad7.ts';
import { PHQ9, phq9FlagsCrisis } from '#/lib/screeners/phq9.ts';
import {
  type Answers,
  type Difficulty,
  isAnswer,
  isDifficulty,
  noAnswers,
  type Screener,
  scoreScreener,
} from '#/lib/screeners/screener.ts';
import {
  CONCERNS,
  type Concern,
  isOption,
  LANGUAGES,
  type Language,
  MODES,
  type Mode,
  WHO,
  type Who,
} from './options.ts';

/**
 * The get-matched questionnaire as data: its steps, what each needs before moving on, and the
 * reading of a stored copy. Pure, so the rules are unit tested; the store (src/features/get-matched/get-matched.store.ts)
 * holds the state and the page shows it.
 */

export const STEPS = ['who', 'concerns', 'preferences', 'screeners', 'result'] as const;
export type Step = (typeof STEPS)[number];

/** The steps with questions, counted in "Step 2 of 4"; the result is not one of them. */
export const QUESTION_STEPS = 4;

export const SCREENERS = { phq9: PHQ9, gad7: GAD7 } as const;
export type ScreenerId = keyof typeof SCREENERS;

export interface QuestionnaireState {
  step: Step;
  who: Who | null;
  concerns: Concern[];
  language: Language | null;
  mode: Mode | null;
  answers: Record<ScreenerId, Answers>;
  /** Each screener's closing question (how difficult the problems make life), not scored. */
  difficulty: Record<ScreenerId, Difficulty | null>;
  /** Whether the person took the optional screeners or skipped them; unknown until then. */
  screeners: 'pending' | 'taken' | 'skipped';
  /** The person's explicit choice to send the answers with their booking. Off by default. */
  saveWithBooking: boolean;
  /**
   * PHQ-9 item 9 was answered above 0 before the screeners were skipped: skipping forgets the
   * answers, never the crisis help they called for.
   */
  crisisNoted: boolean;
}

export function initialState(): QuestionnaireState {
  return {
    step: 'who',
    who: null,
    concerns: [],
    language: null,
    mode: null,
    answers: { phq9: noAnswers(PHQ9), gad7: noAnswers(GAD7) },
    difficulty: { phq9: null, gad7: null },
    screeners: 'pending',
    saveWithBooking: false,
    crisisNoted: false,
  };
}

/** The 1-based number of a question step ("Step 2 of 4"); the result has none. */
export function stepNumber(step: Step): number | undefined {
  const index = STEPS.indexOf(step);
  return index < QUESTION_STEPS ? index + 1 : undefined;
}

/** Item numbers (1-based) without an answer. */
export function unanswered(screener: Screener, answers: Answers): number[] {
  return screener.items.flatMap((_, i) => (isAnswer(answers[i]) ? [] : [i + 1]));
}

/** The step messages' words: English here; the Hindi and Marathi pages pass theirs. */
export type StepErrorWords = Record<
  | 'error.who'
  | 'error.concerns'
  | 'error.preferences'
  | 'error.aLanguage'
  | 'error.aMode'
  | 'error.and'
  | 'error.question'
  | 'error.questions'
  | 'error.screeners'
  | 'error.screenersJoin',
  string
>;

const ENGLISH_ERRORS: StepErrorWords = {
  'error.who': 'Please choose who the help is for.',
  'error.concerns':
    'Please choose at least one thing that is troubling you, or "Something else, or I am not sure".',
  'error.preferences': 'Please choose {missing} ("No preference" is fine).',
  'error.aLanguage': 'a language',
  'error.aMode': 'a way to meet',
  'error.and': ' and ',
  'error.question': 'question {n}',
  'error.questions': 'questions {list} and {last}',
  'error.screeners': 'Please answer {problems}, or skip this step.',
  'error.screenersJoin': ', and ',
};

const put = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * What is missing before the person can leave a step, as a sentence they can act on (in the
 * page's language), or undefined when the step is complete. A screener is either left alone or
 * answered in full: a half-answered one has no meaningful total.
 */
export function stepError(
  state: QuestionnaireState,
  step: Step,
  w: StepErrorWords = ENGLISH_ERRORS,
): string | undefined {
  const list = (numbers: number[]) =>
    numbers.length === 1
      ? put(w['error.question'], { n: numbers[0] ?? '' })
      : put(w['error.questions'], {
          list: numbers.slice(0, -1).join(', '),
          last: numbers.at(-1) ?? '',
        });
  switch (step) {
    case 'who':
      return state.who ? undefined : w['error.who'];
    case 'concerns':
      return state.concerns.length > 0 ? undefined : w['error.concerns'];
    case 'preferences': {
      const missing = [
        !state.language && w['error.aLanguage'],
        !state.mode && w['error.aMode'],
      ].filter(Boolean);
      return missing.length === 0
        ? undefined
        : put(w['error.preferences'], { missing: missing.join(w['error.and']) });
    }
    case 'screeners': {
      const problems = (Object.keys(SCREENERS) as ScreenerId[]).flatMap((id) => {
        const screener = SCREENERS[id];
        const missing = unanswered(screener, state.answers[id]);
        return missing.length > 0 && missing.length < screener.items.length
          ? [`${screener.name} ${list(missing)}`]
          : [];
      });
      return problems.length === 0
        ? undefined
        : put(w['error.screeners'], { problems: problems.join(w['error.screenersJoin']) });
    }
    case 'result':
      return undefined;
  }
}

/** The screeners answered in full, with their scores. */
export function completedScreeners(state: QuestionnaireState) {
  if (state.screeners !== 'taken') return [];
  return (Object.keys(SCREENERS) as ScreenerId[])
    .map((id) => ({
      screener: SCREENERS[id],
      answers: state.answers[id],
      score: scoreScreener(SCREENERS[id], state.answers[id]),
    }))
    .filter(({ score }) => score.complete);
}

/** PHQ-9 item 9 above 0, as soon as it is answered, even before the step is finished. */
export function needsCrisisHelp(state: QuestionnaireState): boolean {
  return state.crisisNoted || phq9FlagsCrisis(state.answers.phq9);
}

const answersOf = (screener: Screener, value: unknown): Answers =>
  screener.items.map((_, i) => {
    const answer = Array.isArray(value) ? value[i] : null;
    return isAnswer(answer) ? answer : null;
  });

/**
 * Reads a stored copy (sessionStorage) back, keeping only what is valid: a copy from an older
 * version of the page, or one edited by hand, starts the questionnaire afresh where it must.
 */
export function decodeState(text: string | null | undefined): QuestionnaireState {
  const fresh = initialState();
  if (!text) return fresh;
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return fresh;
    raw = parsed as Record<string, unknown>;
  } catch {
    return fresh;
  }
  const answers = (raw.answers ?? {}) as Record<string, unknown>;
  const difficulty = (raw.difficulty ?? {}) as Record<string, unknown>;
  return {
    step: isOption(
      STEPS.map((value) => ({ value, label: value })),
      raw.step,
    )
      ? (raw.step as Step)
      : fresh.step,
    who: isOption(WHO, raw.who) ? raw.who : null,
    concerns: Array.isArray(raw.concerns)
      ? [...new Set(raw.concerns.filter((c): c is Concern => isOption(CONCERNS, c)))]
      : [],
    language: isOption(LANGUAGES, raw.language) ? raw.language : null,
    mode: isOption(MODES, raw.mode) ? raw.mode : null,
    answers: { phq9: answersOf(PHQ9, answers.phq9), gad7: answersOf(GAD7, answers.gad7) },
    difficulty: {
      phq9: isDifficulty(difficulty.phq9) ? difficulty.phq9 : null,
      gad7: isDifficulty(difficulty.gad7) ? difficulty.gad7 : null,
    },
    screeners: raw.screeners === 'taken' || raw.screeners === 'skipped' ? raw.screeners : 'pending',
    saveWithBooking: raw.saveWithBooking === true,
    crisisNoted: raw.crisisNoted === true,
  };
}
