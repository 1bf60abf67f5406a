import { ADMIN_MESSAGES } from '../lib/auth.ts';
import { bindNotice } from './notice.ts';

/** The admin login and the admin shell. The session is an HttpOnly, SameSite=Strict cookie. */

const send = (method: string, path: string, body?: unknown) =>
  fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const messageBox = (selector: string) => bindNotice(document.querySelector<HTMLElement>(selector)!);

export function initAdminLogin(form: HTMLFormElement): void {
  const username = form.querySelector<HTMLInputElement>('#admin-username')!;
  const password = form.querySelector<HTMLInputElement>('#admin-password')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const loading = document.querySelector<HTMLElement>('[data-loading]')!;
  const message = messageBox('[data-admin-message]');

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = [username, password];
    const empty = fields.filter((f) => f.value.trim() === '');
    for (const f of fields) f.toggleAttribute('aria-invalid', empty.includes(f));
    if (empty.length > 0) {
      message.show(`Please fill in the ${empty[0] === username ? 'username' : 'password'}.`);
      empty[0]!.focus();
      return;
    }
    message.hide();
    button.disabled = true;
    loading.hidden = false;
    try {
      const response = await send('POST', '/api/admin/login', {
        username: username.value.trim(),
        password: password.value.trim(),
      });
      if (response.ok) {
        window.location.assign('/admin');
        return;
      }
      message.show(ADMIN_MESSAGES.loginFailed);
    } catch (error) {
      console.error('[admin] login failed:', error);
      message.show(ADMIN_MESSAGES.loginFailed);
    } finally {
      button.disabled = false;
      loading.hidden = true;
    }
  });
}

/** /admin: shown only to a signed-in admin; anyone else goes to the home page. */
export async function initAdminShell(): Promise<void> {
  const shell = document.querySelector<HTMLElement>('[data-admin-shell]');
  if (!shell) return;
  try {
    const response = await send('GET', '/api/admin/me');
    if (!response.ok) throw new Error(`GET /api/admin/me answered ${response.status}`);
    const { admin } = (await response.json()) as { admin: { username: string } };
    shell.querySelector('[data-admin-who]')!.textContent = `Signed in as ${admin.username}`;
    shell.hidden = false;
  } catch (error) {
    console.error('[admin] no admin session:', error);
    window.location.replace('/');
    return;
  }

  shell.querySelector('[data-admin-logout]')?.addEventListener('click', async () => {
    await send('POST', '/api/admin/logout').catch((error) => console.error(error));
    window.location.assign('/');
  });

  const dialog = document.querySelector<HTMLDialogElement>('[data-password-dialog]')!;
  const form = dialog.querySelector<HTMLFormElement>('[data-password-form]')!;
  const opener = shell.querySelector<HTMLButtonElement>('[data-password-open]')!;
  const message = messageBox('[data-password-message]');
  opener.addEventListener('click', () => {
    form.reset();
    message.hide();
    dialog.showModal();
  });
  dialog.querySelector('[data-password-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener.focus());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.disabled = true;
    try {
      const response = await send('PUT', '/api/admin/password', {
        oldPassword: String(data.get('oldPassword') ?? ''),
        newPassword: String(data.get('newPassword') ?? ''),
      });
      if (response.ok) {
        message.show(ADMIN_MESSAGES.passwordUpdated, 'success');
        form.reset();
      } else if (response.status === 401 || response.status === 403) {
        window.location.replace('/');
      } else {
        message.show(ADMIN_MESSAGES.passwordRejected);
      }
    } catch (error) {
      console.error('[admin] password change failed:', error);
      message.show(ADMIN_MESSAGES.passwordRejected);
    } finally {
      button.disabled = false;
    }
  });
}
