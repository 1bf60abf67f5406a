-- Each booking's own video room name: two version-4 UUIDs from the server's strong random source,
-- 244 random bits written as 64 hex digits, so that no room can be found by guessing or counting
-- (the booking's id is consecutive and was the room's name before). Shown only to the booking's
-- client (My sessions) and its clinician (their e-mail).
alter table bookings
  add column video_room text not null
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
create unique index bookings_video_room_idx on bookings (video_room);
