-- Customer accounts (e-mail OTP now, Google and Microsoft sign-in later), one-time codes and
-- sessions for customers and admins.

create table users (
  id bigint generated always as identity primary key,
  email text not null unique,
  name text not null default '',
  phone text not null default '',
  company text not null default '',
  -- Billing address, filled at checkout.
  country text not null default '',
  street_address text not null default '',
  apartment text not null default '',
  city text not null default '',
  state text not null default '',
  pin_code text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login_at timestamptz
);

-- An account at an external identity provider, linked to one user.
create table identities (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  provider text not null,
  issuer text not null,
  subject text not null,
  email text,
  created_at timestamptz not null default now(),
  unique (provider, issuer, subject)
);
create index identities_user_idx on identities (user_id);

-- A login code: only its HMAC (keyed with OTP_SECRET, bound to the address) is kept.
create table otp_challenges (
  id bigint generated always as identity primary key,
  email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index otp_challenges_email_idx on otp_challenges (email, created_at desc);

-- Only the SHA-256 of a session token is stored; the token itself lives in an HttpOnly cookie.
create table sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  kind text not null check (kind in ('customer', 'admin')),
  user_id bigint references users (id) on delete cascade,
  admin_id bigint references admins (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  check (
    (kind = 'customer' and user_id is not null and admin_id is null)
    or (kind = 'admin' and admin_id is not null and user_id is null)
  )
);
create index sessions_user_idx on sessions (user_id) where user_id is not null;
create index sessions_admin_idx on sessions (admin_id) where admin_id is not null;
