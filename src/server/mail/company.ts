import company from '../../../content/company.json' with { type: 'json' };

/**
 * What e-mails say about the company, from content/company.json, the same file the pages read,
 * so a changed number or address reaches the e-mails too.
 */
const helpline = `${company.helpline.name}, the free national mental health helpline, on ${company.helpline.number}`;

/** Where to turn at once; `withCare` adds our customer care line and its hours. */
export function urgentHelp({ withCare = false } = {}): string {
  const care = withCare
    ? `, or our customer care on ${company.phones.care.display} (${company.branchHours})`
    : '';
  return `If you need to talk to someone urgently, please call ${helpline}${care}.`;
}

/** The sender's postal address, for the footer of an e-mail. */
export const senderAddress = `${company.name}, ${company.corporateOffice.address}`;
