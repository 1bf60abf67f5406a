import { atom } from 'nanostores';
import { postWaitingList } from '#/api/booking-waiting-list.ts';
import { bookHref } from '#/features/booking/booking-view.ts';
import { loginHref } from '#/lib/auth.ts';
import type { ApiError } from '#/lib/http.ts';
import { pageLocaleField } from '#/lib/i18n.ts';
import { $choice } from './booking.store.ts';

/**
 * Asking to be told when a clinician with no free time has one: the first in the queue is
 * e-mailed a freed time, held for them for two hours.
 */
export type WaitingState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'joined'; position: number }
  | { status: 'failed'; error: ApiError };

export const $waiting = atom<WaitingState>({ status: 'idle' });

export async function joinWaitingList(): Promise<void> {
  const choice = $choice.get();
  if (!choice.clinician || !choice.mode) return;
  $waiting.set({ status: 'sending' });
  const result = await postWaitingList({
    clinician: choice.clinician,
    mode: choice.mode,
    branch: choice.mode === 'in-person' ? choice.branch || null : null,
    service: choice.service || 'psychologicalcounselling',
    language: choice.language,
    ...pageLocaleField(),
  });
  if (!result.ok && result.status === 401) {
    window.location.assign(loginHref(bookHref(choice)));
    return;
  }
  $waiting.set(
    result.ok
      ? { status: 'joined', position: result.data.position }
      : { status: 'failed', error: result.error },
  );
}
