import { atom } from 'nanostores';
import { cancelOne, cancelWithRest, reschedule, stopSharing } from '#/api/booking-action.ts';
import { cancelByLink, moveByLink, showLinkedSession } from '#/api/booking-link.ts';
import { searchSlots } from '#/api/booking-slots.ts';
import { getMySessions, type MySession, type MySessionsAnswer } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { BOOKING_MESSAGES } from '#/features/booking/booking-messages.ts';
import { loginHref } from '#/lib/auth.ts';
import type { ApiResult } from '#/lib/http.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';

export type MySessionsState =
  | { status: 'loading' }
  | { status: 'ready'; data: Json<MySessionsAnswer> }
  | { status: 'error'; message: string };

export const $mySessions = atom<MySessionsState>({ status: 'loading' });

/** A message after an action (cancelled, moved, or why not), read out politely. */
export const $sessionNotice = atom<{ tone: 'ok' | 'problem'; text: string } | null>(null);

/** The session being moved and the free times it could move to. */
export const $moving = atom<
  | { status: 'none' }
  | { status: 'loading'; session: Json<MySession> }
  | { status: 'choosing'; session: Json<MySession>; times: string[] }
>({ status: 'none' });

export async function loadMySessions(): Promise<void> {
  const result = await getMySessions();
  if (result.ok) $mySessions.set({ status: 'ready', data: result.data });
  // Back to the page that asked (My sessions, or the purchases with their credits).
  else if (result.status === 401) window.location.replace(loginHref(window.location.pathname));
  else $mySessions.set({ status: 'error', message: result.error.message });
}

export async function cancelSession(session: Json<MySession>): Promise<void> {
  const result = await cancelOne(session.id);
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

/** Cancels a session of a series and every later one of it, each under the usual rules. */
export async function cancelRestOfSeries(session: Json<MySession>): Promise<void> {
  const result = await cancelWithRest(session.id);
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? {
          tone: 'ok',
          text: `${result.data.cancelled} sessions are cancelled${
            result.data.creditsReturned > 0
              ? `, and ${result.data.creditsReturned} session ${
                  result.data.creditsReturned === 1 ? 'credit is' : 'credits are'
                } back in your balance`
              : ''
          }.`,
        }
      : { tone: 'problem', text: result.error.message },
  );
}

/** Stops sharing the get-matched answers saved with a session: the server deletes them. */
export async function stopSharingAnswers(session: Json<MySession>): Promise<void> {
  const result = await stopSharing(session.id);
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? { tone: 'ok', text: 'Your answers are no longer shared with your clinician.' }
      : { tone: 'problem', text: result.error.message },
  );
}

/** The clinician's free times in the same way of meeting, at most 40, to move a session to. */
async function freeTimesFor(session: Json<MySession>): Promise<ApiResult<string[]>> {
  const result = await searchSlots({
    clinician: session.clinician.slug,
    mode: session.mode,
    branch: session.branch ?? '',
  });
  return result.ok
    ? { ...result, data: result.data.slots.map((s) => s.startsAt).slice(0, 40) }
    : result;
}

/** Lists the free times a signed-in customer's session could move to. */
export async function startMoving(session: Json<MySession>): Promise<void> {
  $moving.set({ status: 'loading', session });
  const times = await freeTimesFor(session);
  if (!times.ok) {
    $moving.set({ status: 'none' });
    $sessionNotice.set({ tone: 'problem', text: times.error.message });
    return;
  }
  $moving.set({ status: 'choosing', session, times: times.data });
}

export function stopMoving(): void {
  $moving.set({ status: 'none' });
}

export async function moveSession(session: Json<MySession>, startsAt: string): Promise<void> {
  const result = await reschedule(session.id, startsAt);
  $moving.set({ status: 'none' });
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? { tone: 'ok', text: 'Your session has been moved. The new time is below.' }
      : { tone: 'problem', text: result.error.message },
  );
}

/**
 * A signed link from an e-mail (`?cancel=<id>&token=…` or `?move=<id>&token=…`), acted on from
 * this page without signing in: a cancellation is asked once more; a move first shows the session
 * and the clinician's free times.
 */
export type EmailLinkState =
  | { status: 'none' }
  | { status: 'asking'; booking: string; token: string }
  | { status: 'loading'; booking: string; token: string }
  | {
      status: 'choosing';
      booking: string;
      token: string;
      session: Json<MySession>;
      times: string[];
    }
  | { status: 'done'; text: string }
  | { status: 'failed'; text: string };

export const $emailLink = atom<EmailLinkState>({ status: 'none' });

/** Reads the link's action from the address; true when there is one to act on. */
export function readEmailLink(search: string): boolean {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const cancel = params.get('cancel');
  const move = params.get('move');
  if (token && cancel) $emailLink.set({ status: 'asking', booking: cancel, token });
  else if (token && move) void loadLinkedSession(move, token);
  return $emailLink.get().status !== 'none';
}

async function loadLinkedSession(booking: string, token: string): Promise<void> {
  $emailLink.set({ status: 'loading', booking, token });
  const shown = await showLinkedSession({ booking, token });
  if (!shown.ok) {
    $emailLink.set({ status: 'failed', text: shown.error.message });
    return;
  }
  const { session } = shown.data;
  if (session.status !== 'confirmed' || !session.canChange) {
    const text =
      session.status === 'cancelled' ? BOOKING_MESSAGES.changedAlready : BOOKING_MESSAGES.tooLate;
    $emailLink.set({ status: 'failed', text });
    return;
  }
  // Moving keeps the credit under the same 24 hours' notice as cancelling with it back.
  if (!session.creditBackIfCancelled) {
    $emailLink.set({ status: 'failed', text: BOOKING_MESSAGES.moveTooLate });
    return;
  }
  const times = await freeTimesFor(session);
  $emailLink.set(
    times.ok
      ? { status: 'choosing', booking, token, session, times: times.data }
      : { status: 'failed', text: times.error.message },
  );
}

export async function confirmLinkCancel(): Promise<void> {
  const state = $emailLink.get();
  if (state.status !== 'asking') return;
  const result = await cancelByLink({ booking: state.booking, token: state.token });
  $emailLink.set(
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

export async function confirmLinkMove(startsAt: string): Promise<void> {
  const state = $emailLink.get();
  if (state.status !== 'choosing') return;
  const result = await moveByLink({ booking: state.booking, token: state.token, startsAt });
  $emailLink.set(
    result.ok
      ? {
          status: 'done',
          text: `Your session has been moved to ${describeIndiaTime(new Date(result.data.booking.startsAt))}. The new calendar invitation is on its way by e-mail.`,
        }
      : { status: 'failed', text: result.error.message },
  );
}
