import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminLoginSchema,
  otpVerifySchema,
  passwordChangeSchema,
} from '#/features/account/schemas.ts';
import {
  ADMIN_MESSAGES,
  hasSignedInHint,
  isValidOtp,
  LOGIN_MESSAGES,
  normaliseOtp,
  OTP_RESEND_SECONDS,
  secondsLeft,
} from '#/lib/auth.ts';
import { generateOtp, hashOtp } from '#/server/auth/otp.server.ts';
import { hashToken, readCookie } from '#/server/auth/sessions.server.ts';
import { isTrustedDevice, trustedDeviceCookie } from '#/server/auth/trusted-device.ts';
import { resetConfigCache } from '#/server/config.ts';

describe('login rules', () => {
  it('keeps the specification texts exactly', () => {
    expect(LOGIN_MESSAGES.failed).toBe('Something went wrong. Please try again later.');
    expect(LOGIN_MESSAGES.invalidOtp).toBe('Invalid OTP. Please try again.');
    expect(ADMIN_MESSAGES.loginFailed).toBe('Oops! Something went wrong, please try again later!');
    expect(ADMIN_MESSAGES.passwordUpdated).toBe('Password Succesfully Updated !');
    expect(ADMIN_MESSAGES.passwordRejected).toBe('Please Check Your Password!');
    expect(OTP_RESEND_SECONDS).toBe(45);
  });

  it('keeps the digits of a pasted code', () => {
    expect(normaliseOtp(' 123 456 ')).toBe('123456');
    expect(normaliseOtp('123-456')).toBe('123456');
    expect(normaliseOtp('1234567')).toBe('123456');
    expect(isValidOtp('012345')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
  });

  it('counts the resend wait down in whole seconds, never below zero', () => {
    expect(secondsLeft(45_000, 0)).toBe(45);
    expect(secondsLeft(45_000, 44_001)).toBe(1);
    expect(secondsLeft(45_000, 45_000)).toBe(0);
    expect(secondsLeft(45_000, 99_000)).toBe(0);
  });

  it('reads the sign-in hint cookie and nothing else', () => {
    expect(hasSignedInHint('a=b; psy_signed_in=1')).toBe(true);
    expect(hasSignedInHint('psy_signed_in=')).toBe(false);
    expect(hasSignedInHint('xpsy_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });

  it('validates the login and admin forms', () => {
    expect(otpVerifySchema.parse({ email: ' A@B.co ', otp: '12 34 56' })).toEqual({
      email: 'a@b.co',
      otp: '123456',
    });
    expect(otpVerifySchema.safeParse({ email: 'a@b.co', otp: '12' }).success).toBe(false);
    expect(adminLoginSchema.parse({ username: ' admin ', password: ' pw ' })).toEqual({
      username: 'admin',
      password: 'pw',
    });
    expect(adminLoginSchema.safeParse({ username: '  ', password: 'x' }).success).toBe(false);
    expect(
      passwordChangeSchema.safeParse({ oldPassword: 'x', newPassword: 'elevenchars' }).success,
    ).toBe(false);
    expect(
      passwordChangeSchema.safeParse({ oldPassword: 'x', newPassword: 'twelve chars' }).success,
    ).toBe(true);
  });
});

describe('codes, tokens and cookies on the server', () => {
  it('makes 6-digit codes and hashes them with the key, bound to the address', () => {
    for (let i = 0; i < 50; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
    const secret = 'k'.repeat(32);
    const hash = hashOtp('a@b.co', '123456', secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOtp('a@b.co', '123456', secret)).toBe(hash);
    expect(hashOtp('c@d.co', '123456', secret)).not.toBe(hash);
    expect(hashOtp('a@b.co', '123456', 'x'.repeat(32))).not.toBe(hash);
  });

  it('hashes session tokens and reads one cookie out of many', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const request = new Request('http://x', {
      headers: { cookie: 'a=1; __Host-psy_session=tok=en; b=2' },
    });
    expect(readCookie(request, '__Host-psy_session')).toBe('tok=en');
    expect(readCookie(request, 'missing')).toBeUndefined();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigCache();
  });

  it('trusts a device mark only as it was given, to the account it was given for', () => {
    vi.stubEnv('SITE_URL', 'https://psycortex.in');
    vi.stubEnv('DATABASE_URL', 'postgres://unused@127.0.0.1/unused');
    vi.stubEnv('RESEND_API_KEY', 're_unused');
    vi.stubEnv('OTP_SECRET', 'a-test-secret-of-thirty-two-characters');
    resetConfigCache();
    const mark = /=([^;]+);/.exec(trustedDeviceCookie('admin', 'meera'))![1]!;
    const carrying = (value: string) =>
      new Request('http://x', { headers: { cookie: `__Host-psy_admin_device=${value}` } });
    expect(isTrustedDevice(carrying(mark), 'admin', 'meera')).toBe(true);
    expect(isTrustedDevice(carrying(mark), 'admin', 'ravi')).toBe(false);
    expect(isTrustedDevice(carrying(mark), 'customer', 'meera')).toBe(false);
    // A 32-byte signature's last base64url character carries two unused bits: a mark that
    // differs only there decodes to the same bytes and must still be refused.
    const last = mark.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBits = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(isTrustedDevice(carrying(mark.slice(0, -1) + sameBits), 'admin', 'meera')).toBe(false);
  });
});
