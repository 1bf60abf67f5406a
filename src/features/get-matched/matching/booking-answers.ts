import type { Difficulty } from '#/lib/screeners/screener.ts';
import type { Concern, Language, Mode, Who } from './options.ts';
import { completedScreeners, needsCrisisHelp, type QuestionnaireState } from './state.ts';

/**
 * What the booking page may send with a booking, and only when the person has ticked "Save my
 * answers with my booking": their choices and, for each screener they completed, the answers,
 * the total and the band. Without that consent there is nothing to send.
 */
export interface BookingAnswers {
  who: Who;
  concerns: Concern[];
  language: Language;
  mode: Mode;
  screeners: {
    id: 'phq9' | 'gad7';
    answers: number[];
    total: number;
    band: string;
    /** The closing question's answer, when given (not scored). */
    difficulty?: Difficulty;
  }[];
  /** PHQ-9 item 9 above 0: the clinician should know before the first session. */
  crisisFlag: boolean;
}

export function bookingAnswers(state: QuestionnaireState): BookingAnswers | null {
  if (!state.saveWithBooking || state.step !== 'result') return null;
  if (!state.who || !state.language || !state.mode) return null;
  return {
    who: state.who,
    concerns: state.concerns,
    language: state.language,
    mode: state.mode,
    screeners: completedScreeners(state).map(({ screener, answers, score }) => ({
      id: screener.id,
      answers: answers.map((answer) => answer ?? 0),
      total: score.total,
      band: score.band?.label ?? '',
      ...(state.difficulty[screener.id] ? { difficulty: state.difficulty[screener.id]! } : {}),
    })),
    crisisFlag: needsCrisisHelp(state),
  };
}
