import {
  isValidOtp,
  LOGIN_MESSAGES,
  normaliseOtp,
  OTP_RESEND_SECONDS,
  oidcErrorMessage,
  safeNextPath,
  secondsLeft,
} from '../lib/auth.ts';
import { isValidEmail, normaliseEmail } from '../lib/email.ts';
import { bindNotice, type Notice } from './notice.ts';

/**
 * /user/login: email, then the one-time code. The code and the session never pass through
 * this script's hands except the code the person types: the session is an HttpOnly cookie.
 */
export function initLoginForm(form: HTMLFormElement): void {
  const email = form.querySelector<HTMLInputElement>('#login-email')!;
  const otp = form.querySelector<HTMLInputElement>('#login-otp')!;
  const otpStep = form.querySelector<HTMLElement>('[data-otp-step]')!;
  const send = form.querySelector<HTMLButtonElement>('[data-send]')!;
  const verify = form.querySelector<HTMLButtonElement>('[data-verify]')!;
  const resend = form.querySelector<HTMLButtonElement>('[data-resend]')!;
  const countdown = form.querySelector<HTMLElement>('[data-countdown]')!;
  const loading = document.querySelector<HTMLElement>('[data-loading]')!;
  const { show, hide } = bindNotice(document.querySelector<HTMLElement>('[data-login-message]')!);
  const params = new URLSearchParams(window.location.search);
  // A failed Google or Microsoft sign-in comes back as /user/login?error=<code>.
  const social = oidcErrorMessage(params.get('error'));
  // Sent here from a page that needs a signed-in customer (/user/login?next=/user/checkout):
  // back there afterwards, if it is a path of this site; home otherwise.
  const destination = safeNextPath(params.get('next')) ?? '/';
  if (social) show(social, 'error');
  // Google and Microsoft bring the person back to the same place.
  if (destination !== '/') {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/api/auth/oidc/"]')) {
      link.href = `${link.pathname}?next=${encodeURIComponent(destination)}`;
    }
  }
  let step: 'email' | 'otp' = 'email';
  let busy = false;
  let timer: number | undefined;

  const setBusy = (on: boolean) => {
    busy = on;
    loading.hidden = !on;
    send.disabled = on;
    verify.disabled = on;
    if (on) resend.disabled = true;
  };

  const startCountdown = () => {
    const deadline = Date.now() + OTP_RESEND_SECONDS * 1000;
    window.clearInterval(timer);
    const tick = () => {
      const left = secondsLeft(deadline, Date.now());
      if (left > 0) {
        resend.disabled = true;
        countdown.textContent = `You can resend the code in ${left} s.`;
      } else {
        window.clearInterval(timer);
        resend.disabled = busy;
        countdown.textContent = 'Did not get the code? You can resend it now.';
      }
    };
    tick();
    timer = window.setInterval(tick, 1000);
  };

  const post = (path: string, body: unknown) =>
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const errorMessage = async (response: Response, fallback: string) => {
    if (response.status !== 429) return fallback;
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    return body?.error?.message ?? fallback;
  };

  const requestCode = async () => {
    if (!isValidEmail(email.value)) {
      email.setAttribute('aria-invalid', 'true');
      show('Please enter a valid email address.', 'error');
      email.focus();
      return;
    }
    email.removeAttribute('aria-invalid');
    hide();
    setBusy(true);
    let ok = false;
    try {
      const response = await post('/api/auth/otp', { email: normaliseEmail(email.value) });
      ok = response.ok;
      if (ok) show(LOGIN_MESSAGES.sent, 'success');
      else show(await errorMessage(response, LOGIN_MESSAGES.failed), 'error');
    } catch (error) {
      console.error('[login] sending the code failed:', error);
      show(LOGIN_MESSAGES.failed, 'error');
    } finally {
      setBusy(false);
    }
    if (!ok) {
      if (step === 'otp') startCountdown();
      return;
    }
    step = 'otp';
    email.readOnly = true;
    otpStep.hidden = false;
    send.hidden = true;
    verify.hidden = false;
    resend.hidden = false;
    startCountdown();
    otp.focus();
  };

  const checkCode = async () => {
    const code = normaliseOtp(otp.value);
    if (!isValidOtp(code)) {
      otp.setAttribute('aria-invalid', 'true');
      show(LOGIN_MESSAGES.invalidOtp, 'error');
      otp.focus();
      return;
    }
    otp.removeAttribute('aria-invalid');
    hide();
    setBusy(true);
    try {
      const response = await post('/api/auth/otp/verify', {
        email: normaliseEmail(email.value),
        otp: code,
      });
      if (response.ok) {
        const answer = (await response.json().catch(() => null)) as { askName?: boolean } | null;
        if (answer?.askName) askForName(form, destination, { show, hide });
        else window.location.assign(destination);
        return;
      }
      otp.setAttribute('aria-invalid', 'true');
      show(await errorMessage(response, LOGIN_MESSAGES.invalidOtp), 'error');
      otp.focus();
    } catch (error) {
      console.error('[login] checking the code failed:', error);
      show(LOGIN_MESSAGES.failed, 'error');
    } finally {
      setBusy(false);
      if (countdown.textContent?.includes('now')) resend.disabled = false;
    }
  };

  // Pasted or autofilled codes arrive with spaces or dashes at times: keep the digits.
  otp.addEventListener('input', () => {
    const digits = normaliseOtp(otp.value);
    if (digits !== otp.value) otp.value = digits;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    void (step === 'email' ? requestCode() : checkCode());
  });
  resend.addEventListener('click', () => {
    if (!busy && !resend.disabled) void requestCode();
  });
}

/**
 * Right after the first login: the person's name, once, or skip. The login form gives way to
 * the name form; either button ends on the page the person was going to.
 */
function askForName(loginForm: HTMLFormElement, destination: string, { show, hide }: Notice): void {
  const nameForm = document.querySelector<HTMLFormElement>('[data-name-form]');
  if (!nameForm) {
    window.location.assign(destination);
    return;
  }
  const input = nameForm.querySelector<HTMLInputElement>('#login-name')!;
  const save = nameForm.querySelector<HTMLButtonElement>('[data-name-save]')!;
  const skip = nameForm.querySelector<HTMLButtonElement>('[data-name-skip]')!;
  loginForm.hidden = true;
  const social = document.querySelector<HTMLElement>('[data-login-social]');
  if (social) social.hidden = true;
  hide();
  nameForm.hidden = false;
  input.focus();

  nameForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!input.value.trim()) {
      input.setAttribute('aria-invalid', 'true');
      show('Please fill in your name, or choose Skip for now.', 'error');
      input.focus();
      return;
    }
    save.disabled = true;
    skip.disabled = true;
    try {
      const response = await fetch('/api/me/name', {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: input.value }),
      });
      if (response.ok) {
        window.location.assign(destination);
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string };
      } | null;
      input.setAttribute('aria-invalid', 'true');
      show(body?.error?.message ?? LOGIN_MESSAGES.failed, 'error');
      input.focus();
    } catch (error) {
      console.error('[login] saving the name failed:', error);
      show(LOGIN_MESSAGES.failed, 'error');
    } finally {
      save.disabled = false;
      skip.disabled = false;
    }
  });
  skip.addEventListener('click', () => window.location.assign(destination));
}
