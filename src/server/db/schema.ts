import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column with a default: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamptz column every insert must set. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint columns come back as strings from postgres.js; ids are small enough for numbers. */
type BigId = ColumnType<string, never, never>;
/** The site's language, en, hi or mr (migration 0029). */
type SiteLocaleColumn = 'en' | 'hi' | 'mr';
type Paise = ColumnType<string, number | bigint | string, number | bigint | string>;

export interface AdminsTable {
  id: BigId;
  username: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Where the admin's security alerts go; CARE_EMAIL when there is none. */
  email: string | null;
}

export interface ProductsTable {
  id: BigId;
  slug: string;
  name: string;
  factor: Generated<string>;
  description: Generated<string>;
  image_path: string | null;
  sort_order: Generated<number>;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The service's SAC code (9993: human health services). */
  sac_code: Generated<string>;
  /** GST rate in basis points: 1800 is 18%. */
  gst_rate_bp: Generated<number>;
  /** Exempt from GST: sold on a bill of supply, or tax-free on an invoice. */
  gst_exempt: Generated<boolean>;
  /** Months a package's session credits last; null means the usual 12. */
  credit_validity_months: number | null;
}

export interface VariantsTable {
  id: BigId;
  product_id: ColumnType<string, number | string, number | string>;
  label: string;
  sessions: number;
  price_paise: Paise;
  sort_order: Generated<number>;
  archived_at: Timestamp | null;
}

export interface EmailsTable {
  id: BigId;
  idempotency_key: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  headers: ColumnType<
    Record<string, string>,
    Record<string, string> | undefined,
    Record<string, string>
  >;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_id: string | null;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  user_id: ForeignId | null;
  enquiry_id: ForeignId | null;
  order_id: ForeignId | null;
  attach_document_id: ForeignId | null;
  redact_after_send: Generated<boolean>;
  booking_id: ForeignId | null;
  attachments: ColumnType<EmailAttachment[], EmailAttachment[] | undefined, EmailAttachment[]>;
}

/** A file sent with an e-mail; `content` is base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: RequiredTimestamp;
  hits: Generated<number>;
}

export interface NewsletterSubscribersTable {
  id: BigId;
  email: string;
  unsubscribe_token: string;
  /** When the address was typed into the form (last asked for, while still unconfirmed). */
  subscribed_at: Timestamp;
  unsubscribed_at: Timestamp | null;
  /** When the link e-mailed to the address was followed; null while pending (double opt-in). */
  confirmed_at: Timestamp | null;
  /** SHA-256 (hex) of the confirmation link's token. */
  confirm_token_hash: string | null;
  /** When the last confirmation e-mail was queued, so asking again does not mail every time. */
  confirm_sent_at: Timestamp | null;
}

export interface EnquiriesTable {
  id: BigId;
  firstname: string;
  lastname: string;
  email: string;
  contact_number: string;
  city: string;
  state: string;
  country: string;
  message: string;
  created_at: Timestamp;
}

export interface UsersTable {
  id: BigId;
  email: string;
  name: Generated<string>;
  phone: Generated<string>;
  company: Generated<string>;
  country: Generated<string>;
  street_address: Generated<string>;
  apartment: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  gstin: Generated<string>;
  pin_code: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
  erased_at: Timestamp | null;
}

type ForeignId = ColumnType<string, number | string, number | string>;

export interface IdentitiesTable {
  id: BigId;
  user_id: ForeignId;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

export interface OtpChallengesTable {
  id: BigId;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  consumed_at: Timestamp | null;
  /** Asked for from a browser carrying the account's trusted-device cookie. */
  trusted_device: Generated<boolean>;
}

export type SignInKind = 'customer' | 'admin' | 'clinician';

/** One browser signed in to one account (never a counselling session: those are bookings). */
export interface SignInsTable {
  id: BigId;
  token_hash: string;
  kind: SignInKind;
  user_id: ForeignId | null;
  admin_id: ForeignId | null;
  clinician_id: ForeignId | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  revoked_at: Timestamp | null;
}

export type OrderStatusColumn =
  | 'pending'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'partially_refunded'
  | 'refunded';

export interface OrdersTable {
  id: BigId;
  reference: string;
  user_id: ForeignId;
  status: Generated<OrderStatusColumn>;
  provider: 'razorpay' | 'paydollar';
  currency: Generated<'INR'>;
  total_paise: Paise;
  billing_name: string;
  billing_email: string;
  billing_phone: string;
  billing_company: Generated<string>;
  billing_country: string;
  billing_street_address: string;
  billing_apartment: string;
  billing_city: string;
  billing_state: string;
  billing_pin_code: string;
  /** A business buyer's GSTIN, '' for none. */
  billing_gstin: Generated<string>;
  error_message: string | null;
  payment_reference: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: RequiredTimestamp;
  paid_at: Timestamp | null;
  last_checked_at: Timestamp | null;
  personal_data_erased_at: Timestamp | null;
  /** The site's language the order was placed in: its e-mails are written in it. */
  locale: Generated<SiteLocaleColumn>;
}

export interface OrderItemsTable {
  id: BigId;
  order_id: ForeignId;
  position: number;
  product_id: ForeignId | null;
  variant_id: ForeignId | null;
  product_slug: string;
  product_name: string;
  variant_label: string;
  sessions: number;
  unit_paise: Paise;
  quantity: number;
  line_paise: Paise;
  sac_code: Generated<string>;
  gst_rate_bp: Generated<number>;
  gst_exempt: Generated<boolean>;
}

export interface PaymentAttemptsTable {
  id: BigId;
  order_id: ForeignId;
  provider: string;
  provider_order_id: string;
  amount_paise: Paise;
  currency: string;
  created_at: Timestamp;
}

export interface PaymentEventsTable {
  id: BigId;
  provider: string;
  event_key: string;
  order_id: ForeignId | null;
  source: 'notification' | 'return' | 'reconciliation';
  outcome: string;
  amount_paise: Paise | null;
  currency: string | null;
  payment_reference: string | null;
  detail: string | null;
  payload: ColumnType<unknown, unknown, unknown>;
  received_at: Timestamp;
  payload_removed_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: BigId;
  account: string;
  network: string;
  failed_at: Timestamp;
}

export interface AdminAuditTable {
  id: BigId;
  admin_id: ForeignId | null;
  admin_username: string;
  action: string;
  subject: Generated<string>;
  /** Always a JSON object (a check constraint says so); the driver serialises it. */
  detail: ColumnType<AuditDetail, AuditDetail | undefined, AuditDetail>;
  /** The people a reading of a list showed: `user:<id>`, or `booking:<id>` without an account. */
  subjects: TextArray;
  created_at: Timestamp;
  /** The clinician who read (a session note); null for an admin's entry. */
  clinician_id: ForeignId | null;
}

export type AuditDetail = Record<string, unknown>;

export interface ConsentsTable {
  id: BigId;
  user_id: ForeignId | null;
  email: string;
  purpose: 'newsletter';
  notice_version: string;
  method: string;
  granted_at: Timestamp;
  withdrawn_at: Timestamp | null;
  withdrawal_method: string | null;
}

export type PrivacyRequestKind = 'erasure' | 'correction' | 'access' | 'grievance' | 'consent';

export interface PrivacyRequestsTable {
  id: BigId;
  user_id: ForeignId | null;
  contact_email: string;
  kind: PrivacyRequestKind;
  state: Generated<'open' | 'in_progress' | 'done'>;
  detail: Generated<string>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

export type TaxDocumentKind = 'invoice' | 'bill_of_supply' | 'credit_note';

export interface TaxDocumentCountersTable {
  kind: TaxDocumentKind;
  financial_year: number;
  last_serial: number;
}

/** jsonb written as JSON text; read back parsed and checked by the invoices domain. */
type Json = ColumnType<unknown, string, string>;

export interface TaxDocumentsTable {
  id: BigId;
  kind: TaxDocumentKind;
  number: string;
  financial_year: number;
  serial: number;
  order_id: ForeignId;
  refers_to_id: ForeignId | null;
  issued_at: Timestamp;
  /** A date column: postgres.js reads it as a Date at midnight UTC. */
  issue_date: ColumnType<Date, string, string>;
  place_of_supply: string;
  supply_kind: 'intra' | 'inter';
  seller: Json;
  buyer: Json;
  lines: Json;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
  igst_paise: Paise;
  total_paise: Paise;
  reason: string | null;
}

export interface RefundsTable {
  id: BigId;
  order_id: ForeignId;
  provider: 'razorpay' | 'paydollar';
  amount_paise: Paise;
  reason: string;
  status: Generated<'requested' | 'processed' | 'failed'>;
  request_key: string;
  requested_by: string;
  provider_refund_id: string | null;
  failure: string | null;
  credit_note_id: ForeignId | null;
  created_at: Timestamp;
  processed_at: Timestamp | null;
  /** The credits this refund took back, to give back if the provider refuses it. */
  credits_withdrawn: ColumnType<
    CreditWithdrawal[],
    CreditWithdrawal[] | undefined,
    CreditWithdrawal[]
  >;
  /** Why staff refunded more than the unused sessions were worth. */
  override_reason: string | null;
  /** Beyond the unused sessions: cancel the sessions booked with the refunded credits, or keep them. */
  booked_sessions: 'cancel' | 'keep' | null;
}

/** Credits a refund took from one package: from those left, and from those already booked. */
export interface CreditWithdrawal {
  creditId: string;
  fromRemaining: number;
  count: number;
}

type SessionModeColumn = 'in-person' | 'video' | 'phone' | 'chat';
/** text[] columns: postgres.js reads and writes them as arrays. */
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface CliniciansTable {
  id: BigId;
  slug: string;
  name: string;
  role: string;
  qualifications: Generated<string>;
  registration_number: Generated<string>;
  bio: Generated<string>;
  languages: TextArray;
  services: TextArray;
  modes: ColumnType<SessionModeColumn[], SessionModeColumn[] | undefined, SessionModeColumn[]>;
  photo_path: string | null;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  session_minutes: Generated<50 | 60>;
  buffer_minutes: Generated<number>;
  active: Generated<boolean>;
  demo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  account_email: string | null;
  deactivated_at: Timestamp | null;
  clinical_lead: Generated<boolean>;
  note_template: Generated<NoteTemplate>;
  /** SHA-256 of the calendar feed's token, while the clinician has a feed. */
  feed_token_hash: string | null;
  feed_created_at: Timestamp | null;
}

export interface ClinicianInvitationsTable {
  id: BigId;
  clinician_id: ForeignId;
  email: string;
  /** SHA-256 of the link's one-time token. */
  token_hash: string;
  invited_by: ForeignId | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: Timestamp | null;
}

export type NoteTemplate = 'DAP' | 'SOAP';

/** A clinician's free times change: see migration 0026 (a remembered slot search checks it). */
export interface ClinicianSlotVersionsTable {
  clinician_id: ForeignId;
  version: ColumnType<string, string | number | undefined, string | number>;
}

export interface ClinicianHoursTable {
  id: BigId;
  clinician_id: ForeignId;
  weekday: number;
  start_minute: number;
  end_minute: number;
  mode: SessionModeColumn;
  branch: string | null;
}

export interface ClinicianBlocksTable {
  id: BigId;
  clinician_id: ForeignId;
  kind: Generated<'leave' | 'blocked'>;
  starts_at: RequiredTimestamp;
  ends_at: RequiredTimestamp;
  reason: Generated<string>;
  created_at: Timestamp;
}

export interface SessionCreditsTable {
  id: BigId;
  user_id: ForeignId;
  order_id: ForeignId | null;
  order_item_id: ForeignId | null;
  product_name: string;
  granted: number;
  remaining: number;
  /** Credits a refund took back; remaining + withdrawn never exceeds granted. */
  withdrawn: Generated<number>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export type BookingStatusColumn =
  | 'held'
  | 'confirmed'
  | 'attended'
  | 'no_show'
  | 'cancelled'
  | 'expired';

export interface BookingsTable {
  id: BigId;
  clinician_id: ForeignId;
  user_id: ForeignId | null;
  contact_name: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
  service_slug: string;
  mode: SessionModeColumn;
  branch: string | null;
  language: Generated<string>;
  starts_at: RequiredTimestamp;
  ends_at: RequiredTimestamp;
  status: Generated<BookingStatusColumn>;
  hold_expires_at: Timestamp | null;
  credit_id: ForeignId | null;
  order_id: ForeignId | null;
  booked_by: Generated<'customer' | 'staff'>;
  rescheduled_from: ForeignId | null;
  cancel_reason: Generated<string>;
  credit_returned: Generated<boolean>;
  reminder_day_sent_at: Timestamp | null;
  reminder_hour_sent_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The video room's name: 244 random bits, never derived from the id. */
  video_room: Generated<string>;
  /** The session's UID in calendars, kept when it moves. */
  calendar_uid: Generated<string>;
  /** RFC 5545 SEQUENCE: grows with each move or cancellation. */
  calendar_sequence: Generated<number>;
  /** The first booking of a weekly or fortnightly series this one belongs to. */
  series_id: ForeignId | null;
  /** The site's language the session was booked in (not `language`, the session's spoken one). */
  locale: Generated<SiteLocaleColumn>;
}

/** Clients waiting for a clinician with no free time; a freed time is offered to the first. */
export interface WaitingListTable {
  id: BigId;
  user_id: ForeignId;
  clinician_id: ForeignId;
  mode: SessionModeColumn;
  branch: string | null;
  service_slug: string;
  language: Generated<string>;
  status: Generated<'waiting' | 'offered' | 'done'>;
  offered_booking_id: ForeignId | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The site's language the client asked in: the offer is written in it. */
  locale: Generated<SiteLocaleColumn>;
}

/** Each change of a booking's status and its reason code, written by bookings/transition. */
export interface BookingStatusChangesTable {
  id: BigId;
  booking_id: ForeignId;
  from_status: BookingStatusColumn;
  to_status: BookingStatusColumn;
  why: string;
  changed_at: Timestamp;
}

/** The get-matched answers saved with a booking; written as JSON text, read back parsed. */
export interface BookingAnswersTable {
  id: BigId;
  booking_id: ForeignId;
  user_id: ForeignId;
  answers: Json;
  created_at: Timestamp;
}

/**
 * A session note: `body` is the encrypted JSON of its sections, risk and withheld parts
 * (src/server/notes/crypto.ts), never plain text. Signed means locked.
 */
export interface SessionNotesTable {
  id: BigId;
  booking_id: ForeignId;
  author_id: ForeignId;
  template: NoteTemplate;
  body: string;
  withheld_from_client: Generated<boolean>;
  signed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a note's author added after signing, encrypted, never changed. */
export interface NoteAmendmentsTable {
  id: BigId;
  note_id: ForeignId;
  author_id: ForeignId;
  body: string;
  created_at: Timestamp;
}

/** An erased account's clinical record, sealed under NOTES_KEY until `purge_after`. */
export interface RetainedRecordsTable {
  id: BigId;
  user_id: ForeignId | null;
  body: string;
  purge_after: RequiredTimestamp;
  created_at: Timestamp;
}

/** Which outcome measures a service asks for and how often; no row: the default. */
export interface MeasureSettingsTable {
  service_slug: string;
  phq9: Generated<boolean>;
  gad7: Generated<boolean>;
  every: Generated<number>;
  updated_at: Timestamp;
}

/** One outcome measure asked for before one booking's session. */
export interface MeasureRequestsTable {
  id: BigId;
  booking_id: ForeignId;
  user_id: ForeignId;
  measure: 'phq9' | 'gad7';
  invited_at: Timestamp | null;
  created_at: Timestamp;
}

/** An outcome measure taken: item answers (a JSON array), total, and the item-9 flag. */
export interface MeasureResultsTable {
  id: BigId;
  user_id: ForeignId;
  booking_id: ForeignId | null;
  request_id: ForeignId | null;
  measure: 'phq9' | 'gad7';
  answers: Json;
  total: number;
  item9_flagged: Generated<boolean>;
  taken_at: Timestamp;
}

export type VideoRole = 'client' | 'clinician';
export type VideoParticipantState = 'waiting' | 'admitted' | 'removed' | 'left';
export type VideoSignalKind = 'offer' | 'answer' | 'candidates' | 'bye';

/** One person in a session's video room, in one browser tab (a new tab takes the row over). */
export interface VideoParticipantsTable {
  booking_id: ForeignId;
  role: VideoRole;
  tab: string;
  state: Generated<VideoParticipantState>;
  joined_at: Timestamp;
  last_seen_at: Timestamp;
}

/** What one tab of a video room tells the other (offer, answer, candidates, bye); never media. */
export interface VideoSignalsTable {
  seq: BigId;
  booking_id: ForeignId;
  from_role: VideoRole;
  to_role: VideoRole;
  to_tab: string;
  kind: VideoSignalKind;
  payload: Json;
  created_at: Timestamp;
}

export interface Database {
  video_participants: VideoParticipantsTable;
  video_signals: VideoSignalsTable;
  session_notes: SessionNotesTable;
  note_amendments: NoteAmendmentsTable;
  retained_records: RetainedRecordsTable;
  measure_settings: MeasureSettingsTable;
  measure_requests: MeasureRequestsTable;
  measure_results: MeasureResultsTable;
  waiting_list: WaitingListTable;
  booking_status_changes: BookingStatusChangesTable;
  booking_answers: BookingAnswersTable;
  refunds: RefundsTable;
  tax_documents: TaxDocumentsTable;
  tax_document_counters: TaxDocumentCountersTable;
  clinicians: CliniciansTable;
  clinician_invitations: ClinicianInvitationsTable;
  clinician_hours: ClinicianHoursTable;
  clinician_slot_versions: ClinicianSlotVersionsTable;
  clinician_blocks: ClinicianBlocksTable;
  session_credits: SessionCreditsTable;
  bookings: BookingsTable;
  consents: ConsentsTable;
  privacy_requests: PrivacyRequestsTable;
  admin_audit: AdminAuditTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payment_attempts: PaymentAttemptsTable;
  payment_events: PaymentEventsTable;
  admins: AdminsTable;
  products: ProductsTable;
  variants: VariantsTable;
  emails: EmailsTable;
  rate_limits: RateLimitsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  enquiries: EnquiriesTable;
  users: UsersTable;
  identities: IdentitiesTable;
  otp_challenges: OtpChallengesTable;
  sign_ins: SignInsTable;
  login_failures: LoginFailuresTable;
}
