import { atom, computed, map } from 'nanostores';
import { loadMe, type PublicUser } from '#/api/me.ts';
import { type CheckoutStart, startCheckout } from '#/api/orders.ts';
import { $cart, rememberCheckout } from '#/features/shop/cart.store.ts';
import { orderRequestItems } from '#/features/shop/cart.ts';
import { $pricedCart } from '#/features/shop/priced-cart.store.ts';
import {
  type BillingDetails,
  billingComplete,
  type PaymentProvider,
} from '#/features/shop/shop.ts';
import { loginHref } from '#/lib/auth.ts';
import { gstStateCodeOf, gstStateName } from '#/lib/gst-states.ts';
import { gstinFieldMessage } from '#/lib/gstin.ts';
import type { ApiError } from '#/lib/http.ts';
import { pageLocaleField } from '#/lib/i18n.ts';

/**
 * The checkout: billing form, terms, provider and Pay Now. What the person types is kept in
 * this tab's sessionStorage until the order is placed, so a trip to the login page, a reload
 * or an error never loses it.
 */

export const CHECKOUT_PATH = '/user/checkout';
const DRAFT_KEY = 'psyCheckoutDraft';

const EMPTY: BillingDetails = {
  name: '',
  email: '',
  phone: '',
  company: '',
  country: '',
  streetAddress: '',
  apartment: '',
  city: '',
  state: '',
  pinCode: '',
  gstin: '',
};

function readDraft(): Partial<BillingDetails> {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([key, value]) => Object.hasOwn(EMPTY, key) && typeof value === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function writeDraft(billing: BillingDetails | undefined): void {
  try {
    if (billing) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(billing));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Private modes may refuse storage; the form still works, it just forgets on reload.
  }
}

export const $billing = map<BillingDetails>({ ...EMPTY });
export const $acceptTerms = atom(false);
/** The buyer confirms they are an adult, or a parent or guardian buying for a child. */
export const $ageConfirmed = atom(false);
/** Razorpay first: UPI is how most Indian customers pay. */
export const $provider = atom<PaymentProvider>('razorpay');

export type ProfileState = 'loading' | 'ready';
/** The form shows once the saved profile has filled it in (or failed to). */
export const $profile = atom<ProfileState>('loading');

export interface CheckoutState {
  status: 'idle' | 'paying' | 'redirecting';
  /** A message for the whole form: the server's error, or the store's own, with its code. */
  message?: ApiError;
  /** Messages by form field, named as in the request: billing fields, acceptTerms, ageConfirmed, provider. */
  fieldErrors: Record<string, string>;
  /** Counts refused attempts, so the form moves focus once per refusal, not per keystroke. */
  refusals?: number;
}
export const $checkout = atom<CheckoutState>({ status: 'idle', fieldErrors: {} });

/** Pay Now is enabled only for a complete form, ticked terms and a cart that can be bought. */
export const $canPay = computed(
  [$billing, $acceptTerms, $ageConfirmed, $pricedCart, $checkout],
  (billing, terms, adult, cart, checkout) =>
    billingComplete(billing) &&
    terms &&
    adult &&
    cart.status === 'ready' &&
    cart.lines.length > 0 &&
    !cart.hasUnavailable &&
    checkout.status === 'idle',
);

function clearFieldError(field: string): void {
  const state = $checkout.get();
  if (!(field in state.fieldErrors)) return;
  const { [field]: _cleared, ...rest } = state.fieldErrors;
  $checkout.set({ ...state, fieldErrors: rest });
}

export function setBillingField(field: keyof BillingDetails, value: string): void {
  $billing.setKey(field, value);
  writeDraft($billing.get());
  clearFieldError(field);
}

/**
 * Checks a GSTIN when the person leaves the field, with the schema the server applies, so a
 * typing mistake shows before Pay Now rather than after.
 */
export function checkGstin(): void {
  const message = gstinFieldMessage($billing.get().gstin);
  if (!message) {
    clearFieldError('gstin');
    return;
  }
  const state = $checkout.get();
  $checkout.set({ ...state, fieldErrors: { ...state.fieldErrors, gstin: message } });
}

export function setAcceptTerms(accepted: boolean): void {
  $acceptTerms.set(accepted);
  clearFieldError('acceptTerms');
}

export function setAgeConfirmed(confirmed: boolean): void {
  $ageConfirmed.set(confirmed);
  clearFieldError('ageConfirmed');
}

export function setProvider(provider: PaymentProvider): void {
  $provider.set(provider);
  clearFieldError('provider');
}

type Profile = Partial<PublicUser>;

/** Sends a signed-out visitor to log in and come back here. */
export function goToLogin(path = CHECKOUT_PATH): void {
  window.location.replace(loginHref(path));
}

/**
 * Fills the form: what this tab typed wins, then the saved profile, then India for the
 * country. Only empty fields are filled, so nothing typed is ever overwritten.
 */
export async function prefillBilling(): Promise<void> {
  const draft = readDraft();
  const result = await loadMe();
  if (!result.ok && result.status === 401) {
    goToLogin();
    return;
  }
  const user: Profile = result.ok ? result.data.user : {};
  const saved: BillingDetails = {
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    company: user.company ?? '',
    country: user.country || 'India',
    streetAddress: user.streetAddress ?? '',
    apartment: user.apartment ?? '',
    city: user.city ?? '',
    // A state saved as typed before it became a choice is offered only if the list knows it.
    state: gstStateName(gstStateCodeOf(user.state ?? '') ?? '') ?? '',
    pinCode: user.pinCode ?? '',
    gstin: user.gstin ?? '',
  };
  const current = $billing.get();
  const next = { ...current };
  for (const field of Object.keys(EMPTY) as (keyof BillingDetails)[]) {
    if (current[field] === '') next[field] = draft[field] || saved[field];
  }
  $billing.set(next);
  $profile.set('ready');
}

function billingFieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    // The server names a billing field by its path in the request; the form knows it by name.
    errors[key.startsWith('billing.') ? key.slice('billing.'.length) : key] = message;
  }
  return errors;
}

/** Takes the browser to the provider's payment page with the form the server prepared. */
function submitPaymentForm(payment: CheckoutStart['payment']): void {
  const form = document.createElement('form');
  form.method = payment.method;
  form.action = payment.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const trimmed = (billing: BillingDetails): BillingDetails =>
  Object.fromEntries(
    Object.entries(billing).map(([key, value]) => [key, value.trim()]),
  ) as unknown as BillingDetails;

/**
 * Pay Now: the order is placed with ids and quantities only (the server prices it and saves
 * the billing details to the profile), then the browser goes to the payment page.
 */
export async function payNow(): Promise<void> {
  if (!$canPay.get()) return;
  const before = $checkout.get();
  $checkout.set({ status: 'paying', fieldErrors: {}, refusals: before.refusals });
  const result = await startCheckout({
    items: orderRequestItems($cart.get()),
    billing: trimmed($billing.get()),
    provider: $provider.get(),
    acceptTerms: true,
    ageConfirmed: true,
    ...pageLocaleField(),
  });
  if (result.ok) {
    rememberCheckout(result.data.order.reference);
    writeDraft(undefined);
    $checkout.set({ status: 'redirecting', fieldErrors: {} });
    submitPaymentForm(result.data.payment);
    return;
  }
  const { status, error } = result;
  const refusals = (before.refusals ?? 0) + 1;
  if (status === 401) {
    goToLogin();
    return;
  }
  if (status === 409 && error.code === 'unavailable') {
    // The cart page shows which lines are gone and lets the person remove them.
    window.location.assign('/user/mycart?unavailable=1');
    return;
  }
  const fieldErrors = billingFieldErrors(error.fields);
  $checkout.set({
    status: 'idle',
    // Several billing fields may be wrong at once: each carries its own message.
    message: Object.keys(fieldErrors).some((field) => field in EMPTY)
      ? { code: error.code, message: 'Please check the highlighted details and try again.' }
      : error,
    fieldErrors,
    refusals,
  });
}
