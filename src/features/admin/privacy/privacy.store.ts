import { atom } from 'nanostores';
import { setPrivacyRequestState } from '#/api/admin-privacy-request.ts';
import {
  type AdminPrivacyRequest,
  loadAdminPrivacyRequests,
} from '#/api/admin-privacy-requests.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { adminCall, errorMessage } from '#/features/admin/api.ts';
import { routeLoader } from '#/features/admin/load.ts';

const isPrivacy = (route: AdminRoute): route is Extract<AdminRoute, { name: 'privacy' }> =>
  route.name === 'privacy';

/** Requests from the privacy centre, open ones first, with their age. */
const requests = routeLoader(
  isPrivacy,
  async (_route, signal) => (await adminCall(loadAdminPrivacyRequests({ signal }))).requests,
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
    await adminCall(setPrivacyRequestState(id, { state }));
    $privacyMessage.set('Request updated.');
    requests.reload();
  } catch (error) {
    $privacyMessage.set(errorMessage(error, 'The request could not be updated. Please try again.'));
  }
}
