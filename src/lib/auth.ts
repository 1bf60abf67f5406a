/**
 * Rules and texts of the login screens, shared by the browser scripts and the functions.
 * No schema library here: the header and the login page import it.
 */

/** Texts kept exactly as the specification spells them. */
export const LOGIN_MESSAGES = {
  failed: 'Something went wrong. Please try again later.',
  invalidOtp: 'Invalid OTP. Please try again.',
  sent: 'We have sent a 6-digit code to your email. It is valid for 10 minutes.',
  tooMany: 'Too many attempts. Please try again in a few minutes.',
  invalidUserData: 'Invalid user data provided.',
  unverifiedEmail:
    'This provider has not verified your email address. Please sign in with the e-mail code instead.',
  providerUnavailable: 'This sign-in option is not available. Please sign in with the e-mail code.',
} as const;

/** Error codes the sign-in callback puts in /user/login?error=..., and what the page shows. */
export const OIDC_ERRORS = {
  invalid_user_data: LOGIN_MESSAGES.invalidUserData,
  unverified_email: LOGIN_MESSAGES.unverifiedEmail,
  unavailable: LOGIN_MESSAGES.providerUnavailable,
  failed: LOGIN_MESSAGES.failed,
} as const;
export type OidcErrorCode = keyof typeof OIDC_ERRORS;

/** The message for ?error=..., or undefined for anything unknown (never the raw text). */
export function oidcErrorMessage(code: string | null): string | undefined {
  return code && Object.hasOwn(OIDC_ERRORS, code) ? OIDC_ERRORS[code as OidcErrorCode] : undefined;
}

export const ADMIN_MESSAGES = {
  loginFailed: 'Oops! Something went wrong, please try again later!',
  passwordUpdated: 'Password Succesfully Updated !',
  passwordRejected: 'Please Check Your Password!',
} as const;

/** Minimum length for admin passwords. */
export const ADMIN_PASSWORD_MIN = 12;

export const OTP_LENGTH = 6;
/** Seconds before another code may be asked for. */
export const OTP_RESEND_SECONDS = 45;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Keeps the digits of what was typed or pasted ("123 456", "123-456" → "123456"). */
export function normaliseOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isValidOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

/** Whole seconds left until `deadline` (ms since the epoch), never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Set beside the HttpOnly session cookie and readable by scripts: it holds no secret, only
 * tells the header that asking `/api/me` is worth a request.
 */
export const SIGNED_IN_HINT_COOKIE = 'psy_signed_in';

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Where to go after logging in, from /user/login?next=...: only a path of this site. A value
 * like `//evil.example`, `/\evil.example` or `https://evil.example` would send a person who
 * just signed in to someone else's page (an open redirect), so anything but a path starting
 * with a single `/` is refused and the caller goes home instead.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 2000) return undefined;
  if (!next.startsWith('/') || next.startsWith('//')) return undefined;
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\x` and `/\t/x` mean `//x`.
  if (/[\\\s\p{Cc}]/u.test(next)) return undefined;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // The check above is on what was given; this one is on what comes out. Normalising
  // `/.//evil.example/x` yields `//evil.example/x`, which a browser reads as another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? undefined : path;
}

/** The login page that comes back to `path` afterwards. */
export function loginHref(path: string): string {
  // From a Hindi or Marathi page (<html lang="mr-IN">), the login page and the way back stay in
  // its language. Written out rather than with src/lib/i18n.ts: the header imports this module,
  // and every page's shared script would otherwise carry the language helpers.
  const lang = globalThis.document?.documentElement?.lang;
  const prefix = lang === 'hi-IN' ? '/hi' : lang === 'mr-IN' ? '/mr' : '';
  const back =
    !prefix || path === prefix || path.startsWith(`${prefix}/`)
      ? path
      : path === '/'
        ? prefix
        : `${prefix}${path}`;
  return `${prefix}/user/login?next=${encodeURIComponent(back)}`;
}
