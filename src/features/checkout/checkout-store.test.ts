import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutStart } from '#/api/orders.ts';
import { readJson } from '#/server/http/body.ts';
import { HttpError, tooManyRequests } from '#/server/http/errors.ts';
import { errorResponse, json } from '#/server/http/respond.ts';
import { CATALOGUE, COUNSELLING } from '../../../tests/support/catalogue.ts';
import { type FakeApi, fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';
import { checkoutSchema } from './schemas.ts';

/**
 * The checkout as a buyer goes through it: the form filled from the profile, Pay Now only for
 * a complete form, the order sent with ids and quantities only, the way to the payment page,
 * and every refusal said in words beside the right field. The fake API reads the order with
 * the server's own schema, so a refusal is the one the real function gives.
 */

const PROFILE = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  company: '',
  country: '',
  streetAddress: '12 Civil Lines',
  apartment: 'Flat 3',
  city: 'Nagpur',
  state: 'Maharashtra',
  pinCode: '440001',
};

const STARTED: CheckoutStart = {
  order: { reference: 'PSY-20261124-0001', status: 'pending', total: 299_800 },
  payment: {
    method: 'POST',
    action: 'https://pay.example/checkout',
    fields: { order_id: 'order_abc', amount: '299800' },
  },
};

let api: FakeApi;
let browser: ReturnType<typeof fakeBrowser>;

async function stores() {
  vi.resetModules();
  browser = fakeBrowser('/user/checkout');
  api = fakeApi({
    'GET /api/products': () => json({ products: CATALOGUE }),
    'GET /api/me': () => json({ user: PROFILE }),
    'POST /api/orders': async (request) => {
      await readJson(request, checkoutSchema);
      return json(STARTED, 201);
    },
  });
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  const cart = await import('#/features/shop/cart.store.ts');
  const priced = await import('#/features/shop/priced-cart.store.ts');
  const checkout = await import('#/features/checkout/checkout.store.ts');
  return { ...cart, ...priced, ...checkout };
}

/** A cart of two single sessions, its prices loaded, the form filled and everything ticked. */
async function readyToPay() {
  const s = await stores();
  s.addToCart(COUNSELLING, COUNSELLING.variants[0]!, 2);
  await s.refreshCartPrices();
  await s.prefillBilling();
  s.setAcceptTerms(true);
  s.setAgeConfirmed(true);
  return s;
}

const orderCalls = () => api.calls.filter((call) => call.path === '/api/orders');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the billing form', () => {
  it('is filled from the saved profile, with India as the country when none is saved', async () => {
    const { prefillBilling, $billing, $profile } = await stores();
    expect($profile.get()).toBe('loading');
    await prefillBilling();
    expect($billing.get()).toMatchObject({
      name: 'Asha Rao',
      phone: '9876543210',
      country: 'India',
      pinCode: '440001',
    });
    expect($profile.get()).toBe('ready');
  });

  it('never overwrites what was typed in this tab', async () => {
    const { setBillingField, prefillBilling, $billing } = await stores();
    setBillingField('city', 'Pune');
    await prefillBilling();
    expect($billing.get().city).toBe('Pune');
    // Kept for this tab, so a trip to the login page or a reload loses nothing.
    expect(JSON.parse(browser.sessionStorage.getItem('psyCheckoutDraft')!)).toMatchObject({
      city: 'Pune',
    });
  });

  it('never overwrites what was typed, even in a tab that cannot store it', async () => {
    const { setBillingField, prefillBilling, $billing } = await stores();
    vi.spyOn(browser.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    setBillingField('name', 'A. Rao');
    await prefillBilling();
    expect($billing.get()).toMatchObject({ name: 'A. Rao', city: 'Nagpur' });
  });

  it('sends a signed-out visitor to log in and come back', async () => {
    const { prefillBilling } = await stores();
    api.on('GET /api/me', () => errorResponse(401, 'not_signed_in', 'Please log in.'));
    await prefillBilling();
    expect(browser.location.replace).toHaveBeenCalledWith('/user/login?next=%2Fuser%2Fcheckout');
  });
});

describe('Pay Now', () => {
  it('waits for a complete form, the terms, the age confirmation and a priced cart', async () => {
    const s = await stores();
    s.addToCart(COUNSELLING, COUNSELLING.variants[0]!, 1);
    await s.prefillBilling();
    expect(s.$canPay.get()).toBe(false);
    await s.refreshCartPrices();
    s.setAcceptTerms(true);
    expect(s.$canPay.get()).toBe(false);
    s.setAgeConfirmed(true);
    expect(s.$canPay.get()).toBe(true);
    s.setBillingField('pinCode', ' ');
    expect(s.$canPay.get()).toBe(false);
    await s.payNow();
    expect(orderCalls()).toEqual([]);
  });

  it('sends ids and quantities, never prices, and takes the browser to the payment page', async () => {
    const s = await readyToPay();
    s.setProvider('paydollar');
    s.setBillingField('name', '  Asha Rao  ');
    await s.payNow();
    const [call] = orderCalls();
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({
      items: [{ productSlug: COUNSELLING.slug, variantId: '11', quantity: 2 }],
      billing: { name: 'Asha Rao', phone: '9876543210' },
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    expect(JSON.stringify(call?.body)).not.toContain('149900');
    expect(browser.submitted).toEqual([
      { method: 'POST', action: STARTED.payment.action, fields: STARTED.payment.fields },
    ]);
    expect(s.$checkout.get().status).toBe('redirecting');
    // The order page of this order empties the cart; the typed details are no longer needed.
    expect(browser.localStorage.getItem('psyCheckoutOrder')).toBe(STARTED.order.reference);
    expect(browser.sessionStorage.getItem('psyCheckoutDraft')).toBeNull();
  });

  it('puts each message the server gives beside its field, and the form stays usable', async () => {
    const s = await readyToPay();
    s.setBillingField('phone', '12');
    s.setBillingField('pinCode', '4');
    await s.payNow();
    expect(s.$checkout.get()).toEqual({
      status: 'idle',
      message: expect.objectContaining({
        message: 'Please check the highlighted details and try again.',
      }),
      fieldErrors: {
        phone: 'Please enter a phone number of 7 to 15 digits.',
        pinCode: 'Please enter a valid PIN code.',
      },
      refusals: 1,
    });
    expect(browser.submitted).toEqual([]);
    // Typing in a field clears its message: the person is dealing with it.
    s.setBillingField('phone', '9876543210');
    expect(s.$checkout.get().fieldErrors).toEqual({ pinCode: 'Please enter a valid PIN code.' });
    expect(s.$canPay.get()).toBe(true);
  });

  it("shows the server's words when the refusal belongs to no billing field", async () => {
    const s = await readyToPay();
    api.on('POST /api/orders', () => {
      throw tooManyRequests(
        'That is a lot of payment attempts in a short time. Please wait a few minutes and try again.',
        60,
      );
    });
    await s.payNow();
    expect(s.$checkout.get()).toMatchObject({
      status: 'idle',
      message: {
        code: 'rate_limited',
        message:
          'That is a lot of payment attempts in a short time. Please wait a few minutes and try again.',
        values: { minutes: 1 },
      },
      fieldErrors: {},
      refusals: 1,
    });
  });

  it('says the site could not be reached when the network fails, and can be pressed again', async () => {
    const s = await readyToPay();
    api.setOffline(true);
    await s.payNow();
    expect(s.$checkout.get()).toMatchObject({
      status: 'idle',
      message: {
        code: 'network',
        message: 'We could not reach Psycortex. Please check your connection and try again.',
      },
      refusals: 1,
    });
    api.setOffline(false);
    await s.payNow();
    expect(browser.submitted).toHaveLength(1);
  });

  it('sends the buyer to the cart when items are no longer available', async () => {
    const s = await readyToPay();
    api.on('POST /api/orders', () => {
      throw new HttpError(
        409,
        'unavailable',
        'Some items in your cart are no longer available. Please review your cart.',
        { fields: { 'items.0': 'This item is no longer available.' } },
      );
    });
    await s.payNow();
    expect(browser.location.assign).toHaveBeenCalledWith('/user/mycart?unavailable=1');
  });

  it('sends a buyer whose session ended to log in and come back', async () => {
    const s = await readyToPay();
    api.on('POST /api/orders', () => errorResponse(401, 'not_signed_in', 'Please log in.'));
    await s.payNow();
    expect(browser.location.replace).toHaveBeenCalledWith('/user/login?next=%2Fuser%2Fcheckout');
    expect(browser.submitted).toEqual([]);
  });
});
