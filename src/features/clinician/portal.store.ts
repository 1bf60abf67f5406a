import { atom } from 'nanostores';
import { type ClinicianMe, getClinicianMe } from '#/api/clinician-me.ts';
import { recordOwnOutcome } from '#/api/clinician-session-outcome.ts';
import { getOwnSessions } from '#/api/clinician-sessions.ts';
import type { Json } from '#/api/json.ts';
import type { CalendarView } from '#/features/clinician/clinician-portal.ts';
import { type ApiResult, api, sendJson } from '#/lib/http.ts';

/**
 * The clinicians' portal at /clinician: who is signed in, and every call it makes. Calls go
 * through the site's one client (../http.ts) and answer `ApiResult`s; a 401 on any of them
 * means the session has ended (12 hours, a sign-out elsewhere, deactivation), and the portal
 * shows the sign-in form again.
 */

/** A span of the clinician's weekly hours, as their record answers it and the portal sends it. */
export type WeeklyHours = Json<ClinicianMe>['hours'][number];

export type PortalState =
  | { status: 'loading' }
  | { status: 'out' }
  | { status: 'in'; me: Json<ClinicianMe> }
  | { status: 'failed'; message: string };

export const $portal = atom<PortalState>({ status: 'loading' });

/** Any call: a 401 puts the portal back to its sign-in form. */
async function call<T>(result: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const answer = await result;
  if (!answer.ok && answer.status === 401) $portal.set({ status: 'out' });
  return answer;
}

/** Reads who is signed in; shows the sign-in form when nobody is. */
export async function loadMe(): Promise<void> {
  const result = await getClinicianMe();
  if (result.ok) $portal.set({ status: 'in', me: result.data.clinician });
  else if (result.status === 401 || result.status === 403) $portal.set({ status: 'out' });
  else $portal.set({ status: 'failed', message: result.error.message });
}

export const openInvitation = (token: string) =>
  sendJson<{ email: string; name: string }>('POST', '/api/clinician-auth/invitation', { token });

export const requestCode = (email: string) =>
  sendJson<{ message: string }>('POST', '/api/clinician-auth/otp', { email });

export async function verifyCode(email: string, otp: string): Promise<ApiResult<unknown>> {
  const result = await sendJson('POST', '/api/clinician-auth/verify', { email, otp });
  if (result.ok) await loadMe();
  return result;
}

export async function signOut(): Promise<void> {
  await sendJson('POST', '/api/clinician-auth/logout');
  $portal.set({ status: 'out' });
}

export const readSessions = (from: string, view: CalendarView, signal?: AbortSignal) =>
  call(getOwnSessions(from, view === 'day' ? 1 : 7, signal));

export const recordOutcome = (id: string, outcome: 'attended' | 'no_show') =>
  call(recordOwnOutcome(id, { outcome }));

/** After a change to their record, the portal reads it again. */
async function changed<T>(result: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const answer = await call(result);
  if (answer.ok) await loadMe();
  return answer;
}

export const saveProfile = (bio: string, languages: string[]) =>
  changed(sendJson('PUT', '/api/clinician/profile', { bio, languages }));

export const saveHours = (hours: WeeklyHours[]) =>
  changed(sendJson('PUT', '/api/clinician/hours', { hours }));

export const addBlock = (block: {
  kind: 'leave' | 'blocked';
  startsAt: string;
  endsAt: string;
  reason: string;
}) => changed(sendJson<{ id: string }>('POST', '/api/clinician/blocks', block));

export const removeBlock = (id: string) =>
  changed(sendJson('DELETE', `/api/clinician/blocks/${encodeURIComponent(id)}`));

export function setPhoto(photo: File | null) {
  if (!photo) return changed(sendJson('DELETE', '/api/clinician/photo'));
  const body = new FormData();
  body.set('photo', photo);
  return changed(api<{ photoUrl: string }>('/api/clinician/photo', { method: 'PUT', body }));
}

/** A new feed address (shown this once); any before it stops working. */
export const createFeed = () =>
  changed(sendJson<{ url: string; createdAt: string }>('POST', '/api/clinician/feed'));

export const revokeFeed = () => changed(sendJson('DELETE', '/api/clinician/feed'));
