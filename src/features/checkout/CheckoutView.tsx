import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { $signIn, loadSignIn } from '#/features/account/sign-in.store.ts';
import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import {
  $acceptTerms,
  $ageConfirmed,
  $billing,
  $canPay,
  $checkout,
  $profile,
  $provider,
  checkGstin,
  goToLogin,
  payNow,
  prefillBilling,
  setAcceptTerms,
  setAgeConfirmed,
  setBillingField,
  setProvider,
} from '#/features/checkout/checkout.store.ts';
import { $heldSession, loadHeldSession } from '#/features/checkout/checkout-hold.store.ts';
import { $cart } from '#/features/shop/cart.store.ts';
import type { CartLine } from '#/features/shop/cart.ts';
import { optionText } from '#/features/shop/format.ts';
import { $pricedCart, refreshCartPrices } from '#/features/shop/priced-cart.store.ts';
import {
  type BillingDetails,
  billingComplete,
  PAYMENT_PROVIDERS,
  PROVIDER_LABELS,
  SHOP_MESSAGES,
} from '#/features/shop/shop.ts';
import { Notice } from '#/features/shop/views/Notice.tsx';
import { GST_STATES } from '#/lib/gst-states.ts';
import { describeIndiaTime, formatTime, instantToIndia } from '#/lib/india-time.ts';
import { formatPrice } from '#/lib/money.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';

interface FieldSpec {
  name: keyof BillingDetails;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel' | 'text';
  inputMode?: 'numeric';
  optional?: boolean;
  wide?: boolean;
  /** A choice from a list instead of free text. */
  options?: readonly string[];
  /** A line under the label saying what the field is for. */
  hint?: string;
  onBlur?: () => void;
}

/** The billing form in the order people expect an Indian address, with browser autofill. */
const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name', wide: true },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  {
    name: 'company',
    label: 'Company name',
    autoComplete: 'organization',
    optional: true,
    wide: true,
  },
  {
    name: 'gstin',
    label: 'GSTIN',
    autoComplete: 'off',
    optional: true,
    wide: true,
    hint: 'For a registered business claiming input tax credit: printed on your tax invoice.',
    onBlur: checkGstin,
  },
  { name: 'streetAddress', label: 'Street address', autoComplete: 'address-line1', wide: true },
  {
    name: 'apartment',
    label: 'Apartment, suite or unit',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  // The state decides the tax on the invoice (CGST and SGST or IGST), so it is chosen from
  // the GST list rather than typed.
  {
    name: 'state',
    label: 'State',
    autoComplete: 'address-level1',
    options: GST_STATES.map((s) => s.name),
  },
  { name: 'pinCode', label: 'PIN code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

const EMPTY_LIST: never[] = [];

/** /user/checkout: billing details, the order, terms, how to pay, and Pay Now. */
export default function CheckoutView() {
  const mounted = useMounted();
  const signIn = useStore($signIn);
  const items = useStore($cart, { ssr: () => EMPTY_LIST });
  const priced = useStore($pricedCart);
  const profile = useStore($profile);

  useEffect(() => {
    void loadSignIn();
  }, []);
  useEffect(() => {
    if (signIn.status === 'out') goToLogin();
    if (signIn.status === 'in') {
      void prefillBilling();
      void refreshCartPrices();
      void loadHeldSession();
    }
  }, [signIn.status]);

  if (mounted && signIn.status === 'in' && items.length === 0) {
    return (
      <div className="cart-empty">
        <h2>{SHOP_MESSAGES.emptyCart}</h2>
        <p>Add a counselling package to your cart, then come back here to pay.</p>
        <a className="button" href="/shop">
          Browse the shop
        </a>
      </div>
    );
  }
  if (priced.status === 'error') {
    return (
      <div className="shop-problem" role="alert">
        <h2>We could not check today's prices</h2>
        <p>Nothing has been charged. Please try again in a moment.</p>
        <button type="button" className="button" onClick={() => void refreshCartPrices()}>
          Try again
        </button>
      </div>
    );
  }
  if (!mounted || signIn.status !== 'in' || priced.status !== 'ready' || profile !== 'ready') {
    return (
      <div className="checkout-layout" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the checkout…
        </p>
        {/* The billing section's words are in the page's first HTML: they are what a visitor
            reads first, and the largest text, so the page is drawn without waiting for the API. */}
        <section className="checkout-billing" aria-labelledby="billing-heading">
          <BillingIntro />
          <div className="skeleton skeleton--fields" aria-hidden="true" />
        </section>
        <div className="checkout-summary skeleton skeleton--panel" aria-hidden="true" />
      </div>
    );
  }
  if (priced.hasUnavailable) {
    return (
      <div className="shop-problem" role="alert">
        <h2>Some items are no longer available</h2>
        <p>Please review your cart and remove them before paying.</p>
        <a className="button" href="/user/mycart">
          Review your cart
        </a>
      </div>
    );
  }
  return <CheckoutForm lines={priced.lines} total={priced.total} />;
}

function CheckoutForm({ lines, total }: { lines: CartLine[]; total: number }) {
  const billing = useStore($billing);
  const terms = useStore($acceptTerms);
  const adult = useStore($ageConfirmed);
  const provider = useStore($provider);
  const checkout = useStore($checkout);
  const canPay = useStore($canPay);
  const form = useRef<HTMLFormElement>(null);
  const errors = checkout.fieldErrors;
  const filled = billingComplete(billing) && terms && adult;

  // After the server refused some details, the first one to fix gets the focus (once per
  // refusal: clearing an error while typing must not move the focus elsewhere).
  const refusals = checkout.refusals ?? 0;
  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refusals]);

  return (
    <form
      ref={form}
      className="checkout-layout"
      noValidate
      aria-label="Checkout"
      onSubmit={(event) => {
        event.preventDefault();
        void payNow();
      }}
    >
      <section className="checkout-billing" aria-labelledby="billing-heading">
        <BillingIntro />
        <div className="field-grid">
          {FIELDS.map((field) => (
            <Field
              key={field.name}
              spec={field}
              value={billing[field.name]}
              error={errors[field.name]}
            />
          ))}
        </div>
        <PrivacyNotice kind="checkout" />
      </section>

      <section className="checkout-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Your order</h2>
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={`${line.productSlug}:${line.variantId}`}>
              <span className="summary-lines__name">
                {line.name}
                <span className="summary-lines__meta">
                  {optionText(line.differentby, line.sessions)} · {line.quantity} ×{' '}
                  {formatPrice(line.cost)}
                </span>
              </span>
              <span className="summary-lines__total">{formatPrice(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p className="summary-total">
          <span>Grand Total</span> <strong>{formatPrice(total)}</strong>
        </p>
        {lines.some((line) => line.sessions > 0) && <HeldSessionNote />}
        <p className="checkout-hint">
          <a href="/user/mycart">Change your cart</a>
        </p>

        <fieldset
          className="provider-choice"
          aria-describedby={errors.provider ? 'provider-error' : undefined}
        >
          <legend>How would you like to pay?</legend>
          {PAYMENT_PROVIDERS.map((option) => (
            <div className="provider-choice__option" key={option}>
              <input
                type="radio"
                id={`provider-${option}`}
                name="provider"
                value={option}
                checked={provider === option}
                onChange={() => setProvider(option)}
              />
              <label htmlFor={`provider-${option}`} className="provider-choice__label">
                {PROVIDER_LABELS[option]}
              </label>
            </div>
          ))}
          {errors.provider && <FieldError id="provider-error">{errors.provider}</FieldError>}
        </fieldset>

        <div className="terms">
          <input
            type="checkbox"
            id="checkout-terms"
            checked={terms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
          />
          <label htmlFor="checkout-terms">
            I have read and agree to the{' '}
            <a href="/psycortex/termsandcondition" target="_blank" rel="noopener">
              Terms and Conditions
              <NewTab />
            </a>
            , the{' '}
            <a href="/psycortex/privacypolicy" target="_blank" rel="noopener">
              Privacy Policy
              <NewTab />
            </a>{' '}
            and the{' '}
            <a href="/psycortex/returnpolicy" target="_blank" rel="noopener">
              Refund Policy
              <NewTab />
            </a>
            .
          </label>
          {errors.acceptTerms && <FieldError id="terms-error">{errors.acceptTerms}</FieldError>}
        </div>
        <div className="terms">
          <input
            type="checkbox"
            id="checkout-age"
            checked={adult}
            onChange={(event) => setAgeConfirmed(event.target.checked)}
            aria-invalid={errors.ageConfirmed ? true : undefined}
            aria-describedby={errors.ageConfirmed ? 'age-error' : undefined}
          />
          <label htmlFor="checkout-age">{SHOP_MESSAGES.ageConfirmation}</label>
          {errors.ageConfirmed && <FieldError id="age-error">{errors.ageConfirmed}</FieldError>}
        </div>

        <Notice
          message={checkout.message ? { text: checkout.message, kind: 'error' } : undefined}
          onClose={() => $checkout.set({ ...checkout, message: undefined })}
        />
        <button type="submit" className="button checkout-pay" disabled={!canPay}>
          {filled
            ? SHOP_MESSAGES.payNow
            : billingComplete(billing) && terms
              ? SHOP_MESSAGES.confirmAge
              : SHOP_MESSAGES.fillDetails}
        </button>
        <p className="checkout-hint" role="status">
          {checkout.status === 'idle'
            ? 'You will finish paying on the secure page of the provider you chose.'
            : 'Taking you to the secure payment page…'}
        </p>
      </section>
    </form>
  );
}

function Field({ spec, value, error }: { spec: FieldSpec; value: string; error?: string }) {
  const id = `billing-${spec.name}`;
  const describedBy =
    [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <p className={spec.wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id} className="field__label">
        {spec.label}
        {spec.optional && <span className="field__optional"> (optional)</span>}
      </label>
      {spec.hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {spec.hint}
        </span>
      )}
      {spec.options ? (
        <select
          id={id}
          name={spec.name}
          autoComplete={spec.autoComplete}
          required={!spec.optional}
          value={spec.options.includes(value) ? value : ''}
          onChange={(event) => setBillingField(spec.name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">Choose your state</option>
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={spec.name}
          type={spec.type ?? 'text'}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          required={!spec.optional}
          value={value}
          onChange={(event) => setBillingField(spec.name, event.target.value)}
          onBlur={spec.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </p>
  );
}

function BillingIntro() {
  return (
    <>
      <h2 id="billing-heading">Billing details</h2>
      <p className="checkout-hint">
        Every field is needed except the company name and GSTIN. We save these details to your
        account for next time.
      </p>
    </>
  );
}

function NewTab() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span className="field__error" id={id}>
      {children}
    </span>
  );
}

/** The time held for the customer, which this payment confirms, and until when it is kept. */
function HeldSessionNote() {
  const held = useStore($heldSession);
  if (!held?.holdExpiresAt) return null;
  const until = formatTime(instantToIndia(new Date(held.holdExpiresAt)).minutes);
  return (
    <p className="checkout-held">
      This payment confirms your {MODE_LABELS[held.mode].toLowerCase()} session with{' '}
      {held.clinician.name} on {describeIndiaTime(new Date(held.startsAt))}. We are holding the time
      for you until {until} IST.
    </p>
  );
}
