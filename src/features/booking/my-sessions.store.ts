import { atom } from 'nanostores';
import { cancelOne, cancelWithRest, reschedule, stopSharing } from '#/api/booking-action.ts';
import { cancelByLink, moveByLink, showLinkedSession } from '#/api/booking-link.ts';
import { searchSlots } from '#/api/booking-slots.ts';
import { getMySessions, type MySession, type MySessionsAnswer } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { BOOKING_MESSAGES } from '#/features/booking/booking-messages.ts';
import { loginHref } from '#/lib/auth.ts';
import type { ApiError, ApiResult } from '#/lib/http.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { notice } from '#/lib/messages.ts';

export type MySessionsState =
  | { status: 'loading' }
  | { status: 'ready'; data: Json<MySessionsAnswer> }
  | { status: 'error'; error: ApiError };

export const $mySessions = atom<MySessionsState>({ status: 'loading' });

/**
 * A message after an action (cancelled, moved, or why not), read out politely: the server's error
 * or the store's own words, each with its code for the page's language (src/lib/messages.ts).
 */
export const $sessionNotice = atom<{ tone: 'ok' | 'problem'; message: ApiError } | null>(null);

/** A cancelled session's message: with the credit back or without. */
const cancelledNotice = (creditReturned: boolean) =>
  creditReturned
    ? notice(
        'cancelled_credit_back',
        'Your session is cancelled and the session credit is back in your balance.',
      )
    : notice('cancelled', 'Your session is cancelled.');

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
  else $mySessions.set({ status: 'error', error: result.error });
}

export async function cancelSession(session: Json<MySession>): Promise<void> {
  const result = await cancelOne(session.id);
  // The list is read again first, so the message and the changed list arrive together.
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? { tone: 'ok', message: cancelledNotice(result.data.creditReturned) }
      : { tone: 'problem', message: result.error },
  );
}

/** Cancels a session of a series and every later one of it, each under the usual rules. */
export async function cancelRestOfSeries(session: Json<MySession>): Promise<void> {
  const result = await cancelWithRest(session.id);
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? { tone: 'ok', message: seriesCancelledNotice(result.data) }
      : { tone: 'problem', message: result.error },
  );
}

/** How many sessions of a series were cancelled, and how many credits came back. */
function seriesCancelledNotice({
  cancelled,
  creditsReturned,
}: {
  cancelled: number;
  creditsReturned: number;
}): ApiError {
  if (creditsReturned === 0) {
    return notice('series_cancelled', `${cancelled} sessions are cancelled.`, { n: cancelled });
  }
  const credits = `${creditsReturned} session ${creditsReturned === 1 ? 'credit is' : 'credits are'}`;
  return notice(
    'series_cancelled_credits',
    `${cancelled} sessions are cancelled, and ${credits} back in your balance.`,
    { n: cancelled, credits: creditsReturned },
  );
}

/** Stops sharing the get-matched answers saved with a session: the server deletes them. */
export async function stopSharingAnswers(session: Json<MySession>): Promise<void> {
  const result = await stopSharing(session.id);
  await loadMySessions();
  $sessionNotice.set(
    result.ok
      ? {
          tone: 'ok',
          message: notice(
            'sharing_stopped',
            'Your answers are no longer shared with your clinician.',
          ),
        }
      : { tone: 'problem', message: result.error },
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
    $sessionNotice.set({ tone: 'problem', message: times.error });
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
      ? {
          tone: 'ok',
          message: notice('moved', 'Your session has been moved. The new time is below.'),
        }
      : { tone: 'problem', message: result.error },
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
  | { status: 'done'; message: ApiError }
  | { status: 'failed'; message: ApiError };

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
    $emailLink.set({ status: 'failed', message: shown.error });
    return;
  }
  const { session } = shown.data;
  if (session.status !== 'confirmed' || !session.canChange) {
    const message =
      session.status === 'cancelled'
        ? notice('changed_already', BOOKING_MESSAGES.changedAlready)
        : { code: 'too_late', message: BOOKING_MESSAGES.tooLate };
    $emailLink.set({ status: 'failed', message });
    return;
  }
  // Moving keeps the credit under the same 24 hours' notice as cancelling with it back.
  if (!session.creditBackIfCancelled) {
    $emailLink.set({
      status: 'failed',
      message: { code: 'move_too_late', message: BOOKING_MESSAGES.moveTooLate },
    });
    return;
  }
  const times = await freeTimesFor(session);
  $emailLink.set(
    times.ok
      ? { status: 'choosing', booking, token, session, times: times.data }
      : { status: 'failed', message: times.error },
  );
}

export async function confirmLinkCancel(): Promise<void> {
  const state = $emailLink.get();
  if (state.status !== 'asking') return;
  const result = await cancelByLink({ booking: state.booking, token: state.token });
  $emailLink.set(
    result.ok
      ? { status: 'done', message: cancelledNotice(result.data.creditReturned) }
      : { status: 'failed', message: result.error },
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
          message: notice(
            'moved_to',
            `Your session has been moved to ${describeIndiaTime(new Date(result.data.booking.startsAt))}. The new calendar invitation is on its way by e-mail.`,
            { startsAt: result.data.booking.startsAt },
          ),
        }
      : { status: 'failed', message: result.error },
  );
}
