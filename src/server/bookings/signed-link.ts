import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click cancel link in booking e-mails: the booking's id with an HMAC of it, so that the
 * link works without signing in and cannot be made for another booking. The key is the site's
 * secret under a purpose of its own, so a token here is never valid anywhere else. A link keeps
 * working as long as the policy lets the session be cancelled; once cancelled, it does nothing.
 */
export function cancelToken(secret: string, bookingId: string): string {
  return createHmac('sha256', `booking-cancel-link\u0000${secret}`)
    .update(bookingId)
    .digest('base64url');
}

export function validCancelToken(secret: string, bookingId: string, token: string): boolean {
  const expected = Buffer.from(cancelToken(secret, bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address the e-mail links to: the sessions page, which asks before it cancels. */
export function cancelLinkUrl(siteUrl: string, secret: string, bookingId: string): string {
  const params = new URLSearchParams({ cancel: bookingId, token: cancelToken(secret, bookingId) });
  return `${siteUrl}/user/sessions?${params}`;
}
