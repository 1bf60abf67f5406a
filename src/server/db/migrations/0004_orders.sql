-- Orders, their line snapshots, payment attempts and the providers' notifications.
-- Money is integer paise. An order's total is computed here, never taken from the browser.

create table orders (
  id bigint generated always as identity primary key,
  -- The public reference: the address of the invoice and the reference sent to the provider.
  reference text not null unique,
  user_id bigint not null references users (id),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded')),
  provider text not null check (provider in ('razorpay', 'paydollar')),
  currency text not null default 'INR' check (currency = 'INR'),
  total_paise bigint not null check (total_paise > 0),
  -- Billing details as they were when the order was placed.
  billing_name text not null,
  billing_email text not null,
  billing_phone text not null,
  billing_company text not null default '',
  billing_country text not null,
  billing_street_address text not null,
  billing_apartment text not null,
  billing_city text not null,
  billing_state text not null,
  billing_pin_code text not null,
  error_message text,
  -- The provider's reference of the payment that settled the order (PayRef, pay_...).
  payment_reference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- After this a pending order no provider has heard of is expired by reconciliation.
  expires_at timestamptz not null,
  paid_at timestamptz,
  last_checked_at timestamptz
);
create index orders_user_idx on orders (user_id, created_at desc);
create index orders_pending_idx on orders (created_at) where status = 'pending';
create index orders_created_idx on orders (created_at desc);

create table order_items (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  position integer not null,
  -- Kept for reference; the snapshot below is what was bought, whatever happens to the product.
  product_id bigint references products (id) on delete set null,
  variant_id bigint references variants (id) on delete set null,
  product_slug text not null,
  product_name text not null,
  variant_label text not null,
  sessions integer not null check (sessions >= 0),
  unit_paise bigint not null check (unit_paise >= 0),
  quantity integer not null check (quantity > 0),
  line_paise bigint not null check (line_paise = unit_paise * quantity),
  unique (order_id, position)
);

-- One row per hand-over to a provider (a retry after a decline is a new attempt).
create table payment_attempts (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  provider text not null,
  -- The provider's handle for the attempt: the orderRef for PayDollar, order_... for Razorpay.
  provider_order_id text not null,
  amount_paise bigint not null,
  currency text not null,
  created_at timestamptz not null default now(),
  unique (provider, provider_order_id)
);
create index payment_attempts_order_idx on payment_attempts (order_id);

-- Every verified notification or reconciliation answer, once: a repeat hits the unique key.
create table payment_events (
  id bigint generated always as identity primary key,
  provider text not null,
  event_key text not null,
  order_id bigint references orders (id) on delete cascade,
  source text not null check (source in ('notification', 'return', 'reconciliation')),
  outcome text not null,
  amount_paise bigint,
  currency text,
  payment_reference text,
  detail text,
  payload jsonb not null default '{}'::jsonb,
  received_at timestamptz not null default now(),
  unique (provider, event_key)
);
create index payment_events_order_idx on payment_events (order_id);
