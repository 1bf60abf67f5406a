-- Who changed what in the admin panel, and when.
create table admin_audit (
  id bigint generated always as identity primary key,
  admin_id bigint references admins (id) on delete set null,
  admin_username text not null,
  action text not null,
  subject text not null default '',
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index admin_audit_created_idx on admin_audit (created_at desc);

-- Customers are searched by name or e-mail from the admin panel.
create index users_created_idx on users (created_at desc);

-- Option labels are unique among a product's live options only: an archived option keeps its
-- label for the record without blocking a new option of the same name.
alter table variants drop constraint variants_product_id_label_key;
create unique index variants_live_label_idx on variants (product_id, lower(label))
  where archived_at is null;
