-- The site's language (issue #34): the language a person used on the site, en, hi or mr, kept
-- with whatever sends them e-mails later, so every e-mail and calendar invitation reaches them
-- in that language. Named `locale`, never `language`: a booking's and a waiting-list entry's
-- `language` is the session's spoken language, a different thing.
--
-- Bookings: the confirmation, the reminders (sent later by the sweep), moves, cancellations,
-- the video room's e-mail and the measures requests (a measure request belongs to a booking
-- and is written in its language). Orders: the order confirmation, refunds and the invoice
-- e-mail. Waiting list: the offer of a freed time. Rows from before are English, as they were.
alter table bookings
  add column locale text not null default 'en' check (locale in ('en', 'hi', 'mr'));
alter table orders
  add column locale text not null default 'en' check (locale in ('en', 'hi', 'mr'));
alter table waiting_list
  add column locale text not null default 'en' check (locale in ('en', 'hi', 'mr'));
