-- The get-matched answers a customer chose to save with a booking, for their clinician to read
-- before the first session. Health data: one row per booking, gone with the booking (an unpaid
-- hold that lapses, erasure, the bookings' retention rule) or when the customer stops sharing.
create table booking_answers (
  id bigint generated always as identity primary key,
  booking_id bigint not null unique references bookings (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  -- Checked against src/lib/booking-answers-schema.ts before it is written.
  answers jsonb not null,
  created_at timestamptz not null default now()
);
create index booking_answers_user_idx on booking_answers (user_id);
