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

const text = (what: string) => z.string().min(1).describe(what);
const meta = {
  title: text('Page heading and <title>.'),
  description: z.string().max(160).describe('Search-engine description, at most 160 characters.'),
};

/** `content/branches.json`: the branch directory, in display order. */
export const branchesSchema = z
  .array(
    z.object({
      city: text(
        'City name, also the card heading and the image name (content/images/branches/<city>.jpg).',
      ),
      state: text('State or union territory.'),
      address: text('Full postal address.'),
      pinCode: z
        .string()
        .regex(/^\d{6}$/)
        .describe('Six-digit PIN code.'),
    }),
  )
  .length(37);

const homeTestimonial = z.object({
  name: text('First name and initial only, e.g. "Rohini S.".'),
  job: z.literal('Client').describe('Shown under the name.'),
  message: z.string().min(120).max(400).describe('The quote.'),
});
const brochureTestimonial = z.object({
  name: text('First name and initial only.'),
  concern: text('What they came for, e.g. Anxiety.'),
  message: z.string().min(40).max(240),
});
/** `content/testimonials.json`. */
export const testimonialsSchema = z.object({
  home: z.array(homeTestimonial).length(10).describe('The home page carousel.'),
  brochure: z.array(brochureTestimonial).length(6).describe('The brochure page.'),
});

/** `content/faq.json`: the brochure FAQ. */
export const faqSchema = z
  .array(z.object({ question: text('The question.'), answer: text('The answer.') }))
  .length(12);

const imageAlt = text(
  'What the photograph shows, for people who cannot see it. Shown only once a real photograph replaces the stand-in (content/stand-in-pictures.json).',
);

/** `content/home.json`: the seven sections of the home page. */
export const homeSchema = z.object({
  ...meta,
  banner: z
    .array(
      z.object({
        theme: text('Theme label.'),
        heading: text('Slide heading.'),
        text: text('Slide text.'),
        imageAlt,
      }),
    )
    .length(3)
    .describe('Rotating banner; images content/images/home/banner-1..3.jpg.'),
  brainTake: z.object({ heading: text('Heading.'), text: text('Paragraph.') }),
  steps: z.array(z.object({ title: text('Step title.'), text: text('One sentence.') })).length(4),
  wecare: z.object({ heading: text('Heading.'), text: text('Paragraph.'), imageAlt }),
  stats: z.object({
    heading: text('Heading over the counters.'),
    counters: z
      .array(z.object({ label: text('Counter label.'), value: z.number().int().positive() }))
      .length(3),
  }),
  specialisations: z.object({
    heading: text('Heading.'),
    items: z
      .array(z.object({ title: text('Title.'), text: text('Description.'), imageAlt }))
      .length(4)
      .describe('Images content/images/home/skilledIn1..5.jpg (five, for four blocks).'),
  }),
  audiences: z
    .array(
      z.object({
        key: z.enum(['Children', 'Adolescents', 'Adults', 'Elders']),
        heading: text('Tab panel heading.'),
        paragraphs: z.array(text('Paragraph.')).length(2),
        topics: z.array(text('A concern.')).min(3),
      }),
    )
    .length(4),
  achievements: z.object({
    heading: z.literal('Our Acheivements').describe('Spelt as the specification spells it.'),
    items: z
      .array(
        z.object({
          title: text('Title.'),
          text: text('Text.'),
          highlighted: z.boolean(),
          imageAlt,
        }),
      )
      .length(4),
  }),
  closing: z.object({ heading: text('Heading.'), text: text('Paragraph.') }),
});

/** `content/about.json`: the About Us pages. */
export const aboutSchema = z.object({
  about: z.object({
    ...meta,
    legalName: text('Registered name.'),
    paragraphs: z.array(text('Paragraph.')).length(5),
  }),
  mvvm: z.object({
    ...meta,
    cards: z
      .array(
        z.object({
          title: z.enum(['Mission', 'Vision', 'Values', 'Motto']),
          text: text('Card text.'),
        }),
      )
      .length(4),
  }),
  directorsMessage: z.object({
    ...meta,
    author: text('Who signs it.'),
    role: text('Their role.'),
    paragraphs: z.array(text('Paragraph.')).min(2),
  }),
  team: z.object({
    ...meta,
    intro: text('Introduction.'),
    roles: z
      .array(z.object({ title: text('Group of people.'), text: text('What they do.') }))
      .min(3),
  }),
});

/** `content/awards.json`: certificates (flip cards) and long-form awards. */
export const awardsSchema = z.object({
  ...meta,
  certificates: z
    .array(z.object({ title: text('Certificate.'), text: text('Short description.'), imageAlt }))
    .length(4)
    .describe('Images content/images/awards/certificate-1..4.jpg.'),
  awards: z
    .array(
      z.object({ title: text('Award.'), paragraphs: z.array(text('Paragraph.')).min(1), imageAlt }),
    )
    .length(2)
    .describe('Images content/images/awards/award-1..2.jpg.'),
});

/** `content/gallery.json`: 19 pictures, content/images/gallery/gallery-1..19.jpg. */
export const gallerySchema = z.object({
  ...meta,
  images: z
    .array(z.object({ alt: imageAlt, caption: text('Caption under the picture.') }))
    .length(19),
});

/** `content/franchise.json`. */
export const franchiseSchema = z.object({
  ...meta,
  intro: text('Introduction.'),
  sections: z
    .array(
      z.object({
        heading: text('Section heading.'),
        paragraphs: z.array(text('Paragraph.')).default([]),
        points: z.array(text('Bullet point.')).default([]),
      }),
    )
    .min(3),
});

/** `content/brochure.json`: the marketing landing page. */
export const brochureSchema = z.object({
  ...meta,
  landing: z.object({
    heading: text('Main heading.'),
    text: text('Paragraph.'),
    badge: text('Badge text.'),
    price: z.number().int().positive().describe('Offer price in rupees.'),
    regularPrice: z.number().int().positive().describe('Usual price in rupees.'),
    saving: z.number().int().positive().describe('Difference, in rupees.'),
    cta: text('Button text.'),
  }),
  whyChooseUs: z.array(z.object({ title: text('Reason.'), text: text('Explanation.') })).length(5),
  whoIsThisFor: z
    .array(z.object({ title: text('Situation.'), text: text('Explanation.') }))
    .length(5),
  trust: text('Trust line.'),
  cta: z.object({
    heading: text('Heading.'),
    text: text('Paragraph.'),
    button: text('Button text.'),
  }),
});

/** `content/search.json`: the pages the title search looks through. */
export const searchSchema = z.array(
  z.object({
    title: text('Title matched by the search.'),
    ref: text('Path of the page, or "booking" for the booking portal.'),
    level: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .describe('1 = a group, 2 = a page in a group.'),
  }),
);

/** `content/contact.json`: texts of the contact and branch pages. */
export const contactSchema = z.object({
  ...meta,
  heading: z.literal('Get in Touch'),
  intro: text('Introduction.'),
  branchesTitle: text('Heading of the branch directory.'),
  branchesDescription: z.string().max(160),
  branchesIntro: text('Introduction of the branch directory.'),
});

/**
 * `content/service-sections.json`: the five service sections and their names. Each section's
 * fixed colour is design, not content: see `[data-section]` in the service page's styles.
 */
export const serviceSectionsSchema = z
  .array(
    z.object({ key: text('Folder name under content/services/.'), title: text('Section name.') }),
  )
  .length(5);
