-- Indian tax documents (issue 21): products carry their SAC code and GST rate, orders the
-- buyer's GSTIN, and a paid order gets a tax invoice or bill of supply whose every figure is
-- frozen when it is issued. Numbers come from a counter per series and financial year, taken
-- under a row lock in the transaction that marks the order paid, so there are no gaps or repeats.

-- SAC 9993: human health and social care services. 18% and not exempt by default, so that no
-- tax is under-collected; a product the health-care exemption covers is marked exempt.
alter table products
  add column sac_code text not null default '9993' check (sac_code ~ '^[0-9]{4,8}$'),
  add column gst_rate_bp integer not null default 1800 check (gst_rate_bp between 0 and 10000),
  add column gst_exempt boolean not null default false;

-- What each line was taxed as when it was sold, beside its price: a later change to the product
-- never changes the tax of an order already placed.
alter table order_items
  add column sac_code text not null default '9993',
  add column gst_rate_bp integer not null default 1800 check (gst_rate_bp between 0 and 10000),
  add column gst_exempt boolean not null default false;

-- A business buyer's GSTIN, optional ('' for none), checked by the checkout's schema.
alter table orders
  add column billing_gstin text not null default ''
    check (billing_gstin = '' or billing_gstin ~ '^[0-9]{2}[A-Z0-9]{13}$');
alter table users add column gstin text not null default '';

-- The last serial given in each series and financial year (2026 for 2026-27).
create table tax_document_counters (
  kind text not null check (kind in ('invoice', 'bill_of_supply', 'credit_note')),
  financial_year integer not null,
  last_serial integer not null check (last_serial > 0),
  primary key (kind, financial_year)
);

-- Tax invoices, bills of supply and credit notes, as issued. Nothing here is recomputed from
-- the order or the catalogue later: a changed product, price or address never changes a
-- document that was issued.
create table tax_documents (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('invoice', 'bill_of_supply', 'credit_note')),
  number text not null unique check (char_length(number) <= 16),
  financial_year integer not null,
  serial integer not null check (serial > 0),
  order_id bigint not null references orders (id),
  -- A credit note names the invoice or bill of supply it reduces.
  refers_to_id bigint references tax_documents (id),
  issued_at timestamptz not null default now(),
  -- The date printed on the document: the date in India.
  issue_date date not null,
  -- The buyer's state code ('96' outside India) and whether that is Maharashtra.
  place_of_supply text not null check (place_of_supply ~ '^[0-9]{2}$'),
  supply_kind text not null check (supply_kind in ('intra', 'inter')),
  seller jsonb not null,
  buyer jsonb not null,
  lines jsonb not null,
  taxable_paise bigint not null check (taxable_paise >= 0),
  cgst_paise bigint not null check (cgst_paise >= 0),
  sgst_paise bigint not null check (sgst_paise >= 0),
  igst_paise bigint not null check (igst_paise >= 0),
  total_paise bigint not null
    check (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
  -- Why a credit note was issued (the refund's reason).
  reason text,
  unique (kind, financial_year, serial),
  check ((kind = 'credit_note') = (refers_to_id is not null))
);
create index tax_documents_order_idx on tax_documents (order_id);
create index tax_documents_issued_idx on tax_documents (issue_date);
-- One sale document per order.
create unique index tax_documents_one_sale_idx on tax_documents (order_id)
  where kind <> 'credit_note';

-- An e-mail that carries a tax document as a PDF names it; the PDF is made from the frozen
-- document when the e-mail is sent, so the outbox keeps no copy of it.
alter table emails
  add column attach_document_id bigint references tax_documents (id) on delete set null;

-- Refunds (issue 21): an order can be given back in parts. "partially_refunded" joins the states.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check check (status in
  ('pending', 'paid', 'failed', 'cancelled', 'expired', 'partially_refunded', 'refunded'));

-- One row per refund asked of a provider. It counts against the balance from the moment it is
-- asked (so two admins cannot give back more than was paid) and is settled only when the
-- provider confirms it; a refused one gives its amount back.
create table refunds (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id),
  provider text not null check (provider in ('razorpay', 'paydollar')),
  amount_paise bigint not null check (amount_paise > 0),
  reason text not null check (char_length(reason) between 1 and 500),
  status text not null default 'requested' check (status in ('requested', 'processed', 'failed')),
  -- The admin's request key: the same request sent twice asks the provider once.
  request_key text not null unique,
  requested_by text not null,
  -- The provider's handle: Razorpay's rfnd_… id, or PayDollar's payRef with our sequence.
  provider_refund_id text,
  failure text,
  credit_note_id bigint references tax_documents (id),
  created_at timestamptz not null default now(),
  processed_at timestamptz,
  unique (provider, provider_refund_id)
);
create index refunds_order_idx on refunds (order_id);
