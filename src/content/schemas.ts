import { z } from 'zod';

/** `content/company.json`: every contact detail the site shows, in one place. */
export const companySchema = z.object({
  name: z.string().describe('Brand name.'),
  legalName: z.string().describe('Registered name shown on the About page.'),
  invoiceName: z.string().describe('Name printed on invoices.'),
  tagline: z.string().describe('One-line summary used in metadata.'),
  siteUrl: z.url().describe('Production origin.'),
  corporateOffice: z.object({
    label: z.string(),
    address: z.string().describe('Full postal address of the Nagpur corporate office.'),
    invoiceAddress: z.string().describe('The shorter form printed on invoices.'),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
    mapQuery: z.string().describe('What the embedded map searches for.'),
  }),
  phones: z.record(
    z.enum(['office', 'care']),
    z.object({ label: z.string(), display: z.string(), tel: z.string().regex(/^\+?\d+$/) }),
  ),
  emails: z.object({
    info: z.email(),
    care: z.email().describe('Shared care address, also on every branch card.'),
    brochure: z.email().describe('Address shown on the brochure page.'),
    grievance: z.email().describe('Grievance officer contact under the DPDP Act.'),
  }),
  whatsapp: z.object({
    number: z.string(),
    url: z.url().describe('Chat link with an empty prefilled text.'),
  }),
  bookingUrl: z.url().describe('External client booking portal, opened in a new tab.'),
  branchHours: z.string().describe('Opening hours shared by every branch.'),
  helpline: z.object({
    name: z.string().describe('National crisis helpline shown on every page.'),
    number: z.string(),
    tel: z.string(),
    alternate: z.string(),
    text: z.string(),
  }),
  social: z.array(z.object({ name: z.string(), url: z.url() })).length(5),
});
export type Company = z.infer<typeof companySchema>;
