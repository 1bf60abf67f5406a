-- A refund takes back the package's unused session credits first (issue: refunds and bookings).
-- `withdrawn` counts the credits a refund took back; a cancellation never returns a credit past
-- what is left of the package once they are gone.
alter table session_credits add column withdrawn integer not null default 0;
alter table session_credits add constraint session_credits_withdrawn_check
  check (withdrawn >= 0 and remaining + withdrawn <= granted);

-- Which credits a refund took, so a refund the provider refuses gives them back; and the
-- reason staff gave for refunding more than the unused sessions are worth.
alter table refunds add column credits_withdrawn jsonb not null default '[]';
alter table refunds add column override_reason text;
