import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '#/server/config.ts';
import { readCookie } from './sign-ins.server.ts';

/**
 * A browser that has signed in to an account before carries a cookie that proves it, so an
 * attacker who fails many sign-ins for that account from elsewhere cannot lock its owner out.
 * The cookie holds a random device id and an HMAC binding it to the account: nothing is
 * stored, and it opens nothing by itself (the password or code is still needed).
 */
export type DeviceKind = 'customer' | 'admin' | 'clinician';

const COOKIES: Record<DeviceKind, string> = {
  customer: '__Host-psy_device',
  admin: '__Host-psy_admin_device',
  clinician: '__Host-psy_clinician_device',
};
const DEVICE_SECONDS = 180 * 24 * 60 * 60;

function mac(account: string, deviceId: string): Buffer {
  const key = createHmac('sha256', config().OTP_SECRET).update('trusted-device').digest();
  return createHmac('sha256', key).update(`${account}\n${deviceId}`).digest();
}

/** True when the request carries this account's trusted-device cookie. */
export function isTrustedDevice(request: Request, kind: DeviceKind, account: string): boolean {
  const value = readCookie(request, COOKIES[kind]);
  const [deviceId, signature] = value?.split('.') ?? [];
  if (!deviceId || !signature || deviceId.length > 64 || signature.length > 64) return false;
  // Compared as text: decoding would ignore a last character's unused bits, so a changed
  // cookie could still pass.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(account, deviceId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie header that marks this browser as trusted for the account. */
export function trustedDeviceCookie(kind: DeviceKind, account: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  const value = `${deviceId}.${mac(account, deviceId).toString('base64url')}`;
  return `${COOKIES[kind]}=${value}; Max-Age=${DEVICE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}
