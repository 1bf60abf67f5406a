-- Messages from the contact form. Stored before any e-mail about them is attempted.
create table enquiries (
  id bigint generated always as identity primary key,
  firstname text not null,
  lastname text not null,
  email text not null,
  contact_number text not null,
  city text not null,
  state text not null,
  country text not null,
  message text not null,
  created_at timestamptz not null default now()
);
create index enquiries_created_idx on enquiries (created_at desc);
create index enquiries_email_idx on enquiries (email);
