import { companySchema, parseContent } from '#/content/schemas.ts';
import companyJson from '../../../content/company.json' with { type: 'json' };

/**
 * What e-mails say about the company, from content/company.json, the same file the pages read,
 * so a changed number or address reaches the e-mails too.
 *
 * The e-mails are sent from Netlify Functions, which esbuild bundles without Astro, so they
 * cannot read the pages' `company` collection (`astro:content` exists only inside Astro). Rather
 * than trust the raw JSON, they check it here, when the module loads, with the very schema the
 * collection uses: a company.json that the build refuses then also fails every function and test
 * that sends mail, instead of e-mails going out with a missing helpline number or address.
 */
const company = parseContent('content/company.json', companySchema, companyJson);

const helpline = `${company.helpline.name}, the free national mental health helpline, on ${company.helpline.number}`;

/** Where to turn at once; `withCare` adds our customer care line and its hours. */
export function urgentHelp({ withCare = false } = {}): string {
  const care = withCare
    ? `, or our customer care on ${company.phones.care.display} (${company.branchHours})`
    : '';
  return `If you need to talk to someone urgently, please call ${helpline}${care}.`;
}

/** The sender's postal address, for the footer of an e-mail. */
export const senderAddress = `${company.legalName}, ${company.corporateOffice.address}`;
