import { companySchema, parseContent } from '#/content/schemas.ts';
import type { TaxParty } from '#/features/invoices/tax-document.ts';
import { gstStateName, SELLER_STATE_CODE } from '#/lib/gst-states.ts';
import companyJson from '../../../content/company.json' with { type: 'json' };

/**
 * The seller as printed on every tax document: the legal name, address and GSTIN from
 * content/company.json (README, "Invoices and GST"), checked by the content schema when the
 * module loads. A document copies these at issue, so a later move of office does not rewrite
 * old invoices.
 */
const company = parseContent('content/company.json', companySchema, companyJson);

export const seller: TaxParty = {
  name: company.legalName,
  company: '',
  address: [company.corporateOffice.address],
  gstin: company.gstin,
  stateCode: SELLER_STATE_CODE,
  stateName: gstStateName(SELLER_STATE_CODE) ?? 'Maharashtra',
};
