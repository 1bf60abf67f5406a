-- Video sessions held in the site (issue #33): the browsers talk to each other directly
-- (WebRTC), and these two tables carry what they must tell each other first, since Netlify
-- Functions have no WebSockets. Nothing of the call itself is ever stored.
--
-- A participant is the booking's client or its clinician in one browser tab: a second tab or
-- device of the same person takes the row over (a new tab id), and the first one, polling with
-- its old id, learns that it was replaced. The client waits until the clinician admits them.
create table video_participants (
  booking_id bigint not null references bookings (id) on delete cascade,
  role text not null check (role in ('client', 'clinician')),
  tab text not null check (length(tab) between 8 and 64),
  state text not null default 'waiting' check (state in ('waiting', 'admitted', 'removed', 'left')),
  joined_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (booking_id, role)
);

-- Offers, answers, gathered candidates and goodbyes between the two tabs, read with a cursor
-- (seq). Each is addressed to one tab, so a replaced tab never reads what its successor is sent.
create table video_signals (
  seq bigint generated always as identity primary key,
  booking_id bigint not null references bookings (id) on delete cascade,
  from_role text not null check (from_role in ('client', 'clinician')),
  to_role text not null check (to_role in ('client', 'clinician')),
  to_tab text not null,
  kind text not null check (kind in ('offer', 'answer', 'candidates', 'bye')),
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index video_signals_inbox_idx on video_signals (booking_id, to_role, seq);
create index video_signals_created_idx on video_signals (created_at);
