import type { Database } from '#/server/db/schema.ts';

/**
 * Each table's owning domain: the folder under src/server whose code alone writes it
 * (insertInto, updateTable, deleteFrom, or an insert, update or delete in SQL). Other domains
 * call the owner's functions instead, reads included where that is cheap.
 * `tests/unit/architecture.test.ts` keeps the rule, and checks that every table of
 * `db/schema.ts` is listed here and that the table of domains in src/server/README.md says
 * the same.
 */
export const tableOwners = {
  // auth: customers, admins and how they sign in
  users: 'auth',
  admins: 'auth',
  identities: 'auth',
  otp_challenges: 'auth',
  sign_ins: 'auth',
  login_failures: 'auth',
  // catalogue: what the shop sells
  products: 'catalogue',
  variants: 'catalogue',
  // orders: what was bought, and each attempt to pay for it
  orders: 'orders',
  order_items: 'orders',
  payment_attempts: 'orders',
  // payments: what the providers said, and money sent back
  payment_events: 'payments',
  refunds: 'payments',
  // invoices: tax documents and their numbers
  tax_documents: 'invoices',
  tax_document_counters: 'invoices',
  // bookings: clinicians' calendars, credits and sessions
  clinicians: 'bookings',
  clinician_hours: 'bookings',
  clinician_blocks: 'bookings',
  clinician_slot_versions: 'bookings',
  session_credits: 'bookings',
  bookings: 'bookings',
  booking_status_changes: 'bookings',
  booking_answers: 'bookings',
  waiting_list: 'bookings',
  // clinicians: the clinicians' portal
  clinician_invitations: 'clinicians',
  // measures: outcome measures
  measure_settings: 'measures',
  measure_requests: 'measures',
  measure_results: 'measures',
  // notes: session notes and the sealed record of an erased person
  session_notes: 'notes',
  note_amendments: 'notes',
  retained_records: 'notes',
  // video: the session's video room
  video_participants: 'video',
  video_signals: 'video',
  // the rest: one table each
  enquiries: 'enquiries',
  newsletter_subscribers: 'newsletter',
  consents: 'consent',
  privacy_requests: 'privacy',
  admin_audit: 'admin',
  emails: 'mail',
  rate_limits: 'http',
} as const satisfies Record<keyof Database, string>;

export type Table = keyof typeof tableOwners;
export type Owner = (typeof tableOwners)[Table];

/** The tables a domain owns, in the order listed above. */
export const tablesOf = (owner: string): Table[] =>
  (Object.keys(tableOwners) as Table[]).filter((table) => tableOwners[table] === owner);
