import type { PersonalData } from '#/api/me-data.ts';
import { PRIVACY_NOTICE_VERSION } from '#/features/privacy/privacy.ts';
import type { ProfileInput } from '#/features/privacy/schemas.ts';
import { mailboxKey } from '#/lib/email.ts';
import { endSignInsOf, eraseUser, forgetSignIns } from '#/server/auth/personal-data.server.ts';
import { saveUserDetails } from '#/server/auth/users.server.ts';
import { eraseBookings, exportBookings } from '#/server/bookings/personal-data.server.ts';
import { forgetConsents } from '#/server/consent/consents.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { PrivacyRequestKind } from '#/server/db/schema.ts';
import { enquiriesFrom, forgetEnquiries } from '#/server/enquiries/personal-data.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { forgetRateLimits } from '#/server/http/rate-limit.server.ts';
import { documentsOfOrders } from '#/server/invoices/documents.server.ts';
import { eraseBuyerDetails } from '#/server/invoices/erasure.server.ts';
import { forgetEmails } from '#/server/mail/outbox.server.ts';
import { eraseMeasures, exportMeasures } from '#/server/measures/personal-data.server.ts';
import { retainClinicalRecord } from '#/server/notes/retained.server.ts';
import { itemsOf, toOrderView } from '#/server/orders/orders.server.ts';
import { eraseBuyerOfOrders } from '#/server/orders/personal-data.server.ts';
import { removePaymentPayloads } from '#/server/payments/personal-data.server.ts';
import { identifiersOf, redactStaffNotes } from './erasure.server.ts';
import { exportActivity } from './export-activity.server.ts';
import { phonePattern } from './identifiers.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

async function userRow(database: Db, userId: string) {
  const user = await database
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('We could not find your account.');
  return user;
}

/**
 * Everything the site holds about the customer, in one JSON document they can keep: profile,
 * sign-in links, orders with their payments, enquiries sent from their address, e-mails sent
 * to or about them, newsletter and consents, sign-ins and sign-in attempts (without secrets),
 * their privacy requests and every time staff opened their records. Every table holding
 * personal data has its part here (tests/integration/erasure.test.ts checks the list).
 */
export async function exportPersonalData(database: Db, userId: string) {
  const user = await userRow(database, userId);
  const orders = await database
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const items = await itemsOf(
    database,
    orders.map((o) => o.id),
  );
  const documents = await documentsOfOrders(
    database,
    orders.map((o) => o.id),
  );
  const more = await exportActivity(
    database,
    userId,
    user.email,
    orders.map((o) => o.id),
  );
  const booked = await exportBookings(
    database,
    userId,
    user.email,
    phonePatternsOf((await identifiersOf(database, userId)).phones),
  );
  const [identities, enquiries, subscription, consents, signIns, requests] = await Promise.all([
    database
      .selectFrom('identities')
      .select(['provider', 'email', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    database.selectFrom('enquiries').selectAll().where('email', '=', user.email).execute(),
    database
      .selectFrom('newsletter_subscribers')
      .select(['subscribed_at', 'confirmed_at', 'unsubscribed_at'])
      .where('email', '=', user.email)
      .executeTakeFirst(),
    database
      .selectFrom('consents')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', user.email)]))
      .orderBy('granted_at')
      .execute(),
    database
      .selectFrom('sign_ins')
      .select(['created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    database
      .selectFrom('privacy_requests')
      .select(['kind', 'state', 'detail', 'created_at', 'resolved_at'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  // The privacy domain's own parts, as the contract lists them (src/api/me-data.ts).
  const own: PersonalData = {
    exportedAt: new Date().toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    profile: {
      email: user.email,
      name: user.name,
      phone: user.phone,
      company: user.company,
      address: {
        country: user.country,
        streetAddress: user.street_address,
        apartment: user.apartment,
        city: user.city,
        state: user.state,
        pinCode: user.pin_code,
        gstin: user.gstin,
      },
      createdAt: iso(user.created_at),
      lastLoginAt: iso(user.last_login_at),
    },
    signInProviders: identities.map((i) => ({
      provider: i.provider,
      email: i.email,
      linkedAt: iso(i.created_at),
    })),
    orders: orders.map((o) => toOrderView(o, items, documents.get(o.id))),
    enquiries: enquiries.map((e) => ({
      firstname: e.firstname,
      lastname: e.lastname,
      email: e.email,
      contactNumber: e.contact_number,
      city: e.city,
      state: e.state,
      country: e.country,
      message: e.message,
      sentAt: iso(e.created_at),
    })),
    newsletter: subscription
      ? {
          subscribedAt: iso(subscription.subscribed_at),
          // Null while the link e-mailed to the address has not been followed.
          confirmedAt: iso(subscription.confirmed_at),
          unsubscribedAt: iso(subscription.unsubscribed_at),
        }
      : null,
    consents: consents.map((c) => ({
      purpose: c.purpose,
      noticeVersion: c.notice_version,
      method: c.method,
      grantedAt: c.granted_at.toISOString(),
      withdrawnAt: iso(c.withdrawn_at),
      withdrawalMethod: c.withdrawal_method,
    })),
    signIns: signIns.map((s) => ({
      startedAt: iso(s.created_at),
      expiresAt: iso(s.expires_at),
      endedAt: iso(s.revoked_at),
    })),
    privacyRequests: requests.map((r) => ({
      kind: r.kind,
      state: r.state,
      detail: r.detail,
      createdAt: iso(r.created_at),
      resolvedAt: iso(r.resolved_at),
    })),
  };
  return { ...own, ...more, ...booked, ...(await exportMeasures(database, userId)) };
}

/** The customer corrects their own details (the e-mail is their login and stays). */
export async function updateProfile(
  database: Db,
  userId: string,
  input: ProfileInput,
): Promise<void> {
  await userRow(database, userId);
  await saveUserDetails(database, userId, {
    name: input.name,
    phone: input.phone,
    company: input.company,
    country: input.country,
    streetAddress: input.streetAddress,
    apartment: input.apartment,
    city: input.city,
    state: input.state,
    pinCode: input.pinCode,
  });
}

/** Ends every sign-in of the customer, on every device, this one included. */
export async function endAllSignIns(database: Db, userId: string): Promise<number> {
  return endSignInsOf(database, userId);
}

export async function createPrivacyRequest(
  database: Db,
  userId: string,
  kind: Exclude<PrivacyRequestKind, 'erasure'>,
  detail: string,
): Promise<void> {
  const user = await userRow(database, userId);
  await database
    .insertInto('privacy_requests')
    .values({ user_id: userId, contact_email: user.email, kind, detail })
    .execute();
}

const phonePatternsOf = (phones: string[]) =>
  phones.map(phonePattern).filter((p): p is string => p !== undefined);

/** What an erased buyer's invoice keeps: the place of supply (city, state, country) and the sums. */
export const ERASED_NAME = 'Erased customer';

/**
 * Erases the account at once. Personal data goes: profile, sign-in links, sign-ins, login
 * codes and failed sign-ins, newsletter subscription and consents, enquiries, every e-mail to
 * or about the person (the care team's copy of an enquiry too), the providers' raw payment
 * notifications, what their privacy requests said, and their names, e-mail addresses and
 * phone numbers (in every spelling) wherever staff typed them: refund and credit-note reasons,
 * cancellation reasons, the access log (redactStaffNotes). Orders stay, because tax and
 * accounting law obliges the provider to keep invoices, but only with what an invoice needs
 * (items, amounts, dates, references and the place of supply), marked with the moment of
 * erasure; their refunds and credit notes stay with their reasons redacted. The clinical record
 * (sessions that took place and their notes) is sealed under NOTES_KEY without a name beside it
 * and kept 3 years after the last session, as medical record-keeping requires. Nothing is queued
 * to the person afterwards (queueEmail). A record of the request itself is kept without the
 * address.
 */
export async function eraseAccount(database: Db, userId: string): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const user = await userRow(trx, userId);
    const now = new Date();
    const email = user.email;
    // Read before anything is blanked: every way staff may have written the person down.
    const person = await identifiersOf(trx, userId);
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'reference'])
      .where('user_id', '=', userId)
      .execute();
    const orderIds = orders.map((o) => o.id);
    const enquiryIds = await enquiriesFrom(trx, email);
    await forgetEmails(trx, { to: email, userId, orderIds, enquiryIds });
    // The clinical record the law keeps is sealed first (src/server/notes/retained.server.ts).
    await retainClinicalRecord(trx, userId, email, now);
    const bookingIds = await eraseBookings(trx, userId, email, phonePatternsOf(person.phones));
    await eraseMeasures(trx, userId);
    await forgetSignIns(trx, userId, email);
    // The newsletter's own table: privacy and the newsletter do not import each other (see
    // the architecture test), so this one delete stays here, listed there as the exception.
    await trx.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
    await forgetConsents(trx, userId, email);
    await forgetEnquiries(trx, email);
    await forgetRateLimits(trx, [email, mailboxKey(email)]);
    if (orderIds.length > 0) await removePaymentPayloads(trx, orderIds, now);
    await redactStaffNotes(trx, person, {
      userId,
      orderIds,
      orderReferences: orders.map((o) => o.reference),
      bookingIds,
    });
    await eraseBuyerDetails(trx, userId, ERASED_NAME);
    await eraseBuyerOfOrders(trx, userId, ERASED_NAME, now);
    await trx
      .updateTable('privacy_requests')
      .set({ contact_email: '', detail: '' })
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('contact_email', '=', email)]))
      .execute();
    await trx
      .insertInto('privacy_requests')
      .values({
        user_id: userId,
        contact_email: '',
        kind: 'erasure',
        state: 'done',
        detail: 'Erased at once from the privacy centre.',
        resolved_at: now,
      })
      .execute();
    await eraseUser(trx, userId, now);
  });
}
