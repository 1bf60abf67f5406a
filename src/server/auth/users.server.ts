import type { PublicUser } from '#/api/me.ts';
import { claimBookingsOfEmail } from '#/server/bookings/claim.server.ts';
import type { Db } from '#/server/db/client.server.ts';

/**
 * The user with this (already normalised and verified) address, created on first sign-in. A
 * name is only filled in when the account has none yet. Sessions staff booked for the address
 * become the account's (bookings/claim.server.ts).
 */
export async function findOrCreateUserByEmail(
  database: Db,
  email: string,
  name = '',
): Promise<{ id: string; created: boolean }> {
  const user = await findOrCreate(database, email, name);
  await claimBookingsOfEmail(database, user.id, email);
  return user;
}

async function findOrCreate(
  database: Db,
  email: string,
  name: string,
): Promise<{ id: string; created: boolean }> {
  const inserted = await database
    .insertInto('users')
    .values({ email, name })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await database
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (name && !existing.name) {
    await database
      .updateTable('users')
      .set({ name, updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
  }
  return { id: existing.id, created: false };
}

export interface IdentityClaims {
  /** 'google' or 'microsoft'. */
  provider: string;
  issuer: string;
  subject: string;
  email: string;
}

/** The user an external identity already belongs to, if any. */
export async function findUserByIdentity(
  database: Db,
  identity: Pick<IdentityClaims, 'provider' | 'issuer' | 'subject'>,
): Promise<string | undefined> {
  const row = await database
    .selectFrom('identities')
    .select('user_id')
    .where('provider', '=', identity.provider)
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Links an external identity, keyed by (provider, issuer, subject), to a user. The caller
 * decides whether the provider vouched for the address before linking to an existing account.
 */
export async function linkIdentity(
  database: Db,
  userId: string,
  identity: IdentityClaims,
): Promise<void> {
  await database
    .insertInto('identities')
    .values({
      user_id: userId,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
    })
    .onConflict((oc) => oc.columns(['provider', 'issuer', 'subject']).doNothing())
    .execute();
}

export async function getPublicUser(database: Db, userId: string): Promise<PublicUser | undefined> {
  const row = await database
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    country: row.country,
    streetAddress: row.street_address,
    apartment: row.apartment,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    gstin: row.gstin,
  };
}

/** Sets the customer's name (asked once, after the first login). */
export async function setUserName(database: Db, userId: string, name: string): Promise<void> {
  await database
    .updateTable('users')
    .set({ name, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * The customer's details as the profile and the checkout's billing form name them; the GSTIN
 * is left as it is when not given (the profile form has none).
 */
export type UserDetails = Omit<PublicUser, 'email' | 'gstin'> & { gstin?: string };

/**
 * Saves the customer's details: from their profile (the privacy centre) or from the billing
 * details of an order they placed, in the order's transaction.
 */
export async function saveUserDetails(
  database: Db,
  userId: string,
  details: UserDetails,
  now = new Date(),
): Promise<void> {
  await database
    .updateTable('users')
    .set({
      name: details.name,
      phone: details.phone,
      company: details.company,
      country: details.country,
      street_address: details.streetAddress,
      apartment: details.apartment,
      city: details.city,
      state: details.state,
      pin_code: details.pinCode,
      ...(details.gstin === undefined ? {} : { gstin: details.gstin }),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
