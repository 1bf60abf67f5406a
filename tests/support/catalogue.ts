import type { PublicProduct } from '#/api/products.ts';

/** Two products as `GET /api/products` describes them, for the shop stores' tests. */
export const COUNSELLING: PublicProduct = {
  slug: 'individual-counselling',
  name: 'Individual Counselling',
  factor: 'Number of sessions',
  description: 'One-to-one sessions.',
  descriptionHtml: '<p>One-to-one sessions.</p>',
  image: null,
  variants: [
    { id: '11', label: '1 session', sessions: 1, price: 149_900 },
    { id: '12', label: '4 sessions', sessions: 4, price: 549_900 },
  ],
};

export const COUPLES: PublicProduct = {
  slug: 'couples-therapy',
  name: 'Couples Therapy',
  factor: 'Duration',
  description: 'Sessions for two.',
  descriptionHtml: '<p>Sessions for two.</p>',
  image: '/images/couples.webp',
  variants: [{ id: '21', label: '60 minutes', sessions: 1, price: 249_900 }],
};

export const CATALOGUE = [COUNSELLING, COUPLES];
