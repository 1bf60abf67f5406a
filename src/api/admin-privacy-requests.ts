import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The privacy centre's requests with their age and state, open ones first. */
export const PATH = '/api/admin/privacy-requests';

/** A request from the privacy centre, as the admin panel lists it. */
export interface AdminPrivacyRequest {
  id: string;
  kind: string;
  state: 'open' | 'in_progress' | 'done';
  contactEmail: string;
  detail: string;
  createdAt: string;
  resolvedAt: string | null;
  /** Whole days since the request arrived: the law gives a deadline to answer. */
  ageDays: number;
}

export interface AdminPrivacyRequestsAnswer {
  requests: AdminPrivacyRequest[];
}

export const loadAdminPrivacyRequests = (init: RequestInit = {}) =>
  api<Json<AdminPrivacyRequestsAnswer>>(PATH, init);
