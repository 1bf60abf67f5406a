import type { BillingDetails } from '#/features/shop/shop.ts';
import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The signed-in customer's profile; 401 (and the cookies cleared) otherwise. */
export const PATH = '/api/me';

/**
 * What the browser may know about the signed-in customer: the billing details last saved (the
 * GSTIN from the last checkout that gave one), with the checkout form's names.
 */
export type PublicUser = BillingDetails;

export interface MeAnswer {
  user: PublicUser;
}

export const loadMe = () => api<Json<MeAnswer>>(PATH);
