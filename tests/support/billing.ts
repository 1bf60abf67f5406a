import type { BillingDetails } from '#/features/shop/shop.ts';

/** Billing details that pass the checkout's rules, for a customer with this address. */
export const billingFor = (email: string, name = 'Asha Rao'): BillingDetails => ({
  name,
  email,
  phone: '+91 98765 43210',
  company: '',
  gstin: '',
  country: 'India',
  streetAddress: '12 Civil Lines',
  apartment: 'Flat 3',
  city: 'Nagpur',
  state: 'Maharashtra',
  pinCode: '440001',
});
