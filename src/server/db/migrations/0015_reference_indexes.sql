-- Deleting a session or a session credit makes Postgres look for the rows that point at it. A
-- column that references another table without an index of its own is scanned whole for every
-- row deleted: the daily retention purge of 7,200 sessions out of 50,000 took 55 s on
-- PostgreSQL (84 s embedded), past the 30 s Netlify gives a scheduled function; with these, 0.1 s.
create index bookings_rescheduled_from_idx on bookings (rescheduled_from)
  where rescheduled_from is not null;
create index bookings_credit_idx on bookings (credit_id) where credit_id is not null;
-- Erasing an account looks for its privacy requests the same way.
create index privacy_requests_user_idx on privacy_requests (user_id) where user_id is not null;
