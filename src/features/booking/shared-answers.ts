import {
  CONCERNS,
  LANGUAGES,
  labelOf,
  MODES,
  WHO,
} from '#/features/get-matched/matching/options.ts';
import { GAD7 } from '#/lib/screeners/gad7.ts';
import { PHQ9 } from '#/lib/screeners/phq9.ts';
import { DIFFICULTY_QUESTION, RESPONSE_OPTIONS } from '#/lib/screeners/screener.ts';
import type { SharedAnswers } from './booking-answers-schema.ts';

/**
 * The get-matched answers saved with a booking, in words: what the customer sees on My sessions
 * (a summary) and what an admin reads in the Calendar tab (every answer).
 */

const SCREENERS = { phq9: PHQ9, gad7: GAD7 } as const;

export interface ScreenerSummary {
  name: string;
  about: string;
  /** "Mild, 7 of 27". */
  result: string;
  /** The closing question and its answer, when given (not scored). */
  difficulty?: { question: string; answer: string };
  items: { question: string; answer: string }[];
}

export interface AnswersSummary {
  who: string;
  concerns: string[];
  language: string;
  mode: string;
  screeners: ScreenerSummary[];
  crisisFlag: boolean;
}

export function summariseAnswers(answers: SharedAnswers): AnswersSummary {
  return {
    who: labelOf(WHO, answers.who),
    concerns: answers.concerns.map((concern) => labelOf(CONCERNS, concern)),
    language: labelOf(LANGUAGES, answers.language),
    mode: labelOf(MODES, answers.mode),
    screeners: answers.screeners.map((taken) => {
      const screener = SCREENERS[taken.id];
      return {
        name: screener.name,
        about: screener.about,
        result: `${taken.band}, ${taken.total} of ${screener.items.length * 3}`,
        items: screener.items.map((question, i) => ({
          question,
          answer: RESPONSE_OPTIONS.find((o) => o.value === taken.answers[i])?.label ?? '',
        })),
        ...(taken.difficulty
          ? { difficulty: { question: DIFFICULTY_QUESTION, answer: taken.difficulty } }
          : {}),
      };
    }),
    crisisFlag: answers.crisisFlag,
  };
}
