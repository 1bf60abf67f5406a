import { requestLoginCode } from '#/api/auth-otp.ts';
import { verifyLoginCode } from '#/api/auth-verify.ts';
import { saveName } from '#/api/me-name.ts';
import type { LoginScriptWords } from '#/features/account/login-words.ts';
import type { ApiErrorCode } from '#/lib/api-error.ts';
import {
  isValidOtp,
  normaliseOtp,
  OTP_RESEND_SECONDS,
  safeNextPath,
  secondsLeft,
} from '#/lib/auth.ts';
import { isValidEmail, normaliseEmail } from '#/lib/email.ts';
import type { ApiError, ApiFailure } from '#/lib/http.ts';
import { pageLocale, pageLocaleField } from '#/lib/i18n.ts';
import { bindNotice, type Notice } from '#/scripts/notice.ts';

/**
 * The script's messages, in the page's language: the page writes them into the form's
 * `data-words` (src/components/auth/LoginPage.astro), so the script carries no words itself.
 */
function scriptWords(form: HTMLFormElement): LoginScriptWords {
  return JSON.parse(form.dataset.words ?? '{}') as LoginScriptWords;
}

/**
 * The server's messages the login page puts into its language, by their code (a rate limit, with
 * the minutes to wait): the Hindi and Marathi pages write their words into `data-messages`; the
 * English page has none and shows the server's English message.
 */
type ServerWords = Partial<Record<ApiErrorCode, string>>;

function serverWords(form: HTMLFormElement): ServerWords | undefined {
  return form.dataset.messages ? (JSON.parse(form.dataset.messages) as ServerWords) : undefined;
}

/** A server's error in the page's words, or its English message (marked so on another page). */
function serverText(error: ApiError, messages: ServerWords | undefined): [string, string?] {
  if (!messages) return [error.message];
  const text = Object.hasOwn(messages, error.code) ? messages[error.code as ApiErrorCode] : '';
  if (!text) return [error.message, 'en-IN'];
  const lang = document.documentElement.lang;
  return [
    text.replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = error.values?.[key];
      return value === undefined ? whole : value.toLocaleString(lang);
    }),
  ];
}

/** The sign-in callback's error codes (/user/login?error=<code>), and their words. */
const OIDC_WORDS = {
  invalid_user_data: 'script.invalidUserData',
  unverified_email: 'script.unverifiedEmail',
  unavailable: 'script.providerUnavailable',
  failed: 'script.failed',
} as const;

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
  const words = scriptWords(form);
  const messages = serverWords(form);
  const params = new URLSearchParams(window.location.search);
  const error = params.get('error');
  // A failed Google or Microsoft sign-in comes back as /user/login?error=<code>.
  const social =
    error && Object.hasOwn(OIDC_WORDS, error)
      ? words[OIDC_WORDS[error as keyof typeof OIDC_WORDS]]
      : undefined;
  // Sent here from a page that needs a signed-in customer (/user/login?next=/user/checkout):
  // back there afterwards, if it is a path of this site; home (in the page's language) otherwise.
  const locale = pageLocale();
  const destination = safeNextPath(params.get('next')) ?? (locale === 'en' ? '/' : `/${locale}`);

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
  // Whether the countdown has ended, so a new code may be asked for.
  let canResend = false;

  const setBusy = (on: boolean) => {
    busy = on;
    loading.hidden = !on;
    send.disabled = on;
    verify.disabled = on;
    if (on) resend.disabled = true;
  };

  const startCountdown = () => {
    const deadline = Date.now() + OTP_RESEND_SECONDS * 1000;
    canResend = false;
    window.clearInterval(timer);
    const tick = () => {
      const left = secondsLeft(deadline, Date.now());
      if (left > 0) {
        resend.disabled = true;
        // In the page's digits: 45, or ४५ on the Marathi page.
        const seconds = left.toLocaleString(document.documentElement.lang);
        countdown.textContent = words['script.wait'].replace('{seconds}', seconds);
      } else {
        window.clearInterval(timer);
        resend.disabled = busy;
        countdown.textContent = words['script.resendNow'];
        canResend = true;
      }
    };
    tick();
    timer = window.setInterval(tick, 1000);
  };

  // Only a rate limit's message comes from the server (it says how long to wait), in the page's
  // words; every other refusal gets the form's own words.
  const showError = (result: ApiFailure, fallback: string) => {
    if (result.status === 429 && result.fromServer) {
      const [text, lang] = serverText(result.error, messages);
      show(text, 'error', lang);
    } else show(fallback, 'error');
  };

  const requestCode = async () => {
    if (!isValidEmail(email.value)) {
      email.setAttribute('aria-invalid', 'true');
      show(words['script.invalidEmail'], 'error');
      email.focus();
      return;
    }
    email.removeAttribute('aria-invalid');
    hide();
    setBusy(true);
    const result = await requestLoginCode({
      email: normaliseEmail(email.value),
      ...pageLocaleField(),
    });
    if (result.ok) show(words['script.sent'], 'success');
    else showError(result, words['script.failed']);
    setBusy(false);
    if (!result.ok) {
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
      show(words['script.invalidOtp'], 'error');
      otp.focus();
      return;
    }
    otp.removeAttribute('aria-invalid');
    hide();
    setBusy(true);
    const result = await verifyLoginCode({
      email: normaliseEmail(email.value),
      otp: code,
    });
    if (result.ok) {
      if (result.data.askName) {
        setBusy(false);
        askForName(form, destination, { show, hide }, words);
      } else {
        window.location.assign(destination);
      }
      return;
    }
    if (result.status === 0) {
      // No answer: the code may be right, so it is not marked wrong.
      show(words['script.failed'], 'error');
    } else {
      otp.setAttribute('aria-invalid', 'true');
      showError(result, words['script.invalidOtp']);
      otp.focus();
    }
    setBusy(false);
    if (canResend) resend.disabled = false;
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
  // The page renders Send disabled, so that nothing is sent before this code runs.
  send.disabled = false;
}

/**
 * Right after the first login: the person's name, once, or skip. The login form gives way to
 * the name form; either button ends on the page the person was going to.
 */
function askForName(
  loginForm: HTMLFormElement,
  destination: string,
  { show, hide }: Notice,
  words: LoginScriptWords,
): void {
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
      show(words['script.nameMissing'], 'error');
      input.focus();
      return;
    }
    save.disabled = true;
    skip.disabled = true;
    const result = await saveName({ name: input.value });
    if (result.ok) {
      window.location.assign(destination);
      return;
    }
    if (result.status !== 0) input.setAttribute('aria-invalid', 'true');
    if (result.fromServer) {
      const [text, lang] = serverText(result.error, serverWords(loginForm));
      show(text, 'error', lang);
    } else show(words['script.failed'], 'error');
    input.focus();
    save.disabled = false;
    skip.disabled = false;
  });
  skip.addEventListener('click', () => window.location.assign(destination));
}
