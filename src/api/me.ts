import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The signed-in customer's profile; 401 (and the cookies cleared) otherwise. */
export const PATH = '/api/me';

/** What the browser may know about the signed-in customer. */
export interface PublicUser {
  name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  streetAddress: string;
  apartment: string;
  city: string;
  state: string;
  pinCode: string;
  /** Saved from the last checkout that gave one. */
  gstin: string;
}

export interface MeAnswer {
  user: PublicUser;
}

export const loadMe = () => api<Json<MeAnswer>>(PATH);
