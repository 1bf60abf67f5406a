-- Outcome measures before each session (measurement-based care): the PHQ-9 and the GAD-7,
-- asked in the 72 hours before a session, scored, kept with the client and charted for them and
-- their clinician.

-- Which measures a service asks for and how often. A service without a row asks for the
-- default (src/lib/measures/schedule.ts): PHQ-9 and GAD-7 before every session.
create table measure_settings (
  service_slug text primary key,
  phq9 boolean not null default true,
  gad7 boolean not null default true,
  -- 1: before every session, 2: every 2nd (the 1st, 3rd…), up to 4; 0: never.
  every smallint not null default 1 check (every between 0 and 4),
  updated_at timestamptz not null default now()
);

-- One request per booking and measure, made when the booking is confirmed. It opens 72 hours
-- before the session's start (read from the booking, so a moved session's window moves with it)
-- and closes at the start; `invited_at` is when the e-mail asking for it was queued.
create table measure_requests (
  id bigint generated always as identity primary key,
  booking_id bigint not null references bookings (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  measure text not null check (measure in ('phq9', 'gad7')),
  invited_at timestamptz,
  created_at timestamptz not null default now(),
  unique (booking_id, measure)
);
create index measure_requests_user_idx on measure_requests (user_id);
create index measure_requests_uninvited_idx on measure_requests (booking_id)
  where invited_at is null;

-- A measure taken: health data, the client's own. Kept with the client when the booking goes
-- (the bookings' retention rule), gone with the account.
create table measure_results (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  booking_id bigint references bookings (id) on delete set null,
  -- One result per request: sending twice does not measure twice.
  request_id bigint unique references measure_requests (id) on delete set null,
  measure text not null check (measure in ('phq9', 'gad7')),
  -- The item answers, 0 to 3 each, in the items' order: a JSON array of 9 or 7 numbers.
  answers jsonb not null check (
    jsonb_typeof(answers) = 'array'
    and jsonb_array_length(answers) = case measure when 'phq9' then 9 else 7 end
  ),
  total smallint not null check (total between 0 and 27),
  -- PHQ-9 item 9 above 0: the crisis help was shown and the clinician alerted.
  item9_flagged boolean not null default false,
  taken_at timestamptz not null default now()
);
create index measure_results_user_idx on measure_results (user_id, measure, taken_at);
create index measure_results_booking_idx on measure_results (booking_id);
