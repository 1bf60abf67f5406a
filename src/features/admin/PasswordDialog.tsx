import { useStore } from '@nanostores/react';
import { type SubmitEvent, useState } from 'react';
import {
  $passwordChange,
  changePassword,
  resetPasswordChange,
} from '#/features/admin/sign-in.store.ts';
import { ADMIN_PASSWORD_MIN } from '#/lib/auth.ts';
import { Dialog } from './shared.tsx';

/** The Change Password popup: the old password, a new one, and the spec's two messages. */
export function PasswordDialog() {
  const [open, setOpen] = useState(false);
  const state = useStore($passwordChange);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const changed = await changePassword(
      String(data.get('oldPassword') ?? ''),
      String(data.get('newPassword') ?? ''),
    );
    if (changed) form.reset();
  };

  const message = state.status === 'done' || state.status === 'failed' ? state : undefined;
  const newPasswordError = state.status === 'failed' ? state.newPasswordError : undefined;
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          resetPasswordChange();
          setOpen(true);
        }}
      >
        Change Password
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="password-title">
        <h2 id="password-title">Change Password</h2>
        <div role="alert" className="admin-dialog__alert">
          {message && (
            <p className={`notice notice--${message.status === 'done' ? 'success' : 'error'}`}>
              {message.message}
            </p>
          )}
        </div>
        <form noValidate onSubmit={submit}>
          <p className="admin-field">
            <label htmlFor="old-password">Old password</label>
            <input
              id="old-password"
              name="oldPassword"
              type="password"
              autoComplete="current-password"
              required
              data-autofocus
            />
          </p>
          <p className="admin-field">
            <label htmlFor="new-password">New password</label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={ADMIN_PASSWORD_MIN}
              aria-invalid={newPasswordError ? true : undefined}
              aria-describedby={`new-password-help${newPasswordError ? ' new-password-error' : ''}`}
            />
            <span className="admin-help" id="new-password-help">
              At least {ADMIN_PASSWORD_MIN} characters. Your other sessions will be signed out.
            </span>
            {newPasswordError && (
              <span className="admin-error" id="new-password-error">
                {newPasswordError}
              </span>
            )}
          </p>
          <div className="admin-actions">
            <button
              type="submit"
              className="button"
              aria-disabled={state.status === 'sending' || undefined}
            >
              Update Password
            </button>
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
