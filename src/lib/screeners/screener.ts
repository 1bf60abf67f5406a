/**
 * What the PHQ-9 and the GAD-7 have in common: items answered on the same four-point scale
 * about the last two weeks, a total that is the sum of the answers, and published bands of that
 * total. Scoring happens in the browser; nothing here is sent anywhere.
 */

/** 0 Not at all, 1 Several days, 2 More than half the days, 3 Nearly every day. */
export type Answer = 0 | 1 | 2 | 3;

/** One answer per item, in the items' order; null for an item not answered yet. */
export type Answers = (Answer | null)[];

/** The response options, in the published wording, with their scores. */
export const RESPONSE_OPTIONS: readonly { value: Answer; label: string }[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

/**
 * The closing question of the published PHQ-9 and GAD-7, asked after the items and never scored:
 * how much the problems get in the way, which a clinician reads beside the total.
 */
export const DIFFICULTY_QUESTION =
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';

export const DIFFICULTY_OPTIONS = [
  'Not difficult at all',
  'Somewhat difficult',
  'Very difficult',
  'Extremely difficult',
] as const;

export type Difficulty = (typeof DIFFICULTY_OPTIONS)[number];

export function isDifficulty(value: unknown): value is Difficulty {
  return (DIFFICULTY_OPTIONS as readonly unknown[]).includes(value);
}

export interface Band {
  /** The lowest total in the band; a band runs up to the next band's `from` less one. */
  from: number;
  /** The published name of the band, e.g. "Moderate". */
  label: string;
  /** What the band means, in plain words: a screener's result, never a diagnosis. */
  explanation: string;
}

export interface Screener {
  id: 'phq9' | 'gad7';
  /** The short name people know it by. */
  name: string;
  /** What it asks about, in a few words, for headings. */
  about: string;
  /** The published question that introduces the items. */
  question: string;
  /** The published wording of each item, in order. */
  items: readonly string[];
  /** The published bands, lowest first, the first starting at 0. */
  bands: readonly Band[];
}

export interface ScreenerScore {
  /** How many items have an answer. */
  answered: number;
  /** True when every item has an answer: only then do the total and the band mean anything. */
  complete: boolean;
  /** The sum of the answers given so far. */
  total: number;
  /** The highest total possible: 3 points for each item. */
  max: number;
  /** The band of the total, once complete. */
  band: Band | undefined;
}

/** An empty set of answers for a screener. */
export function noAnswers(screener: Screener): Answers {
  return screener.items.map(() => null);
}

export function isAnswer(value: unknown): value is Answer {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The band a total falls in. */
export function bandOf(screener: Screener, total: number): Band {
  let found = screener.bands[0]!;
  for (const band of screener.bands) if (total >= band.from) found = band;
  return found;
}

/** Sums the answers and, when every item is answered, names the band. */
export function scoreScreener(screener: Screener, answers: Answers): ScreenerScore {
  const given = screener.items.map((_, i) => answers[i]).filter(isAnswer);
  const total = given.reduce<number>((sum, answer) => sum + answer, 0);
  const complete = given.length === screener.items.length;
  return {
    answered: given.length,
    complete,
    total,
    max: screener.items.length * 3,
    band: complete ? bandOf(screener, total) : undefined,
  };
}
