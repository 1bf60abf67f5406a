import { atom } from 'nanostores';
import {
  type DeactivatedAnswer,
  deactivatePath,
  type SessionToReassign as SessionToReassignServer,
  type ToReassignAnswer,
} from '#/api/admin-clinician-deactivate.ts';
import { type InvitedAnswer, invitePath } from '#/api/admin-clinician-invite.ts';
import type { Json } from '#/api/json.ts';
import { adminFetch, errorMessage, isQuiet, sendJson } from '#/features/admin/api.ts';
import { dialogForm } from '#/features/admin/dialog-form.store.ts';
import { EMAIL_PATTERN } from '#/lib/email.ts';
import {
  $cliniciansNotice,
  type AdminClinicianView,
  reloadClinicians,
} from './clinicians.store.ts';

/**
 * The Clinicians tab's sign-in actions: inviting a clinician to /clinician (an e-mail with a
 * one-time link) and deactivating one who leaves, whose future sessions are then listed for
 * reassignment.
 */

type Who = Pick<AdminClinicianView, 'slug' | 'name'>;

const inviteForm = dialogForm<{ email: string }, Who>();
export const $inviteForm = inviteForm.$form;
export const closeInviteForm = inviteForm.close;

export function startInvite(clinician: AdminClinicianView): void {
  $cliniciansNotice.set(null);
  inviteForm.open(
    { email: clinician.accountEmail ?? clinician.contactEmail ?? '' },
    { slug: clinician.slug, name: clinician.name },
  );
}

export const setInviteEmail = (email: string) => inviteForm.change({ email }, 'email');

export async function sendInvite(): Promise<boolean> {
  const state = $inviteForm.get();
  const sent = await inviteForm.submit(
    async ({ email }): Promise<Record<string, string>> =>
      EMAIL_PATTERN.test(email.trim())
        ? {}
        : { email: 'Enter the e-mail address the clinician will sign in with.' },
    async ({ email }, who) => {
      await sendJson<Json<InvitedAnswer>>('POST', invitePath(who.slug), {
        email: email.trim(),
      });
    },
  );
  if (sent && state) {
    $cliniciansNotice.set({
      tone: 'ok',
      text: `Invitation sent to ${state.values.email.trim()} for ${state.context.name}. The link works once, for 7 days.`,
    });
    reloadClinicians();
  }
  return sent;
}

/** A future session of a clinician who left, with the client, for the admin to move. */
export type SessionToReassign = Json<SessionToReassignServer>;

export type DeactivationState =
  | { stage: 'confirm'; who: Who; working: boolean; problem: string | null }
  | { stage: 'loading'; who: Who }
  | { stage: 'list'; who: Who; sessions: SessionToReassign[]; justDeactivated: boolean }
  | { stage: 'failed'; who: Who; problem: string };

export const $deactivation = atom<DeactivationState | null>(null);
export const closeDeactivation = () => $deactivation.set(null);

/** Asks before deactivating: it cannot be undone from the panel. */
export function startDeactivate(clinician: Who): void {
  $cliniciansNotice.set(null);
  $deactivation.set({ stage: 'confirm', who: clinician, working: false, problem: null });
}

export async function confirmDeactivate(): Promise<void> {
  const state = $deactivation.get();
  if (state?.stage !== 'confirm' || state.working) return;
  $deactivation.set({ ...state, working: true, problem: null });
  try {
    const { sessions } = await sendJson<Json<DeactivatedAnswer>>(
      'POST',
      deactivatePath(state.who.slug),
    );
    $deactivation.set({ stage: 'list', who: state.who, sessions, justDeactivated: true });
    $cliniciansNotice.set({
      tone: 'ok',
      text: `${state.who.name} has been deactivated: signed out, and no new bookings.`,
    });
    reloadClinicians();
  } catch (error) {
    if (isQuiet(error)) return;
    $deactivation.set({
      ...state,
      working: false,
      problem: errorMessage(error, 'The clinician could not be deactivated. Please try again.'),
    });
  }
}

/** The future sessions of a clinician already deactivated, read again. */
export async function showSessionsToReassign(clinician: Who): Promise<void> {
  $deactivation.set({ stage: 'loading', who: clinician });
  try {
    const { sessions } = await adminFetch<Json<ToReassignAnswer>>(deactivatePath(clinician.slug));
    $deactivation.set({ stage: 'list', who: clinician, sessions, justDeactivated: false });
  } catch (error) {
    if (isQuiet(error)) return;
    $deactivation.set({
      stage: 'failed',
      who: clinician,
      problem: errorMessage(error, 'The sessions could not be loaded. Please try again.'),
    });
  }
}
