import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Contact enquiries, newest first; `EXPORT_PATH` answers them as CSV (a download, no call). */
export const PATH = '/api/admin/enquiries';
export const EXPORT_PATH = '/api/admin/enquiries/export';

export interface AdminEnquiry {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  contactNumber: string;
  city: string;
  state: string;
  country: string;
  message: string;
  createdAt: string;
}

export interface AdminEnquiriesAnswer {
  enquiries: AdminEnquiry[];
}

export const loadAdminEnquiries = (init: RequestInit = {}) =>
  api<Json<AdminEnquiriesAnswer>>(PATH, init);
