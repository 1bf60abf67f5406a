import { atom } from 'nanostores';
import { logOutAdmin } from '#/api/admin-logout.ts';
import { loadAdminMe } from '#/api/admin-me.ts';
import { changeAdminPassword } from '#/api/admin-password.ts';
import { ADMIN_MESSAGES } from '#/lib/auth.ts';
import { AdminApiError, adminCall, isQuiet } from './api.ts';

export type AdminSignInState = { status: 'loading' } | { status: 'in'; username: string };

export const $adminSignIn = atom<AdminSignInState>({ status: 'loading' });

/**
 * Who is signed in. Without an admin session (none, or only a customer's) the panel is not
 * shown at all and the browser goes home, as the specification says.
 */
export async function loadAdminSignIn(): Promise<void> {
  // Not adminFetch: a missing session goes home here, not to the admin login page.
  const result = await loadAdminMe();
  const admin = result.ok ? result.data?.admin : undefined;
  if (admin) {
    $adminSignIn.set({ status: 'in', username: admin.username });
    return;
  }
  console.error(`[admin] no admin session: GET /api/admin/me answered ${result.status}`);
  window.location.replace('/');
}

/** Ends the session on the server (a failed call is logged by the client) and goes home. */
export async function logoutAdmin(): Promise<void> {
  await logOutAdmin();
  window.location.assign('/');
}

export type PasswordChangeState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; newPasswordError?: string };

export const $passwordChange = atom<PasswordChangeState>({ status: 'idle' });

export function resetPasswordChange(): void {
  $passwordChange.set({ status: 'idle' });
}

/** Changing the password also ends this admin's other sessions (on the server). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
  if ($passwordChange.get().status === 'sending') return false;
  $passwordChange.set({ status: 'sending' });
  try {
    await adminCall(changeAdminPassword({ oldPassword, newPassword }));
    $passwordChange.set({ status: 'done', message: ADMIN_MESSAGES.passwordUpdated });
    return true;
  } catch (error) {
    if (!isQuiet(error)) console.error('[admin] password change failed:', error);
    const fields = error instanceof AdminApiError ? error.body.fields : undefined;
    $passwordChange.set({
      status: 'failed',
      message: ADMIN_MESSAGES.passwordRejected,
      ...(fields?.newPassword ? { newPasswordError: fields.newPassword } : {}),
    });
    return false;
  }
}
