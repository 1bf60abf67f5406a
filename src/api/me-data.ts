import type { BillingDetails } from '#/features/shop/shop.ts';
import { api } from '#/lib/http.ts';
import type { AdminEnquiry } from './admin-enquiries.ts';
import type { Json } from './json.ts';
import type { OrderView } from './order.ts';

/** Everything held about the signed-in customer, as JSON (`?download=1` saves it as a file). */
export const PATH = '/api/me/data';

/** The privacy domain's own parts of the export, each date an ISO string (null when none). */
export interface PersonalData {
  exportedAt: string;
  noticeVersion: string;
  profile: {
    email: string;
    name: string;
    phone: string;
    company: string;
    address: Omit<BillingDetails, 'name' | 'email' | 'phone' | 'company'>;
    createdAt: string | null;
    lastLoginAt: string | null;
  };
  signInProviders: Array<{ provider: string; email: string | null; linkedAt: string | null }>;
  orders: OrderView[];
  /** The enquiries sent from their address, as the admin panel lists them but for the id. */
  enquiries: Array<Omit<AdminEnquiry, 'id' | 'createdAt'> & { sentAt: string | null }>;
  /** Null while the address never subscribed; `confirmedAt` null until the link is followed. */
  newsletter: {
    subscribedAt: string | null;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  consents: Array<{
    purpose: 'newsletter';
    noticeVersion: string;
    method: string;
    grantedAt: string;
    withdrawnAt: string | null;
    withdrawalMethod: string | null;
  }>;
  /** Sign-ins, without their secrets. */
  signIns: Array<{ startedAt: string | null; expiresAt: string | null; endedAt: string | null }>;
  privacyRequests: Array<{
    kind: string;
    state: 'open' | 'in_progress' | 'done';
    detail: string;
    createdAt: string | null;
    resolvedAt: string | null;
  }>;
}

/** Those parts, and the parts the other domains export (bookings, measures, activity). */
export type MyDataAnswer = PersonalData & { [part: string]: unknown };

export const loadMyData = () => api<Json<MyDataAnswer>>(PATH);
