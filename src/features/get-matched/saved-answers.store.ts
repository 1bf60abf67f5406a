import { atom } from 'nanostores';
import type { BookingAnswers } from '#/features/get-matched/matching/booking-answers.ts';

/**
 * The get-matched answers a person chose to save with their booking, as the booking page reads
 * them: built by the questionnaire's store at its result and kept in this tab's sessionStorage
 * beside the questionnaire (`forBooking`), so that /book reads them without loading the
 * questionnaire, its screeners and its rules. The server checks them when they arrive.
 */
export const QUESTIONNAIRE_KEY = 'getMatched';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): BookingAnswers | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(QUESTIONNAIRE_KEY) ?? 'null');
    const answers = (stored as { forBooking?: unknown } | null)?.forBooking;
    return answers && typeof answers === 'object' ? (answers as BookingAnswers) : null;
  } catch {
    return null;
  }
}

export const $answersForBooking = atom<BookingAnswers | null>(read());

/** Forgets the answers, here and in this tab's storage (once sent, or when the person asks). */
export function forgetSavedAnswers(): void {
  $answersForBooking.set(null);
  try {
    storage()?.removeItem(QUESTIONNAIRE_KEY);
  } catch {
    // nothing stored to clear
  }
}
