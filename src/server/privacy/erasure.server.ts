import { type RawBuilder, sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import {
  identifyingPattern,
  type PersonIdentifiers,
  redactJson,
  redactText,
} from './identifiers.ts';

/** What takes the place of a person in staff's notes once they are erased. */
export const ERASED_MARKER = '[erased]';

/**
 * Every address, phone number and name the site holds for the person: their account, their
 * orders' billing details, their sign-in links and the sessions booked for them. Read before
 * any of it is blanked.
 */
export async function identifiersOf(database: Db, userId: string): Promise<PersonIdentifiers> {
  const user = await database
    .selectFrom('users')
    .select(['email', 'phone', 'name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [orders, identities, bookings] = await Promise.all([
    database
      .selectFrom('orders')
      .select(['billing_email', 'billing_phone', 'billing_name'])
      .where('user_id', '=', userId)
      .where('personal_data_erased_at', 'is', null)
      .execute(),
    database.selectFrom('identities').select('email').where('user_id', '=', userId).execute(),
    database
      .selectFrom('bookings')
      .select(['contact_email', 'contact_phone', 'contact_name'])
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('contact_email', '=', user.email)]))
      .execute(),
  ]);
  const distinct = (values: (string | null)[]) => {
    const seen = new Map<string, string>();
    for (const value of values) {
      const v = value?.trim() ?? '';
      if (v !== '' && !seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
    }
    return [...seen.values()];
  };
  return {
    emails: distinct([
      user.email,
      ...orders.map((o) => o.billing_email),
      ...identities.map((i) => i.email),
      ...bookings.map((b) => b.contact_email),
    ]),
    phones: distinct([
      user.phone,
      ...orders.map((o) => o.billing_phone),
      ...bookings.map((b) => b.contact_phone),
    ]),
    names: distinct([
      user.name,
      ...orders.map((o) => o.billing_name),
      ...bookings.map((b) => b.contact_name),
    ]),
  };
}

/** The records that are about the person themselves, found before the erasure removes links. */
export interface PersonRecords {
  userId: string;
  orderIds: string[];
  orderReferences: string[];
  bookingIds: string[];
}

/**
 * What staff typed about the person goes with them. In the records about them (their refunds'
 * reasons, their credit notes' reasons, the access log's entries on their record, orders and
 * sessions, and customer searches) every address, every spelling of every phone number and
 * every word of their names is replaced; in every other note staff typed (other refunds and
 * credit notes, cancellation reasons, clinicians' blocks, the rest of the access log) their
 * addresses, phone numbers and full names are. Credit notes stay, with the rest of their reason:
 * the accounts need to know why money went back, not to whom. The access log says `user:<id>`
 * instead, so it still shows that this customer's data was read.
 */
export async function redactStaffNotes(
  database: Db,
  person: PersonIdentifiers,
  records: PersonRecords,
): Promise<void> {
  const anywhere = identifyingPattern(person);
  const aboutThem = identifyingPattern(person, { nameParts: true });
  if (!anywhere || !aboutThem) return;
  const userMarker = `user:${records.userId}`;
  const theirOrders = (column: string) =>
    records.orderIds.length > 0
      ? sql`${sql.ref(column)} in (${sql.join(records.orderIds)})`
      : sql`false`;
  const subjects = [
    userMarker,
    ...records.orderReferences,
    ...records.bookingIds.map((id) => `booking:${id}`),
  ];
  // Entries on their record, their orders or sessions, lists that showed them, and searches.
  const auditAboutThem = sql`(subject in (${sql.join(subjects)})
    or ${userMarker} = any(subjects) or action = 'read.users')`;

  const columns: RedactedColumn[] = [
    { table: 'refunds', column: 'reason', marker: ERASED_MARKER, scope: theirOrders('order_id') },
    {
      table: 'refunds',
      column: 'override_reason',
      marker: ERASED_MARKER,
      scope: theirOrders('order_id'),
    },
    {
      table: 'tax_documents',
      column: 'reason',
      marker: ERASED_MARKER,
      scope: theirOrders('order_id'),
    },
    { table: 'bookings', column: 'cancel_reason', marker: ERASED_MARKER },
    { table: 'clinician_blocks', column: 'reason', marker: ERASED_MARKER },
    { table: 'admin_audit', column: 'subject', marker: userMarker, scope: auditAboutThem },
    {
      table: 'admin_audit',
      column: 'detail',
      marker: userMarker,
      json: true,
      scope: auditAboutThem,
    },
  ];
  for (const target of columns) {
    if (target.scope) await redactColumn(database, target, aboutThem, target.scope);
    await redactColumn(database, target, anywhere);
  }
}

interface RedactedColumn {
  table: 'refunds' | 'tax_documents' | 'bookings' | 'clinician_blocks' | 'admin_audit';
  column: string;
  marker: string;
  /** A JSON column: only the strings inside it are rewritten. */
  json?: boolean;
  /** The rows about the person, where each word of their name counts. */
  scope?: RawBuilder<unknown>;
}

/** The database finds the rows the pattern matches; the same pattern rewrites each of them. */
async function redactColumn(
  database: Db,
  target: RedactedColumn,
  pattern: string,
  scope?: RawBuilder<unknown>,
): Promise<void> {
  const table = sql.table(target.table);
  const column = sql.ref(target.column);
  const found = await sql<{ id: string; value: unknown }>`
    select id, ${column} as value from ${table}
    where ${column}::text ~* ${pattern} and ${scope ?? sql`true`}`.execute(database);
  for (const row of found.rows) {
    if (row.value === null) continue;
    const value = target.json
      ? JSON.stringify(redactJson(row.value, pattern, target.marker))
      : redactText(String(row.value), pattern, target.marker);
    if (value === (target.json ? JSON.stringify(row.value) : row.value)) continue;
    await sql`
      update ${table} set ${column} = ${target.json ? sql`${value}::text::jsonb` : sql`${value}::text`}
      where id = ${row.id}`.execute(database);
  }
}
