import { createHmac, timingSafeEqual } from 'node:crypto';
import { bookingNotFound } from './errors.ts';

/**
 * What a signed link in a booking e-mail lets its holder do without signing in: cancel or move
 * the session, or answer the outcome measures asked before it (src/server/measures/).
 */
export type BookingLinkAction = 'cancel' | 'move' | 'measures';

/**
 * The one-click links in booking e-mails: the booking's id with an HMAC of it, so that a link
 * works without signing in and cannot be made for another booking. Each action has a key of its
 * own (the site's secret under the action's purpose), so a cancel link cannot move a session and
 * a token here is never valid anywhere else. A link works as long as the customer's policy lets
 * the session be changed; once it is cancelled or moved, that booking's links do nothing.
 */
export function bookingLinkToken(
  secret: string,
  action: BookingLinkAction,
  bookingId: string,
): string {
  return createHmac('sha256', `booking-${action}-link\u0000${secret}`)
    .update(bookingId)
    .digest('base64url');
}

export function validBookingLinkToken(
  secret: string,
  action: BookingLinkAction,
  bookingId: string,
  token: string,
): boolean {
  const expected = Buffer.from(bookingLinkToken(secret, action, bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The booking a link names, once its signature for that action holds; "not found" if not. */
export function signedBookingId(
  secret: string,
  action: BookingLinkAction,
  link: { booking: string; token: string },
): string {
  if (!validBookingLinkToken(secret, action, link.booking, link.token)) throw bookingNotFound();
  return link.booking;
}

/** The address the e-mail links to: the sessions page, which asks before it changes anything. */
export function bookingLinkUrl(
  siteUrl: string,
  secret: string,
  action: BookingLinkAction,
  bookingId: string,
): string {
  const params = new URLSearchParams({
    [action]: bookingId,
    token: bookingLinkToken(secret, action, bookingId),
  });
  return `${siteUrl}/user/sessions?${params}`;
}
