-- Sign-in, round two (docs/security.md, Sign-in).
--
-- A login code remembers whether it was asked for from a browser that has signed in to the
-- account before (it carried the account's trusted-device cookie). Codes asked for elsewhere
-- never retire it, never use up its attempts and are counted apart from it, so someone else
-- asking for codes cannot keep the owner's own browser out.
alter table otp_challenges add column trusted_device boolean not null default false;

-- Where an admin's security alerts go (their account closed to new browsers after wrong
-- passwords); without it they go to CARE_EMAIL. Set with `npm run admin:create -- <name> --email`.
alter table admins add column email text;
