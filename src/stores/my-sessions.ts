import { atom } from 'nanostores';
import { loginHref } from '#/lib/auth.ts';
import type { MySessionsAnswer, SessionView, SlotAnswer } from '#/lib/booking-view.ts';
import { api, postJson, sendJson } from './http.ts';

export type MySessionsState =
  | { status: 'loading' }
  | { status: 'ready'; data: MySessionsAnswer }
  | { status: 'error'; message: string };

export const $mySessions = atom<MySessionsState>({ status: 'loading' });

/** A message after an action (cancelled, moved, or why not), read out politely. */
export const $sessionNotice = atom<{ tone: 'ok' | 'problem'; text: string } | null>(null);

/** The session being moved and the free times it could move to. */
export const $moving = atom<
  | { status: 'none' }
  | { status: 'loading'; session: SessionView }
  | { status: 'choosing'; session: SessionView; times: string[] }
>({ status: 'none' });

export async function loadMySessions(): Promise<void> {
  const result = await api<MySessionsAnswer>('/api/bookings');
  if (result.ok) $mySessions.set({ status: 'ready', data: result.data });
  // Back to the page that asked (My sessions, or the purchases with their credits).
  else if (result.status === 401) window.location.replace(loginHref(window.location.pathname));
  else $mySessions.set({ status: 'error', message: result.error.message });
}

export async function cancelSession(session: SessionView): Promise<void> {
  const result = await postJson<{ creditReturned: boolean }>(`/api/bookings/${session.id}/cancel`);
  // The list is read again first, so the message and the changed list arrive together.
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? {
          tone: 'ok',
          text: result.data.creditReturned
            ? 'Your session is cancelled and the session credit is back in your balance.'
            : 'Your session is cancelled.',
        }
      : { tone: 'problem', text: result.error.message },
  );
}

/** Stops sharing the get-matched answers saved with a session: the server deletes them. */
export async function stopSharingAnswers(session: SessionView): Promise<void> {
  const result = await sendJson('DELETE', `/api/bookings/${session.id}/answers`);
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? { tone: 'ok', text: 'Your answers are no longer shared with your clinician.' }
      : { tone: 'problem', text: result.error.message },
  );
}

/** Lists the clinician's free times in the same way of meeting, to move a session to. */
export async function startMoving(session: SessionView): Promise<void> {
  $moving.set({ status: 'loading', session });
  const params = new URLSearchParams({ clinician: session.clinician.slug, mode: session.mode });
  if (session.branch) params.set('branch', session.branch);
  const result = await api<SlotAnswer>(`/api/booking/slots?${params}`);
  if (!result.ok) {
    $moving.set({ status: 'none' });
    $sessionNotice.set({ tone: 'problem', text: result.error.message });
    return;
  }
  $moving.set({
    status: 'choosing',
    session,
    times: result.data.slots.map((s) => s.startsAt).slice(0, 40),
  });
}

export function stopMoving(): void {
  $moving.set({ status: 'none' });
}

export async function moveSession(session: SessionView, startsAt: string): Promise<void> {
  const result = await postJson(`/api/bookings/${session.id}/reschedule`, { startsAt });
  $moving.set({ status: 'none' });
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? { tone: 'ok', text: 'Your session has been moved. The new time is below.' }
      : { tone: 'problem', text: result.error.message },
  );
}

/** A cancel link from an e-mail, waiting for the person to confirm it on this page. */
export const $linkCancel = atom<
  | { status: 'none' }
  | { status: 'asking'; booking: string; token: string }
  | { status: 'done'; text: string }
  | { status: 'failed'; text: string }
>({ status: 'none' });

/** Reads `?cancel=<id>&token=<signature>` from the address (the e-mail's one-click link). */
export function readCancelLink(search: string): void {
  const params = new URLSearchParams(search);
  const booking = params.get('cancel');
  const token = params.get('token');
  if (booking && token) $linkCancel.set({ status: 'asking', booking, token });
}

export async function confirmLinkCancel(): Promise<void> {
  const state = $linkCancel.get();
  if (state.status !== 'asking') return;
  const result = await postJson<{ creditReturned: boolean }>('/api/booking-link/cancel', {
    booking: state.booking,
    token: state.token,
  });
  $linkCancel.set(
    result.ok
      ? {
          status: 'done',
          text: result.data.creditReturned
            ? 'Your session is cancelled and the session credit is back in your balance.'
            : 'Your session is cancelled.',
        }
      : { status: 'failed', text: result.error.message },
  );
}
