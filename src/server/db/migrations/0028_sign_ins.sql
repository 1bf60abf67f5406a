-- One word per thing (issue #30): a "session" is a counselling session; a browser's signed-in
-- state is a sign-in. The table of sign-ins, its key, sequence, constraints and indexes take
-- that name. Renaming keeps every row, so everyone who is signed in stays signed in (their
-- cookies carry a token whose SHA-256 is still in `token_hash`). No column named a sign-in
-- elsewhere (the access log and trusted devices never stored one).
alter table sessions rename to sign_ins;
alter sequence sessions_id_seq rename to sign_ins_id_seq;
-- Renaming an index-backed constraint renames its index too.
alter table sign_ins rename constraint sessions_pkey to sign_ins_pkey;
alter table sign_ins rename constraint sessions_token_hash_key to sign_ins_token_hash_key;
alter table sign_ins rename constraint sessions_user_id_fkey to sign_ins_user_id_fkey;
alter table sign_ins rename constraint sessions_admin_id_fkey to sign_ins_admin_id_fkey;
alter table sign_ins rename constraint sessions_clinician_id_fkey to sign_ins_clinician_id_fkey;
alter table sign_ins rename constraint sessions_kind_check to sign_ins_kind_check;
alter table sign_ins rename constraint sessions_owner_check to sign_ins_owner_check;
alter index sessions_user_idx rename to sign_ins_user_idx;
alter index sessions_admin_idx rename to sign_ins_admin_idx;
alter index sessions_clinician_idx rename to sign_ins_clinician_idx;
