import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back as strings from postgres.js; ids are small enough for numbers. */
type BigId = ColumnType<string, never, never>;
type Paise = ColumnType<string, number | bigint | string, number | bigint | string>;

export interface AdminsTable {
  id: BigId;
  username: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
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
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: Generated<number>;
}

export interface NewsletterSubscribersTable {
  id: BigId;
  email: string;
  unsubscribe_token: string;
  subscribed_at: Timestamp;
  unsubscribed_at: Timestamp | null;
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
  pin_code: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
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
  expires_at: ColumnType<Date, Date | string, Date | string>;
  consumed_at: Timestamp | null;
}

export type SessionKind = 'customer' | 'admin';

export interface SessionsTable {
  id: BigId;
  token_hash: string;
  kind: SessionKind;
  user_id: ForeignId | null;
  admin_id: ForeignId | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Timestamp | null;
}

export interface Database {
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
  sessions: SessionsTable;
}
