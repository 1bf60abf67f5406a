import { companySchema, parseContent } from '#/content/schemas.ts';
import type { Locale } from '#/lib/i18n.ts';
import companyJson from '../../../content/company.json' with { type: 'json' };
import { mailWords } from './words.ts';

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

/**
 * Where to turn at once, in the person's language (content/i18n/mail/); `withCare` adds our
 * customer care line and its hours.
 */
export function urgentHelp({ withCare = false, locale = 'en' as Locale } = {}): string {
  const t = mailWords(locale);
  const helpline = t('urgent.helpline', {
    name: company.helpline.name,
    number: company.helpline.number,
  });
  const care = withCare
    ? t('urgent.care', { phone: company.phones.care.display, hours: company.branchHours })
    : '';
  return t('urgent.help', { helpline, care });
}

/** The sender's postal address, for the footer of an e-mail. */
export const senderAddress = `${company.legalName}, ${company.corporateOffice.address}`;
