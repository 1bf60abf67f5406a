-- A session's identity in the client's calendar: one UID for its whole life, moves included (a
-- move makes a new booking row, which keeps the UID), and a sequence that grows with each change,
-- so a phone calendar updates the event or removes it instead of adding another (RFC 5545/5546).
alter table bookings
  add column calendar_uid text not null default gen_random_uuid()::text,
  add column calendar_sequence integer not null default 0 check (calendar_sequence >= 0);
