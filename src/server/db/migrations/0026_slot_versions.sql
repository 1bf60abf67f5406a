-- The booking page's free times are computed from the clinicians, their weekly hours, their
-- leave and their bookings. Every change to any of these adds one to that clinician's slot
-- version when its transaction commits, so a remembered answer can tell with one small query
-- whether it is still exact: the sum of all versions only ever grows (rows are never deleted,
-- and each change adds one), and a change becomes visible in the same commit as its bump. A new
-- row starts from a random number, so that tables emptied and filled again (TRUNCATE fires no
-- row trigger) do not come back to a sum seen before.
--
-- The triggers are deferred to commit so that the version's row lock is held for the commit
-- only: two bookings with one clinician wait on each other for that moment, not for the whole
-- of their transactions.
create table clinician_slot_versions (
  -- No foreign key: a deleted clinician's row stays, so that the sum never falls back.
  clinician_id bigint primary key,
  version bigint not null default (1 + floor(random() * 1099511627776))::bigint
    check (version > 0)
);
insert into clinician_slot_versions (clinician_id) select id from clinicians;

create function bump_slot_version(clinician bigint) returns void
language sql as $$
  insert into clinician_slot_versions as v (clinician_id) values (clinician)
  on conflict (clinician_id) do update set version = v.version + 1;
$$;

create function slot_source_changed() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'clinicians' then
    perform bump_slot_version(coalesce(new.id, old.id));
    return null;
  end if;
  if tg_op <> 'INSERT' then perform bump_slot_version(old.clinician_id); end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.clinician_id <> old.clinician_id) then
    perform bump_slot_version(new.clinician_id);
  end if;
  return null;
end
$$;

create constraint trigger clinicians_slot_version
  after insert or update or delete on clinicians
  deferrable initially deferred for each row execute function slot_source_changed();
create constraint trigger clinician_hours_slot_version
  after insert or update or delete on clinician_hours
  deferrable initially deferred for each row execute function slot_source_changed();
create constraint trigger clinician_blocks_slot_version
  after insert or update or delete on clinician_blocks
  deferrable initially deferred for each row execute function slot_source_changed();
-- Bookings change often in ways that free or take no time (reminders sent, calendar sequence):
-- only a change to what occupies the clinician's time counts.
create constraint trigger bookings_slot_version_added
  after insert or delete on bookings
  deferrable initially deferred for each row execute function slot_source_changed();
create constraint trigger bookings_slot_version_changed
  after update on bookings
  deferrable initially deferred for each row
  when (
    old.status is distinct from new.status
    or old.starts_at is distinct from new.starts_at
    or old.ends_at is distinct from new.ends_at
    or old.clinician_id is distinct from new.clinician_id
    or old.hold_expires_at is distinct from new.hold_expires_at
  )
  execute function slot_source_changed();
