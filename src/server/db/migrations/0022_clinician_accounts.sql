-- Clinicians sign in at /clinician with an e-mail code, as customers do, to their own day,
-- notes and clients' progress. A clinician record gains an account once an admin invites it:
-- `account_email` is the address the codes go to (lower case, one clinician each). A clinician
-- who leaves is deactivated: no sign-in, and their future sessions are listed for reassignment.
alter table clinicians
  add column account_email text unique check (account_email = lower(account_email)),
  add column deactivated_at timestamptz,
  -- The clinical lead may read every clinician's session notes (never admins).
  add column clinical_lead boolean not null default false,
  -- The template of this clinician's session notes.
  add column note_template text not null default 'DAP' check (note_template in ('DAP', 'SOAP'));

-- Clinician sessions sit beside customer and admin ones: their own cookie, their own owner.
alter table sessions
  add column clinician_id bigint references clinicians (id) on delete cascade;
alter table sessions drop constraint sessions_kind_check;
alter table sessions
  add constraint sessions_kind_check check (kind in ('customer', 'admin', 'clinician'));
alter table sessions drop constraint sessions_check;
alter table sessions
  add constraint sessions_owner_check check (
    (kind = 'customer' and user_id is not null and admin_id is null and clinician_id is null)
    or (kind = 'admin' and admin_id is not null and user_id is null and clinician_id is null)
    or (kind = 'clinician' and clinician_id is not null and user_id is null and admin_id is null)
  );
create index sessions_clinician_idx on sessions (clinician_id) where clinician_id is not null;
