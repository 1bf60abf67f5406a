import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '#/features/checkout/schemas.ts';
import { billingComplete, ORDER_STATUSES } from '#/features/shop/shop.ts';
import { shortDate } from '#/lib/dates.ts';
import { afterPayment, canTransition } from '#/server/orders/order-state.ts';
import { isOrderReference, newOrderReference } from '#/server/orders/reference.ts';

describe('order states', () => {
  it('settles a pending order by the verified outcome', () => {
    expect(afterPayment('pending', 'captured')).toBe('paid');
    expect(afterPayment('pending', 'failed')).toBe('failed');
    expect(afterPayment('pending', 'pending')).toBeUndefined();
  });

  it('lets a late capture turn failed, cancelled or expired into paid', () => {
    for (const from of ['failed', 'cancelled', 'expired'] as const) {
      expect(afterPayment(from, 'captured')).toBe('paid');
      expect(afterPayment(from, 'failed')).toBeUndefined();
    }
  });

  it('never moves a paid or refunded order backwards', () => {
    expect(afterPayment('paid', 'failed')).toBeUndefined();
    expect(afterPayment('paid', 'captured')).toBeUndefined();
    expect(afterPayment('refunded', 'captured')).toBeUndefined();
    expect(afterPayment('partially_refunded', 'captured')).toBeUndefined();
    for (const to of ORDER_STATUSES) {
      // A paid order only goes on to being refunded, in part or in full.
      expect(canTransition('paid', to)).toBe(to === 'refunded' || to === 'partially_refunded');
      expect(canTransition('partially_refunded', to)).toBe(
        to === 'refunded' || to === 'partially_refunded',
      );
      expect(canTransition('refunded', to)).toBe(false);
    }
  });
});

describe('order references', () => {
  it('are unguessable, readable and within the providers limits', () => {
    const refs = new Set(Array.from({ length: 1000 }, newOrderReference));
    expect(refs.size).toBe(1000);
    for (const ref of refs) {
      expect(isOrderReference(ref)).toBe(true);
      expect(ref.length).toBeLessThanOrEqual(35);
      expect(ref).not.toMatch(/[ILOU]/);
    }
    expect(isOrderReference('PSY-1')).toBe(false);
    expect(isOrderReference('psy-7k2m9qx4td')).toBe(false);
  });
});

const billing = {
  name: 'Asha Rao',
  email: 'Asha@Example.com',
  phone: '+91 98765-43210',
  company: '',
  country: 'India',
  streetAddress: '12 Civil Lines',
  apartment: 'Flat 3',
  city: 'Nagpur',
  state: 'Maharashtra',
  pinCode: '440001',
};

describe('checkout input', () => {
  const valid = {
    items: [{ productSlug: 'individual-counselling', variantId: '2', quantity: 1 }],
    billing,
    provider: 'razorpay',
    acceptTerms: true,
    ageConfirmed: true,
  };

  it('accepts ids and quantities, and normalises contact details', () => {
    const parsed = checkoutSchema.parse(valid);
    expect(parsed.billing.email).toBe('asha@example.com');
    expect(parsed.billing.phone).toBe('+919876543210');
  });

  it('ignores any price or total the browser adds', () => {
    const parsed = checkoutSchema.parse({
      ...valid,
      total: 1,
      items: [{ ...valid.items[0], cost: 1, price: 1 }],
    });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed.items[0]).not.toHaveProperty('cost');
    expect(parsed.items[0]).not.toHaveProperty('price');
  });

  it('refuses bad quantities, unknown providers and unaccepted terms with a message', () => {
    const issue = (input: unknown) => checkoutSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ ...valid, items: [{ ...valid.items[0], quantity: 0 }] })).toBe(
      'The quantity must be at least 1.',
    );
    expect(issue({ ...valid, items: [{ ...valid.items[0], quantity: 1.5 }] })).toBe(
      'Please choose a whole number.',
    );
    expect(issue({ ...valid, items: [] })).toBe('Your cart is empty.');
    expect(issue({ ...valid, provider: 'cash' })).toBe('Please choose how you would like to pay.');
    expect(issue({ ...valid, acceptTerms: false })).toBe('Please accept the terms and conditions.');
    expect(issue({ ...valid, ageConfirmed: false })).toBe(
      'Please confirm that you are 18 or older, or a parent or guardian buying for a child.',
    );
    expect(issue({ ...valid, billing: { ...billing, pinCode: '!' } })).toBe(
      'Please enter a valid PIN code.',
    );
    expect(issue({ ...valid, billing: { ...billing, city: '  ' } })).toBe(
      'Please fill in your city.',
    );
  });

  it('enables Pay Now only when every required field is filled (company is optional)', () => {
    expect(billingComplete(billing)).toBe(true);
    expect(billingComplete({ ...billing, apartment: ' ' })).toBe(false);
    expect(billingComplete({ ...billing, company: '' })).toBe(true);
    const { pinCode: _, ...withoutPin } = billing;
    expect(billingComplete(withoutPin)).toBe(false);
  });
});

describe('short dates', () => {
  it('shows the day in India as dd/mm/yyyy', () => {
    expect(shortDate('2026-11-22T20:00:00Z')).toBe('23/11/2026');
    expect(shortDate(new Date('2026-01-05T00:00:00Z'))).toBe('05/01/2026');
    expect(shortDate('nonsense')).toBe('Invalid Date');
  });
});
