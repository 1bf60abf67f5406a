-- Foundation: the catalogue, the admins, the mail outbox, rate limits and the newsletter.
-- Money is integer paise everywhere.

create table admins (
  id bigint generated always as identity primary key,
  username text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table products (
  id bigint generated always as identity primary key,
  slug text not null unique,
  name text not null,
  factor text not null default '',
  description text not null default '',
  image_path text,
  sort_order integer not null default 0,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table variants (
  id bigint generated always as identity primary key,
  product_id bigint not null references products (id) on delete cascade,
  label text not null,
  sessions integer not null check (sessions >= 0),
  price_paise bigint not null check (price_paise >= 0),
  sort_order integer not null default 0,
  archived_at timestamptz,
  unique (product_id, label)
);
create index variants_product_idx on variants (product_id);

-- Every e-mail is written here first, in the same transaction as the record it belongs to,
-- and sent afterwards; a failed send stays here and is retried.
create table emails (
  id bigint generated always as identity primary key,
  idempotency_key text not null unique,
  to_address text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  headers jsonb not null default '{}'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  provider_id text,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz
);
create index emails_pending_idx on emails (next_attempt_at) where status = 'pending';

-- Fixed-window counters: one row per (bucket, window start).
create table rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

create table newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null unique,
  unsubscribe_token text not null unique,
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);
