-- Every change of a booking's status, and why, as a code (never free text: what a person typed
-- stays in bookings.cancel_reason, where erasure and retention find it). Written by the booking
-- domain's one transition() in the same transaction as the change; gone with its booking.
create table booking_status_changes (
  id bigint generated always as identity primary key,
  booking_id bigint not null references bookings (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  why text not null check (why ~ '^[a-z]+(-[a-z]+)*$'),
  changed_at timestamptz not null default now()
);
create index booking_status_changes_booking_idx on booking_status_changes (booking_id);
