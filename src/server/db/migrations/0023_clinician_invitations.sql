-- An admin invites a clinician to sign in: the e-mail carries a one-time link (valid 7 days)
-- whose token is stored only as its SHA-256. Opening it marks it used and opens /clinician
-- ready to sign in with an e-mail code.
create table clinician_invitations (
  id bigint generated always as identity primary key,
  clinician_id bigint not null references clinicians (id) on delete cascade,
  email text not null check (email = lower(email)),
  token_hash text not null unique,
  invited_by bigint references admins (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index clinician_invitations_clinician_idx on clinician_invitations (clinician_id);

-- A clinician's calendar subscription (/api/clinician-feed/<token>.ics): only the SHA-256 of
-- the 32-byte token is kept. Revoking it clears the hash (the old address then finds nothing);
-- a new one replaces it.
alter table clinicians
  add column feed_token_hash text unique,
  add column feed_created_at timestamptz;
