-- Trust, round two (issue 28, points 6 and 9): the access log's details become JSON objects,
-- a reading can name the people it showed, and the newsletter asks for a confirmed address.

-- Until now `admin_audit.detail` was written as a JSON string holding the object's text
-- ('"{\"booking\": \"7\"}"'), so `detail->>'booking'` found nothing. Each such string becomes
-- the object it spells; anything that is not an object (none is known) is kept under "value".
-- A block per row, so one unreadable string cannot stop the migration (PostgreSQL 15 has no
-- pg_input_is_valid).
do $$
declare
  entry record;
  parsed jsonb;
begin
  for entry in
    select id, detail from admin_audit where jsonb_typeof(detail) <> 'object'
  loop
    parsed := null;
    if jsonb_typeof(entry.detail) = 'string' then
      begin
        parsed := (entry.detail #>> '{}')::jsonb;
      exception when others then
        parsed := null;
      end;
    end if;
    if parsed is null or jsonb_typeof(parsed) <> 'object' then
      parsed := jsonb_build_object('value', coalesce(parsed, entry.detail));
    end if;
    update admin_audit set detail = parsed where id = entry.id;
  end loop;
end $$;
alter table admin_audit add constraint admin_audit_detail_object
  check (jsonb_typeof(detail) = 'object');

-- A reading of a list (the Calendar tab) shows many people: each is named here as
-- `user:<id>` (or `booking:<id>` for a caller without an account), so the reading shows in
-- each one's data export, as a reading of one person's record does through `subject`.
alter table admin_audit add column subjects text[] not null default '{}';
create index admin_audit_subjects_idx on admin_audit using gin (subjects);

-- Double opt-in: an address typed into the form is pending until the link e-mailed to it is
-- followed; only then is it confirmed and the consent recorded. The link's token is kept as a
-- SHA-256 hash. A subscription never confirmed is deleted 7 days after it was asked for.
alter table newsletter_subscribers
  add column confirmed_at timestamptz,
  add column confirm_token_hash text,
  add column confirm_sent_at timestamptz;
-- Those who subscribed before gave their consent on the form and have it recorded: they stay
-- subscribed (docs/security.md).
update newsletter_subscribers set confirmed_at = subscribed_at;
create unique index newsletter_confirm_token_idx on newsletter_subscribers (confirm_token_hash)
  where confirm_token_hash is not null;
create index newsletter_unconfirmed_idx on newsletter_subscribers (subscribed_at)
  where confirmed_at is null;
