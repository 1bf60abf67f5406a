-- Session notes (issue 32): after an attended session its clinician writes a note from their
-- template (DAP or SOAP) with a risk section. What a note says is encrypted before it reaches
-- the database (AES-256-GCM under NOTES_KEY, which the database never sees): `body` holds
-- `n1.<key id>.<iv>.<tag>.<ciphertext>`, and a check refuses anything else. A note is readable by
-- its author and the clinical lead only, never by admins; every reading is written to the
-- access log (admin_audit, with the clinician who read it).
create table session_notes (
  id bigint generated always as identity primary key,
  -- One note per session; it goes with its session (the retention rule keeps noted sessions
  -- for 3 years after they took place, as the Indian Medical Council's regulations ask).
  booking_id bigint not null unique references bookings (id) on delete cascade,
  author_id bigint not null references clinicians (id),
  template text not null check (template in ('DAP', 'SOAP')),
  -- Sections, risk (level and text) and which parts are withheld from the client, with the
  -- reason: one encrypted JSON document.
  body text not null check (body like 'n1.%'),
  -- Some part is withheld from the client's record (Mental Healthcare Act 2017, s. 25); which
  -- part and why is inside the encrypted body, and the record says so.
  withheld_from_client boolean not null default false,
  -- A signed note is locked: changes after signing are amendments (note_amendments).
  signed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index session_notes_author_idx on session_notes (author_id);

-- What the author added after signing, dated, beside the original (which never changes).
create table note_amendments (
  id bigint generated always as identity primary key,
  note_id bigint not null references session_notes (id) on delete cascade,
  author_id bigint not null references clinicians (id),
  body text not null check (body like 'n1.%'),
  created_at timestamptz not null default now()
);
create index note_amendments_note_idx on note_amendments (note_id, created_at);

-- The lock, in the database as well as in the server: a signed note's row never changes, and
-- an amendment is never rewritten. Deleting stays possible (the retention rule, an erasure).
-- One exception: re-encrypting under a new NOTES_KEY (npm run notes:rekey) rewrites `body`
-- alone, in a transaction that says so (`set local psycortex.rekey = 'on'`); the words stay.
create function notes_rekeying() returns boolean language sql stable as $$
  select coalesce(current_setting('psycortex.rekey', true), '') = 'on'
$$;
create function session_notes_locked() returns trigger language plpgsql as $$
begin
  if old.signed_at is not null and not (
    notes_rekeying()
    and (to_jsonb(new) - 'body') = (to_jsonb(old) - 'body')
  ) then
    raise exception 'session note % is signed and cannot be changed', old.id
      using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger session_notes_lock before update on session_notes
  for each row execute function session_notes_locked();

create function note_amendments_unchangeable() returns trigger language plpgsql as $$
begin
  if notes_rekeying() and (to_jsonb(new) - 'body') = (to_jsonb(old) - 'body') then
    return new;
  end if;
  raise exception 'an amendment to a session note cannot be changed'
    using errcode = 'check_violation';
end $$;
create trigger note_amendments_lock before update on note_amendments
  for each row execute function note_amendments_unchangeable();

-- Who read a note: the access log names the clinician as well as (for staff) the admin.
-- `if not exists`: the other clinician features may add the same column.
alter table admin_audit
  add column if not exists clinician_id bigint references clinicians (id) on delete set null;

-- An erased account's clinical record (its sessions that took place and their notes) is kept,
-- sealed under NOTES_KEY with no name beside it, for 3 years after the last session, then the
-- daily privacy purge deletes it. Nothing on the site reads it back.
create table retained_records (
  id bigint generated always as identity primary key,
  -- The erased account (its row keeps no name or address), so a request can find its record.
  user_id bigint references users (id) on delete set null,
  body text not null check (body like 'n1.%'),
  purge_after timestamptz not null,
  created_at timestamptz not null default now()
);
create index retained_records_purge_idx on retained_records (purge_after);
