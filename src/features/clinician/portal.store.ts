import { atom } from 'nanostores';
import { openInvitation } from '#/api/clinician-auth-invitation.ts';
import { signOut as postSignOut } from '#/api/clinician-auth-logout.ts';
import { requestCode } from '#/api/clinician-auth-otp.ts';
import { verifyCode as postCode } from '#/api/clinician-auth-verify.ts';
import { removeOwnBlock } from '#/api/clinician-block.ts';
import { addOwnBlock } from '#/api/clinician-blocks.ts';
import { revokeFeed as deleteFeed, createFeed as postFeed } from '#/api/clinician-feed-token.ts';
import { saveOwnHours } from '#/api/clinician-hours.ts';
import { type ClinicianMe, getClinicianMe } from '#/api/clinician-me.ts';
import { setOwnPhoto } from '#/api/clinician-photo.ts';
import { saveOwnProfile } from '#/api/clinician-profile.ts';
import { recordOwnOutcome } from '#/api/clinician-session-outcome.ts';
import { getOwnSessions } from '#/api/clinician-sessions.ts';
import type { Json } from '#/api/json.ts';
import type { CalendarView } from '#/features/clinician/clinician-portal.ts';
import type { ApiResult } from '#/lib/http.ts';

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

export { openInvitation, requestCode };

export async function verifyCode(email: string, otp: string): Promise<ApiResult<unknown>> {
  const result = await postCode(email, otp);
  if (result.ok) await loadMe();
  return result;
}

export async function signOut(): Promise<void> {
  await postSignOut();
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
  changed(saveOwnProfile({ bio, languages }));

export const saveHours = (hours: WeeklyHours[]) => changed(saveOwnHours({ hours }));

export const addBlock = (block: {
  kind: 'leave' | 'blocked';
  startsAt: string;
  endsAt: string;
  reason: string;
}) => changed(addOwnBlock(block));

export const removeBlock = (id: string) => changed(removeOwnBlock(id));

export function setPhoto(photo: File | null) {
  return changed(setOwnPhoto(photo));
}

/** A new feed address (shown this once); any before it stops working. */
export const createFeed = () => changed(postFeed());

export const revokeFeed = () => changed(deleteFeed());
