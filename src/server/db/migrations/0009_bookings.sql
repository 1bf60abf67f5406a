-- Booking inside the site: clinicians and their hours, leave and blocked times, bookings with
-- their time range, and the session credits a paid package becomes. All times are instants
-- (timestamptz); weekly hours are minutes after midnight in India time (IST, UTC+05:30 all year).

-- Lets the exclusion constraint below compare a clinician id with `=` in a GiST index. Supabase
-- ships it; the embedded PGlite is handed it when it starts (src/server/db/pglite-extensions.ts).
create extension if not exists btree_gist;

create table clinicians (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 120),
  -- "Clinical psychologist", "Counselling psychologist", "Psychiatrist".
  role text not null,
  qualifications text not null default '',
  -- RCI (Rehabilitation Council of India) or medical council registration.
  registration_number text not null default '',
  bio text not null default '',
  languages text[] not null default '{}',
  -- Slugs of the services (content/services) this clinician offers.
  services text[] not null default '{}',
  modes text[] not null default '{}'
    check (modes <@ array['in-person', 'video', 'phone', 'chat']),
  photo_path text,
  -- Given to customers of their chat and phone sessions.
  contact_phone text not null default '',
  contact_email text not null default '',
  session_minutes integer not null default 50 check (session_minutes in (50, 60)),
  buffer_minutes integer not null default 10 check (buffer_minutes between 0 and 60),
  active boolean not null default true,
  -- Seeded locally for trying the booking out; never presented as a real person.
  demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Weekly hours: one row per weekday, span and mode (and branch, for in-person sessions).
create table clinician_hours (
  id bigint generated always as identity primary key,
  clinician_id bigint not null references clinicians (id) on delete cascade,
  -- 0 Sunday … 6 Saturday, in India.
  weekday smallint not null check (weekday between 0 and 6),
  start_minute integer not null check (start_minute between 0 and 1439),
  end_minute integer not null check (end_minute <= 1440),
  mode text not null check (mode in ('in-person', 'video', 'phone', 'chat')),
  branch text,
  check (end_minute > start_minute),
  check ((mode = 'in-person') = (branch is not null))
);
create index clinician_hours_clinician_idx on clinician_hours (clinician_id);

-- Leave and one-off blocked times.
create table clinician_blocks (
  id bigint generated always as identity primary key,
  clinician_id bigint not null references clinicians (id) on delete cascade,
  kind text not null default 'blocked' check (kind in ('leave', 'blocked')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null default '',
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index clinician_blocks_time_idx on clinician_blocks (clinician_id, ends_at);

-- How long a package's credits last, when not the usual 12 months.
alter table products
  add column credit_validity_months integer check (credit_validity_months between 1 and 120);

-- A paid package's sessions: one row per order line, so settling twice never grants twice.
create table session_credits (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  order_id bigint references orders (id) on delete set null,
  order_item_id bigint unique references order_items (id) on delete set null,
  product_name text not null,
  granted integer not null check (granted >= 0),
  -- Never below zero: taking a credit is a conditional update that this check backs up.
  remaining integer not null check (remaining >= 0),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- Staff may add a credit back (a waived late cancellation); never more than were granted.
  check (remaining <= granted)
);
create index session_credits_user_idx on session_credits (user_id, expires_at);

create table bookings (
  id bigint generated always as identity primary key,
  clinician_id bigint not null references clinicians (id),
  -- Null once the customer's account is erased, or for a caller booked by staff.
  user_id bigint references users (id) on delete set null,
  -- Who the session is for, when staff book on a caller's behalf.
  contact_name text not null default '',
  contact_email text not null default '',
  contact_phone text not null default '',
  service_slug text not null,
  mode text not null check (mode in ('in-person', 'video', 'phone', 'chat')),
  branch text,
  language text not null default '',
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'held'
    check (status in ('held', 'confirmed', 'attended', 'no_show', 'cancelled', 'expired')),
  -- A hold lapses at this moment unless a credit or a payment confirms it first.
  hold_expires_at timestamptz,
  credit_id bigint references session_credits (id) on delete set null,
  -- The single-session order paying for it, when bought rather than taken from a credit.
  order_id bigint references orders (id) on delete set null,
  booked_by text not null default 'customer' check (booked_by in ('customer', 'staff')),
  -- The booking this one replaced, when rescheduled.
  rescheduled_from bigint references bookings (id) on delete set null,
  cancel_reason text not null default '',
  credit_returned boolean not null default false,
  reminder_day_sent_at timestamptz,
  reminder_hour_sent_at timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check ((mode = 'in-person') = (branch is not null)),
  check (status <> 'held' or hold_expires_at is not null),
  -- Never two bookings on one clinician's time. Only held and confirmed rows take time; a hold
  -- past its expiry is marked expired (in the same transaction) before a new one is inserted,
  -- because the constraint cannot read the clock.
  constraint bookings_no_overlap exclude using gist (
    clinician_id with =,
    tstzrange(starts_at, ends_at) with &&
  ) where (status in ('held', 'confirmed'))
);
create index bookings_user_idx on bookings (user_id, starts_at desc);
create index bookings_time_idx on bookings (starts_at);
create index bookings_holds_idx on bookings (hold_expires_at) where status = 'held';
create index bookings_order_idx on bookings (order_id) where order_id is not null;

alter table emails
  add column booking_id bigint references bookings (id) on delete set null,
  -- Files sent with the e-mail (a session's calendar invitation): [{filename, contentType, content}],
  -- content in base64.
  add column attachments jsonb not null default '[]';
create index emails_booking_idx on emails (booking_id);
