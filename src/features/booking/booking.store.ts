import { atom, map } from 'nanostores';
import { confirmHold } from '#/api/booking-action.ts';
import { type SlotAnswer, type SlotOffer, searchSlots } from '#/api/booking-slots.ts';
import { getMySessions, type HoldRequest, postHold } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { SESSION_MODES, type SessionMode } from '#/features/booking/booking-rules.ts';
import { bookHref, usableCredits } from '#/features/booking/booking-view.ts';
import {
  $answersForBooking,
  forgetSavedAnswers,
} from '#/features/get-matched/saved-answers.store.ts';
import { addToCart } from '#/features/shop/cart.store.ts';
import { loadCatalogue } from '#/features/shop/products.store.ts';
import { loginHref } from '#/lib/auth.ts';
import type { ApiError } from '#/lib/http.ts';
import { pageLocaleField } from '#/lib/i18n.ts';
import { notice } from '#/lib/messages.ts';

/** The visitor's choices on /book; empty means "any". */
export interface BookingChoice {
  service: string;
  mode: SessionMode | '';
  language: string;
  branch: string;
  clinician: string;
}

export const $choice = map<BookingChoice>({
  service: '',
  mode: '',
  language: '',
  branch: '',
  clinician: '',
});

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; answer: Json<SlotAnswer> }
  | { status: 'error'; error: ApiError };

export const $slots = atom<SlotsState>({ status: 'idle' });

export type HoldState =
  | { status: 'none' }
  | { status: 'holding'; slot: SlotOffer }
  | {
      status: 'held';
      slot: SlotOffer;
      bookingId: string;
      expiresAt: string;
      credits: number;
      /** The get-matched answers went with this hold (or with the hold it replaced). */
      answersShared: boolean;
    }
  | { status: 'confirming'; slot: SlotOffer; bookingId: string }
  | {
      status: 'confirmed';
      slot: SlotOffer;
      bookingId: string;
      /** A weekly or fortnightly series: the times booked and those left out. */
      series?: { booked: string[]; skipped: { startsAt: string; reason: 'taken' | 'no-credit' }[] };
    }
  /** Why not: the server's error or the store's own, by its code (src/lib/messages.ts). */
  | { status: 'failed'; error: ApiError };

export const $hold = atom<HoldState>({ status: 'none' });

/**
 * Whether the answers saved on /get-matched go with the hold. They were saved for this, so it
 * starts on; the customer can still untick it on /book before choosing a time.
 */
export const $shareAnswers = atom(true);

export const setShareAnswers = (share: boolean) => $shareAnswers.set(share);

/** Reads the choices from the address (the questionnaire and service pages link with them). */
export function choiceFromQuery(search: string): BookingChoice {
  const params = new URLSearchParams(search);
  const mode = params.get('mode') ?? '';
  return {
    service: params.get('service') ?? '',
    mode: (SESSION_MODES as readonly string[]).includes(mode) ? (mode as SessionMode) : '',
    language: params.get('language') ?? '',
    branch: params.get('branch') ?? '',
    // ?clinician=<slug>; profile links shared before the slug had one name said ?c=, still read.
    clinician: params.get('clinician') ?? params.get('c') ?? '',
  };
}

let searching: AbortController | undefined;

/** The free slots for the current choices; a newer search replaces one still under way. */
export async function loadSlots(): Promise<void> {
  searching?.abort();
  const controller = new AbortController();
  searching = controller;
  $slots.set({ status: 'loading' });
  try {
    const result = await searchSlots($choice.get(), { signal: controller.signal });
    if (controller.signal.aborted) return;
    $slots.set(
      result.ok
        ? { status: 'ready', answer: result.data }
        : { status: 'error', error: result.error },
    );
  } catch {
    // Aborted by a newer search, which sets the state itself.
  }
}

export function choose(key: keyof BookingChoice, value: string): void {
  $choice.setKey(key, value as never);
  showChoiceInAddress($choice.get());
  void loadSlots();
}

/**
 * Keeps the choices in the address (replacing, not adding, a history entry), so that the page
 * can be shared or bookmarked as it is and a reload shows the same times. Other parameters (a
 * clinician's profile, ?clinician=) are left as they are.
 */
function showChoiceInAddress(choice: BookingChoice): void {
  if (typeof window === 'undefined') return;
  const params = new URLSearchParams(window.location.search);
  for (const key of ['service', 'mode', 'language', 'branch'] as const) {
    if (choice[key]) params.set(key, choice[key]);
    else params.delete(key);
  }
  const query = params.toString();
  const address = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', address);
}

/** Where a signed-out visitor goes to sign in and come back to hold the slot they chose. */
export function returnAddress(slot: SlotOffer): string {
  const choice = $choice.get();
  const params = new URLSearchParams(bookHref(choice).split('?')[1] ?? '');
  params.set('slot', slot.startsAt);
  params.set('clinician', slot.clinician);
  params.set('as', slot.mode);
  if (slot.branch) params.set('at', slot.branch);
  return `/book?${params}`;
}

/**
 * Holds a slot for 10 minutes; a signed-out visitor is sent to log in and brought back. The
 * questionnaire's answers go with it when the customer saved them for this and still wants them
 * shared; once the hold is made the browser forgets them either way (the server has them, or
 * the customer chose not to send them).
 */
export async function holdSlot(slot: SlotOffer): Promise<void> {
  $hold.set({ status: 'holding', slot });
  const choice = $choice.get();
  const saved = $answersForBooking.get();
  const answers = saved && $shareAnswers.get() ? saved : undefined;
  const body: HoldRequest = {
    clinician: slot.clinician,
    startsAt: slot.startsAt,
    mode: slot.mode,
    branch: slot.branch,
    service: choice.service || 'psychologicalcounselling',
    language: choice.language,
    ...pageLocaleField(),
    ...(answers ? { answers } : {}),
  };
  const result = await postHold(body);
  if (!result.ok) {
    if (result.status === 401) {
      window.location.assign(loginHref(returnAddress(slot)));
      return;
    }
    $hold.set({ status: 'failed', error: result.error });
    if (result.status === 409) void loadSlots();
    return;
  }
  if (saved) forgetSavedAnswers();
  const mine = await getMySessions();
  // Answers carried over from a replaced hold count too: the server says what it holds.
  const held = mine.ok
    ? mine.data.upcoming.find((s) => s.id === result.data.booking.id)
    : undefined;
  $hold.set({
    status: 'held',
    slot,
    bookingId: result.data.booking.id,
    expiresAt: result.data.booking.holdExpiresAt,
    credits: mine.ok ? usableCredits(mine.data.credits) : 0,
    answersShared: Boolean(answers) || Boolean(held?.sharedAnswers),
  });
}

/** Confirms the held slot with one of the customer's session credits. */
export async function confirmWithCredit(): Promise<void> {
  const hold = $hold.get();
  if (hold.status !== 'held') return;
  $hold.set({ status: 'confirming', slot: hold.slot, bookingId: hold.bookingId });
  const result = await confirmHold(hold.bookingId);
  $hold.set(
    result.ok
      ? { status: 'confirmed', slot: hold.slot, bookingId: hold.bookingId }
      : { status: 'failed', error: result.error },
  );
}

export function releaseHoldView(): void {
  $hold.set({ status: 'none' });
}

/** The shop's single-session product, which pays for one session at the checkout. */
export const SINGLE_SESSION_SLUG = 'single-session';

/**
 * Pays for the held time with one session bought at the checkout: the session goes in the cart
 * and the customer to the checkout; when the payment settles within the hold's 10 minutes, the
 * hold is confirmed (a later payment leaves a credit to book another time with).
 */
export async function payForSession(): Promise<void> {
  const products = await loadCatalogue();
  const single = products?.find((p) => p.slug === SINGLE_SESSION_SLUG);
  const variant = single?.variants[0];
  if (!single || !variant) {
    $hold.set({
      status: 'failed',
      error: notice(
        'single_unavailable',
        'The single session cannot be bought just now. Please try again.',
      ),
    });
    return;
  }
  addToCart(single, variant, 1);
  window.location.assign('/user/checkout');
}
