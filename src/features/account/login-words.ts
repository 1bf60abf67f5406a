import { z } from 'zod';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';

/**
 * Every text of /user/login (issue #34), English here: the page's and the login script's. The
 * Hindi and Marathi pages read theirs from content/i18n/login/<language>.json, checked against
 * `loginWordsSchema`. Each page hands the script (src/features/account/login-form.ts) its own
 * language's `script.*` words in `data-words`, so the script carries no words and no page
 * carries another language's. `{name}` marks a value
 * filled in; keep it.
 *
 * A rate limit's message comes from the server and stays in English (docs/decisions.md).
 */
export const LOGIN_EN = {
  title: 'Login',
  description: 'Log in to your Psycortex account with a one-time code sent to your email.',
  hint: 'Enter your email and we will send you a one-time code. No password needed; a new account is made at your first login.',
  loading: 'Loading',
  email: 'Email',
  otp: 'OTP',
  otpHelp:
    'The 6-digit code from the email we sent you, valid for {minutes} minutes. You can paste it.',
  send: 'Send OTP',
  verify: 'Verify OTP',
  resend: 'Resend OTP',
  nameHeading: 'Welcome to Psycortex. What should we call you?',
  name: 'Your name',
  nameHelp:
    'We use it to greet you and on your invoices. You can add it later at checkout instead.',
  nameSave: 'Save name',
  nameSkip: 'Skip for now',
  or: 'or',
  google: 'Sign In with Google',
  microsoft: 'Sign In with Microsoft',
  'privacy.title': 'What we collect and why',
  'privacy.email': 'Your e-mail address: to send your login code and to keep your account.',
  'privacy.cookie': 'A session cookie: to keep you signed in on this device. No tracking cookies.',
  'privacy.policy': 'How we handle your data',
  'privacy.centre': 'Your privacy centre',
  'script.wait': 'You can resend the code in {seconds} s.',
  'script.resendNow': 'Did not get the code? You can resend it now.',
  'script.invalidEmail': 'Please enter a valid email address.',
  'script.nameMissing': 'Please fill in your name, or choose Skip for now.',
  'script.sent': LOGIN_MESSAGES.sent,
  'script.failed': LOGIN_MESSAGES.failed,
  'script.invalidOtp': LOGIN_MESSAGES.invalidOtp,
  'script.invalidUserData': LOGIN_MESSAGES.invalidUserData,
  'script.unverifiedEmail': LOGIN_MESSAGES.unverifiedEmail,
  'script.providerUnavailable': LOGIN_MESSAGES.providerUnavailable,
} as const;

export type LoginKey = keyof typeof LOGIN_EN;
export type LoginWords = Record<LoginKey, string>;
/** What the login script says, handed to it by a Hindi or Marathi page. */
export type LoginScriptWords = Record<Extract<LoginKey, `script.${string}`>, string>;

/** A translation of these words: every key, none empty. */
export const loginWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(LOGIN_EN).map((key) => [key, z.string().min(1)])) as Record<
    LoginKey,
    z.ZodString
  >,
);
