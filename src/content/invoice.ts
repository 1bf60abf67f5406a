import type { InvoiceCompany } from '#/features/invoices/Invoice.tsx';
import { company } from './data.ts';

/**
 * The seller on every invoice, from content/company.json at build time. Pages hand it to the
 * islands that show an invoice (the order page, the admin panel), so they ship no content code.
 */
export const invoiceSeller: InvoiceCompany = {
  name: company.name,
  legalName: company.legalName,
  address: company.corporateOffice.address,
  email: company.emails.care,
  phone: company.phones.care?.display ?? '',
  website: company.siteUrl.replace(/^https?:\/\//, ''),
};
