import { atom } from 'nanostores';
import { calendarActionPath, type SharedAnswersAnswer } from '#/api/admin-calendar-action.ts';
import type { Json } from '#/api/json.ts';
import { adminFetch, errorMessage, isQuiet } from '#/features/admin/api.ts';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import type { CalendarRow } from './calendar.store.ts';

/**
 * The Calendar tab's "Shared answers" dialog. The answers are health data: they are fetched
 * only when an admin opens them (each reading is audited on the server) and dropped on closing.
 */
export type SharedAnswersState =
  | { status: 'closed' }
  | { status: 'loading'; row: CalendarRow }
  | { status: 'ready'; row: CalendarRow; answers: SharedAnswers }
  | { status: 'failed'; row: CalendarRow; message: string };

export const $sharedAnswers = atom<SharedAnswersState>({ status: 'closed' });

export async function openSharedAnswers(row: CalendarRow): Promise<void> {
  $sharedAnswers.set({ status: 'loading', row });
  try {
    const { answers } = await adminFetch<Json<SharedAnswersAnswer>>(
      calendarActionPath(row.id, 'answers'),
    );
    if (isCurrent(row)) $sharedAnswers.set({ status: 'ready', row, answers });
  } catch (error) {
    if (isQuiet(error) || !isCurrent(row)) return;
    $sharedAnswers.set({
      status: 'failed',
      row,
      message: errorMessage(error, 'The answers could not be loaded. Please try again.'),
    });
  }
}

/** Still the dialog the admin has open: a late answer for a closed one is dropped. */
function isCurrent(row: CalendarRow): boolean {
  const state = $sharedAnswers.get();
  return state.status !== 'closed' && state.row.id === row.id;
}

export function closeSharedAnswers(): void {
  $sharedAnswers.set({ status: 'closed' });
}
