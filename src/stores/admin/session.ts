import { atom } from 'nanostores';
import { ADMIN_MESSAGES } from '../../lib/auth.ts';
import { AdminApiError, isQuiet, sendJson } from './api.ts';

export type AdminSessionState = { status: 'loading' } | { status: 'in'; username: string };

export const $adminSession = atom<AdminSessionState>({ status: 'loading' });

/**
 * Who is signed in. Without an admin session (none, or only a customer's) the panel is not
 * shown at all and the browser goes home, as the specification says.
 */
export async function loadAdminSession(): Promise<void> {
  try {
    const response = await fetch('/api/admin/me', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`GET /api/admin/me answered ${response.status}`);
    const { admin } = (await response.json()) as { admin: { username: string } };
    $adminSession.set({ status: 'in', username: admin.username });
  } catch (error) {
    console.error('[admin] no admin session:', error);
    window.location.replace('/');
  }
}

export async function logoutAdmin(): Promise<void> {
  try {
    await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' });
  } catch (error) {
    console.error('[admin] logout failed:', error);
  }
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
    await sendJson('PUT', '/api/admin/password', { oldPassword, newPassword });
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
