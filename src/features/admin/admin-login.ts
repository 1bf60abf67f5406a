import { logInAdmin } from '#/api/admin-login.ts';
import { ADMIN_MESSAGES } from '#/lib/auth.ts';
import { bindNotice } from '#/scripts/notice.ts';

/**
 * The admin login page. The session is an HttpOnly, SameSite=Strict cookie; the panel itself is
 * the React app in src/features/admin/.
 */

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
    const result = await logInAdmin({
      username: username.value.trim(),
      password: password.value.trim(),
    });
    // A wrong name or password, a rate limit or no answer at all: the same message for all.
    if (result.ok) window.location.assign('/admin');
    else message.show(ADMIN_MESSAGES.loginFailed);
    button.disabled = false;
    loading.hidden = true;
  });
}
