-- Clients waiting for a clinician who has no free time in the next two weeks. A time that frees up
-- is offered to the first of them (held for them for 2 hours, e-mailed), then to the next.
create table waiting_list (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  clinician_id bigint not null references clinicians (id) on delete cascade,
  mode text not null check (mode in ('in-person', 'video', 'phone', 'chat')),
  branch text,
  service_slug text not null,
  language text not null default '',
  -- waiting: in the queue; offered: a time is held for them; done: booked, declined or lapsed.
  status text not null default 'waiting' check (status in ('waiting', 'offered', 'done')),
  offered_booking_id bigint references bookings (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((mode = 'in-person') = (branch is not null))
);
-- One place in the queue per person, clinician and way of meeting.
create unique index waiting_list_once_idx on waiting_list (user_id, clinician_id, mode)
  where status <> 'done';
create index waiting_list_queue_idx on waiting_list (clinician_id, mode, created_at)
  where status = 'waiting';
