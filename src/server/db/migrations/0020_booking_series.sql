-- Sessions booked together at the same time every week or fortnight: each one a booking of its
-- own (moved, cancelled, reminded alone), tied to the first of the series so that the customer can
-- cancel "this and the rest" at once.
alter table bookings add column series_id bigint references bookings (id) on delete set null;
create index bookings_series_idx on bookings (series_id) where series_id is not null;
