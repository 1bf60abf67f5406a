import { atom } from 'nanostores';
import type { AdminPrivacyRequest } from '#/features/admin/admin.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { adminFetch, errorMessage, sendJson } from '#/features/admin/api.ts';
import { routeLoader } from '#/features/admin/load.ts';

const isPrivacy = (route: AdminRoute): route is Extract<AdminRoute, { name: 'privacy' }> =>
  route.name === 'privacy';

/** Requests from the privacy centre, open ones first, with their age. */
const requests = routeLoader(
  isPrivacy,
  async (_route, signal) =>
    (
      await adminFetch<{ requests: AdminPrivacyRequest[] }>('/api/admin/privacy-requests', {
        signal,
      })
    ).requests,
  'The privacy requests could not be loaded. Please try again.',
);
export const $privacyRequests = requests.store;

/** The outcome of the last change of state, for the screen's live region. */
export const $privacyMessage = atom<string>('');

export async function setRequestState(
  id: string,
  state: AdminPrivacyRequest['state'],
): Promise<void> {
  try {
    await sendJson('PUT', `/api/admin/privacy-requests/${id}`, { state });
    $privacyMessage.set('Request updated.');
    requests.reload();
  } catch (error) {
    $privacyMessage.set(errorMessage(error, 'The request could not be updated. Please try again.'));
  }
}
