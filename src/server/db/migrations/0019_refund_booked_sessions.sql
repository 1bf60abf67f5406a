-- What a refund beyond a package's unused sessions does to the sessions already booked with it:
-- cancelled (and the client told) when the provider confirms the refund, or kept, paid separately.
-- Null for a refund that takes back only unused sessions.
alter table refunds
  add column booked_sessions text check (booked_sessions in ('cancel', 'keep'));
