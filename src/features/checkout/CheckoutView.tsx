import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
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
import { countText, optionWords, priceText } from '#/features/shop/price-words.ts';
import { $pricedCart, refreshCartPrices } from '#/features/shop/priced-cart.store.ts';
import { type BillingDetails, billingComplete, PAYMENT_PROVIDERS } from '#/features/shop/shop.ts';

import { Notice } from '#/features/shop/views/Notice.tsx';
import { GST_STATES } from '#/lib/gst-states.ts';
import type { ApiError } from '#/lib/http.ts';
import { fill, LANG_TAG, type Locale, localizedPath } from '#/lib/i18n.ts';
import { describeIndiaTime, formatTime, instantToIndia } from '#/lib/india-time.ts';
import { type MessageWords, say } from '#/lib/messages.ts';
import { PIN_STATE_MISMATCH } from '#/lib/pin-codes.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';
import { CHECKOUT_WORDS_EN, type CheckoutWords } from './words.ts';

type CheckoutWordKey = keyof CheckoutWords;

interface FieldSpec {
  name: keyof BillingDetails;
  autoComplete: string;
  type?: 'email' | 'tel' | 'text';
  inputMode?: 'numeric';
  optional?: boolean;
  wide?: boolean;
  /** A choice from a list instead of free text. */
  options?: readonly string[];
  /** A line under the label saying what the field is for. */
  hint?: CheckoutWordKey;
  onBlur?: () => void;
}

/** The billing form in the order people expect an Indian address, with browser autofill. */
const FIELDS: FieldSpec[] = [
  { name: 'name', autoComplete: 'name', wide: true },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  {
    name: 'company',
    autoComplete: 'organization',
    optional: true,
    wide: true,
  },
  {
    name: 'gstin',
    autoComplete: 'off',
    optional: true,
    wide: true,
    hint: 'field.gstinHint',
    onBlur: checkGstin,
  },
  { name: 'streetAddress', autoComplete: 'address-line1', wide: true },
  {
    name: 'apartment',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', autoComplete: 'address-level2' },
  // The state decides the tax on the invoice (CGST and SGST or IGST), so it is chosen from
  // the GST list rather than typed.
  {
    name: 'state',
    autoComplete: 'address-level1',
    options: GST_STATES.map((s) => s.name),
  },
  { name: 'pinCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', autoComplete: 'country-name' },
];

const EMPTY_LIST: never[] = [];

/**
 * /user/checkout: billing details, the order, terms, how to pay, and Pay Now. The Hindi and
 * Marathi pages pass their words and language; the English page passes nothing.
 */
export default function CheckoutView({
  words = CHECKOUT_WORDS_EN,
  locale = 'en',
  messages,
}: {
  words?: CheckoutWords;
  locale?: Locale;
  /** The server's messages in the page's language, by their code (src/lib/messages.ts). */
  messages?: MessageWords;
}) {
  const to = (path: string) => localizedPath(locale, path);
  const checkoutPath = to('/user/checkout');
  const mounted = useMounted();
  const signIn = useStore($signIn);
  const items = useStore($cart, { ssr: () => EMPTY_LIST });
  const priced = useStore($pricedCart);
  const profile = useStore($profile);

  useEffect(() => {
    void loadSignIn();
  }, []);
  useEffect(() => {
    // Back to this page, in its language, after signing in.
    if (signIn.status === 'out') goToLogin(checkoutPath);
    if (signIn.status === 'in') {
      void prefillBilling();
      void refreshCartPrices();
      void loadHeldSession();
    }
  }, [signIn.status, checkoutPath]);

  if (mounted && signIn.status === 'in' && items.length === 0) {
    return (
      <div className="cart-empty">
        <h2>{words['cart.empty']}</h2>
        <p>{words['checkout.emptyText']}</p>
        <a className="button" href={to('/shop')}>
          {words['cart.browse']}
        </a>
      </div>
    );
  }
  if (priced.status === 'error') {
    return (
      <div className="shop-problem" role="alert">
        <h2>{words['cart.pricesFailed']}</h2>
        <p>{words['checkout.pricesFailedText']}</p>
        <button type="button" className="button" onClick={() => void refreshCartPrices()}>
          {words['cart.tryAgain']}
        </button>
      </div>
    );
  }
  if (!mounted || signIn.status !== 'in' || priced.status !== 'ready' || profile !== 'ready') {
    return (
      <div className="checkout-layout" aria-busy="true">
        <p className="visually-hidden" role="status">
          {words['checkout.loading']}
        </p>
        {/* The billing section's words are in the page's first HTML: they are what a visitor
            reads first, and the largest text, so the page is drawn without waiting for the API. */}
        <section className="checkout-billing" aria-labelledby="billing-heading">
          <BillingIntro words={words} />
          <div className="skeleton skeleton--fields" aria-hidden="true" />
        </section>
        <div className="checkout-summary skeleton skeleton--panel" aria-hidden="true" />
      </div>
    );
  }
  if (priced.hasUnavailable) {
    return (
      <div className="shop-problem" role="alert">
        <h2>{words['checkout.unavailable']}</h2>
        <p>{words['checkout.unavailableText']}</p>
        <a className="button" href={to('/user/mycart')}>
          {words['checkout.review']}
        </a>
      </div>
    );
  }
  return (
    <CheckoutForm
      lines={priced.lines}
      total={priced.total}
      words={words}
      locale={locale}
      messages={messages}
    />
  );
}

function CheckoutForm({
  lines,
  total,
  words,
  locale,
  messages,
}: {
  lines: CartLine[];
  total: number;
  words: CheckoutWords;
  locale: Locale;
  messages?: MessageWords;
}) {
  const to = (path: string) => localizedPath(locale, path);
  const price = (paise: number) => priceText(locale, paise);
  const billing = useStore($billing);
  const terms = useStore($acceptTerms);
  const adult = useStore($ageConfirmed);
  const provider = useStore($provider);
  const checkout = useStore($checkout);
  const canPay = useStore($canPay);
  const form = useRef<HTMLFormElement>(null);
  const error = (field: string) =>
    localError(words, locale, field, checkout.fieldErrors[field], messages);
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
      aria-label={words['checkout.title']}
      onSubmit={(event) => {
        event.preventDefault();
        void payNow();
      }}
    >
      <section className="checkout-billing" aria-labelledby="billing-heading">
        <BillingIntro words={words} />
        <div className="field-grid">
          {FIELDS.map((field) => (
            <Field
              key={field.name}
              spec={field}
              value={billing[field.name]}
              error={error(field.name)}
              words={words}
            />
          ))}
        </div>
        {locale === 'en' ? (
          <PrivacyNotice kind="checkout" />
        ) : (
          <PrivacyNotice kind="checkout" words={words} locale={locale} />
        )}
      </section>

      <section className="checkout-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">{words['checkout.yourOrder']}</h2>
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={`${line.productSlug}:${line.variantId}`}>
              <span className="summary-lines__name">
                {locale === 'en' ? line.name : <span lang={LANG_TAG.en}>{line.name}</span>}
                <span className="summary-lines__meta">
                  {optionWords(words, locale, line.differentby, line.sessions)} ·{' '}
                  {countText(locale, line.quantity)} × {price(line.cost)}
                </span>
              </span>
              <span className="summary-lines__total">{price(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p className="summary-total">
          <span>{words['cart.grandTotal']}</span> <strong>{price(total)}</strong>
        </p>
        {lines.some((line) => line.sessions > 0) && (
          <HeldSessionNote words={words} locale={locale} />
        )}
        <p className="checkout-hint">
          <a href={to('/user/mycart')}>{words['checkout.changeCart']}</a>
        </p>

        <fieldset
          className="provider-choice"
          aria-describedby={error('provider') ? 'provider-error' : undefined}
        >
          <legend>{words['checkout.payHow']}</legend>
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
                {words[`provider.${option}`]}
              </label>
            </div>
          ))}
          {error('provider') && <FieldError id="provider-error" message={error('provider')} />}
        </fieldset>

        <div className="terms">
          <input
            type="checkbox"
            id="checkout-terms"
            checked={terms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            aria-invalid={error('acceptTerms') ? true : undefined}
            aria-describedby={error('acceptTerms') ? 'terms-error' : undefined}
          />
          <label htmlFor="checkout-terms">
            {words['terms.before']}
            <a href={to('/psycortex/termsandcondition')} target="_blank" rel="noopener">
              {words['terms.terms']}
              <NewTab words={words} />
            </a>
            {words['terms.comma']}
            <a href={to('/psycortex/privacypolicy')} target="_blank" rel="noopener">
              {words['terms.privacy']}
              <NewTab words={words} />
            </a>
            {words['terms.and']}
            <a href={to('/psycortex/returnpolicy')} target="_blank" rel="noopener">
              {words['terms.refund']}
              <NewTab words={words} />
            </a>
            {words['terms.after']}
          </label>
          {error('acceptTerms') && <FieldError id="terms-error" message={error('acceptTerms')} />}
        </div>
        <div className="terms">
          <input
            type="checkbox"
            id="checkout-age"
            checked={adult}
            onChange={(event) => setAgeConfirmed(event.target.checked)}
            aria-invalid={error('ageConfirmed') ? true : undefined}
            aria-describedby={error('ageConfirmed') ? 'age-error' : undefined}
          />
          <label htmlFor="checkout-age">{words['checkout.age']}</label>
          {error('ageConfirmed') && <FieldError id="age-error" message={error('ageConfirmed')} />}
        </div>

        <Notice
          message={
            checkout.message
              ? { ...formError(words, locale, checkout.message, messages), kind: 'error' }
              : undefined
          }
          onClose={() => $checkout.set({ ...checkout, message: undefined })}
          closeLabel={words['notice.close']}
        />
        <button type="submit" className="button checkout-pay" disabled={!canPay}>
          {filled
            ? words['checkout.payNow']
            : billingComplete(billing) && terms
              ? words['checkout.confirmAge']
              : words['checkout.fillDetails']}
        </button>
        <p className="checkout-hint" role="status">
          {checkout.status === 'idle' ? words['checkout.idle'] : words['checkout.redirecting']}
        </p>
      </section>
    </form>
  );
}

function Field({
  spec,
  value,
  error,
  words,
}: {
  spec: FieldSpec;
  value: string;
  error?: FieldMessage;
  words: CheckoutWords;
}) {
  const id = `billing-${spec.name}`;
  const describedBy =
    [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <p className={spec.wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id} className="field__label">
        {words[`field.${spec.name}`]}
        {spec.optional && <span className="field__optional">{words['field.optional']}</span>}
      </label>
      {spec.hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {words[spec.hint]}
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
          <option value="">{words['field.chooseState']}</option>
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
      {error && <FieldError id={`${id}-error`} message={error} />}
    </p>
  );
}

function BillingIntro({ words }: { words: CheckoutWords }) {
  return (
    <>
      <h2 id="billing-heading">{words['checkout.billing']}</h2>
      <p className="checkout-hint">{words['checkout.billingHint']}</p>
    </>
  );
}

function NewTab({ words }: { words: CheckoutWords }) {
  return <span className="visually-hidden">{words['terms.newTab']}</span>;
}

function FieldError({ id, message }: { id: string; message: FieldMessage | undefined }) {
  return (
    <span className="field__error" id={id} lang={message?.lang}>
      {message?.text}
    </span>
  );
}

/**
 * A message for the whole form (the server's, or the network's) in the page's language: the
 * checkout's own words for "check the highlighted details", the messages' words by its code.
 */
export function formError(
  words: CheckoutWords,
  locale: Locale,
  error: ApiError,
  messages?: MessageWords,
): FieldMessage {
  if (locale !== 'en' && error.message === CHECKOUT_WORDS_EN['error.check']) {
    return { text: words['error.check'] };
  }
  return say(error, locale, messages);
}

/** A message of the form, with `lang` when it stays English on a Hindi or Marathi page. */
interface FieldMessage {
  text: string;
  lang?: string;
}

/**
 * The server's and the store's messages (English, from the shared schemas) in the page's
 * language: each known message has its words (a PIN code that does not match the state in the
 * messages' words, `messages`); one not known here (a message of the payment provider) stays
 * English, marked as English.
 */
export function localError(
  words: CheckoutWords,
  locale: Locale,
  field: string,
  message: string | undefined,
  messages?: MessageWords,
): FieldMessage | undefined {
  if (!message) return undefined;
  if (locale === 'en') return { text: message };
  if (field === 'pinCode' && messages && message.endsWith(PIN_STATE_MISMATCH)) {
    return { text: messages.pin_state };
  }
  const known = (key: CheckoutWordKey, values: Record<string, string> = {}) => ({
    text: fill(words[key], values),
  });
  if (message === CHECKOUT_WORDS_EN['error.check']) return known('error.check');
  if (field === 'gstin') return known('error.gstin');
  if (field === 'provider') return known('error.provider');
  if (field === 'acceptTerms') return known('error.terms');
  if (field === 'ageConfirmed') return known('error.age');
  if (field === 'state' && message === CHECKOUT_WORDS_EN['error.state'])
    return known('error.state');
  if (field === 'email' && /valid e-?mail/i.test(message)) return known('error.email');
  if (field === 'phone' && /7 to 15 digits/.test(message)) return known('error.phone');
  if (field === 'pinCode' && message === CHECKOUT_WORDS_EN['error.pinCode'])
    return known('error.pinCode');
  if (message.startsWith('Please fill in your') && `field.${field}` in words) {
    return known('error.required', { field: words[`field.${field}` as CheckoutWordKey] });
  }
  if (/is too long/.test(message)) return known('error.tooLong');
  if (/characters we cannot accept/.test(message)) return known('error.characters');
  return { text: message, lang: LANG_TAG.en };
}

/** The time held for the customer, which this payment confirms, and until when it is kept. */
function HeldSessionNote({ words, locale }: { words: CheckoutWords; locale: Locale }) {
  const held = useStore($heldSession);
  if (!held?.holdExpiresAt) return null;
  const until = formatTime(instantToIndia(new Date(held.holdExpiresAt)).minutes);
  if (locale !== 'en') {
    const when = new Intl.DateTimeFormat(LANG_TAG[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(held.startsAt));
    const time = new Intl.DateTimeFormat(LANG_TAG[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(held.holdExpiresAt));
    return (
      <p className="checkout-held">
        {fill(words['checkout.held'], {
          mode: words[`mode.${held.mode}`],
          clinician: held.clinician.name,
          when,
          until: time,
        })}
      </p>
    );
  }
  return (
    <p className="checkout-held">
      This payment confirms your {MODE_LABELS[held.mode].toLowerCase()} session with{' '}
      {held.clinician.name} on {describeIndiaTime(new Date(held.startsAt))}. We are holding the time
      for you until {until} IST.
    </p>
  );
}
