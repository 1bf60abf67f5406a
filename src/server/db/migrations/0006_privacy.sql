-- Consents as given (what notice was shown, when, how) and withdrawn; requests people make
-- about their data; marks on what was erased.

create table consents (
  id bigint generated always as identity primary key,
  user_id bigint references users (id) on delete set null,
  email text not null,
  purpose text not null check (purpose in ('newsletter')),
  notice_version text not null,
  -- How it was given or withdrawn: the form and page, in words.
  method text not null,
  granted_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  withdrawal_method text
);
create index consents_email_idx on consents (email, purpose);
create index consents_user_idx on consents (user_id);

create table privacy_requests (
  id bigint generated always as identity primary key,
  user_id bigint references users (id) on delete set null,
  -- Kept so staff can answer even after an erasure; it is the requester's own address.
  contact_email text not null,
  kind text not null check (kind in ('erasure', 'correction', 'access', 'grievance', 'consent')),
  state text not null default 'open' check (state in ('open', 'in_progress', 'done')),
  detail text not null default '',
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);
create index privacy_requests_state_idx on privacy_requests (state, created_at);

alter table users add column erased_at timestamptz;
-- Invoices stay for the tax and accounting records; the rest of an erased buyer's details go.
alter table orders add column personal_data_erased_at timestamptz;
