import { atom } from 'nanostores';
import { type AdminEnquiry, EXPORT_PATH, loadAdminEnquiries } from '#/api/admin-enquiries.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { adminCall } from '#/features/admin/api.ts';
import { routeLoader } from '#/features/admin/load.ts';

const isContact = (route: AdminRoute): route is Extract<AdminRoute, { name: 'contact' }> =>
  route.name === 'contact';

/** Contact enquiries, newest first (the server's order). */
const enquiries = routeLoader(
  isContact,
  async (_route, signal) => (await adminCall(loadAdminEnquiries({ signal }))).enquiries,
  'The enquiries could not be loaded. Please try again.',
);
export const $enquiries = enquiries.store;

/** The enquiry the details dialog shows. */
export const $openEnquiry = atom<AdminEnquiry | null>(null);

export function openEnquiry(enquiry: AdminEnquiry): void {
  $openEnquiry.set(enquiry);
}

export function closeEnquiry(): void {
  $openEnquiry.set(null);
}

export const ENQUIRIES_EXPORT_URL = EXPORT_PATH;
