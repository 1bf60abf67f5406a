-- Trust: failed sign-ins counted per account and visitor network, e-mails linked to the record
-- they are about (so an erasure finds them), and login e-mails emptied once they are sent.

-- One row per failed sign-in. `account` is `customer:<e-mail>` or `admin:<username>`;
-- `network` is the visitor's IPv4 address or IPv6 /64.
create table login_failures (
  id bigint generated always as identity primary key,
  account text not null,
  network text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_account_idx on login_failures (account, failed_at);

alter table emails
  add column user_id bigint references users (id) on delete set null,
  add column enquiry_id bigint references enquiries (id) on delete cascade,
  add column order_id bigint references orders (id) on delete set null,
  -- A login code lives only as long as it takes to send it: the body is blanked afterwards.
  add column redact_after_send boolean not null default false;
create index emails_user_idx on emails (user_id);
create index emails_enquiry_idx on emails (enquiry_id);
create index emails_order_idx on emails (order_id);

-- A provider's raw notification is kept for disputes for a while, then only its summary.
alter table payment_events add column payload_removed_at timestamptz;
