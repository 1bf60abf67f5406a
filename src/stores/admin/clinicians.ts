import type { AdminRoute } from '#/lib/admin-routes.ts';
import type { SessionMode } from '#/lib/booking.ts';
import { adminFetch } from './api.ts';
import { routeLoader } from './load.ts';

export interface AdminClinicianView {
  id: string;
  slug: string;
  name: string;
  role: string;
  registrationNumber: string;
  languages: string[];
  modes: SessionMode[];
  sessionMinutes: number;
  bufferMinutes: number;
  active: boolean;
  demo: boolean;
  hours: Array<{
    weekday: number;
    from: string;
    to: string;
    mode: SessionMode;
    branch: string | null;
  }>;
  blocks: Array<{
    id: string;
    kind: 'leave' | 'blocked';
    startsAt: string;
    endsAt: string;
    reason: string;
  }>;
}

const isClinicians = (route: AdminRoute): route is Extract<AdminRoute, { name: 'clinicians' }> =>
  route.name === 'clinicians';

const clinicians = routeLoader(
  isClinicians,
  async (_route, signal) =>
    (await adminFetch<{ clinicians: AdminClinicianView[] }>('/api/admin/clinicians', { signal }))
      .clinicians,
  'The clinicians could not be loaded. Please try again.',
);
export const $clinicians = clinicians.store;
export const reloadClinicians = clinicians.reload;
