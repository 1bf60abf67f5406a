import { z } from 'zod';
import { isValidGstin } from '#/lib/gstin.ts';

/**
 * The schemas of the JSON files in content/, every field described so that the schema doubles as
 * the editors' guide. src/content.config.ts loads each file as a content collection with these
 * schemas, so the build refuses a file that breaks one and names the file and the field. This
 * module imports nothing but zod and the pure GSTIN rule: the e-mails, which run in Netlify Functions without Astro,
 * check content/company.json with the same schema (src/server/mail/company.ts), and so do the
 * unit tests.
 *
 * A picture is a path from the JSON file, e.g. "./images/home/wecare.jpg". The schemas that hold
 * pictures are functions of the picture field: in the collections, Astro's `image()` (which hands
 * the pages an optimisable image) after a check that the file is there; a path check alone where
 * Astro is absent.
 */

/** Makes the schema of one picture field: Astro's `image()`, or a path check in the tests. */
export type ImageField<I extends z.ZodType = z.ZodType> = () => I;

const picture = <I extends z.ZodType>(image: ImageField<I>, what: string) =>
  image().describe(
    `${what} A path from this file to a JPEG, PNG or WebP under content/images/, e.g. "./images/home/wecare.jpg"; the build stops if the file is missing.`,
  );

/** Parses a content file's data, or throws an error that names the file and every wrong field. */
export function parseContent<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`${file} does not match its schema:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

const text = (what: string) => z.string().min(1).describe(what);
const pin = (what: string) =>
  z
    .string()
    .regex(/^\d{6}$/)
    .describe(`${what} Six-digit PIN code.`);

/** `content/company.json`: every contact detail the site shows, in one place. */
export const companySchema = z.object({
  name: text('Brand name, e.g. in page titles, the footer and the e-mails.'),
  legalName: text(
    'The registered legal name, exactly as on the GST registration certificate: the footer, the About page, tax invoices, credit notes, bills of supply and e-mails all print it.',
  ),
  gstin: z
    .string()
    .regex(/^27[0-9A-Z]{13}$/, 'a Maharashtra GSTIN: 15 characters starting with 27')
    .refine(isValidGstin, 'the GSTIN fails its check character')
    .describe(
      'GST registration number printed on invoices. The placeholder 27AAAAA0000A1Z2 must be replaced with the real one before the shop takes payments.',
    ),
  tagline: text('One-line summary used in metadata.'),
  siteUrl: z.url().describe('Production origin, e.g. https://psycortex.in (no trailing slash).'),
  corporateOffice: z
    .object({
      label: text('Heading over the address, e.g. "Corporate Office, Nagpur".'),
      address: text(
        'Full postal address of the Nagpur corporate office, the registered address: the footer, tax documents (the principal place of business) and the e-mails print it.',
      ),
      city: text('City, for the address in search-engine data.'),
      state: text('State, for the address in search-engine data.'),
      pinCode: pin('PIN code of the corporate office.'),
      mapQuery: text('What the embedded map searches for.'),
    })
    .describe('The head office.'),
  phones: z
    .record(
      z.enum(['office', 'care']),
      z.object({
        label: text('What the number is for, e.g. "Customer care".'),
        display: text('The number as people read it, e.g. "+91 87670 27078".'),
        tel: z
          .string()
          .regex(/^\+?\d+$/)
          .describe('The number as a phone dials it: digits, optionally after a "+".'),
      }),
    )
    .describe('The office line and the customer care line (also in the e-mails).'),
  emails: z
    .object({
      info: z.email().describe('General enquiries address.'),
      care: z.email().describe('Shared care address, also on every branch card.'),
      brochure: z.email().describe('Address shown on the brochure page.'),
      grievance: z.email().describe('Grievance officer contact under the DPDP Act.'),
    })
    .describe('E-mail addresses shown on the site.'),
  whatsapp: z
    .object({
      number: z
        .string()
        .regex(/^\d+$/)
        .describe('WhatsApp number, digits only, with the country code.'),
      url: z.url().describe('Chat link with an empty prefilled text.'),
    })
    .describe('The WhatsApp chat button.'),
  branchHours: text(
    'Opening hours shared by every branch, e.g. "10 AM - 6 PM"; also in the e-mails.',
  ),
  helpline: z
    .object({
      name: text('National crisis helpline shown on every page and in the e-mails.'),
      number: text('The number as people read it.'),
      tel: text('The number as a phone dials it.'),
      alternate: text('Its other number.'),
      text: text('One line on what it offers.'),
    })
    .describe('The crisis helpline line at the foot of every page.'),
  social: z
    .array(
      z.object({
        name: text('Network, e.g. Facebook.'),
        url: z.url().describe('Address of the profile.'),
      }),
    )
    .length(5)
    .describe('The five social-media profiles linked in the footer.'),
});
export type Company = z.infer<typeof companySchema>;

const meta = {
  title: text('Page heading and <title>.'),
  description: z.string().max(160).describe('Search-engine description, at most 160 characters.'),
};

/** `content/branches.json`: the branch directory, in display order. */
export const branchesSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z
    .array(
      z.object({
        city: text('City name, also the card heading.'),
        state: text('State or union territory.'),
        address: text('Full postal address.'),
        pinCode: pin('PIN code of the branch.'),
        image: picture(image, 'Picture at the top of the card, shown as decoration.'),
      }),
    )
    .length(37)
    .describe('The 37 branches.');

const homeTestimonial = z.object({
  name: text('First name and initial only, e.g. "Rohini S.".'),
  job: z.literal('Client').describe('Shown under the name.'),
  message: z.string().min(120).max(400).describe('The quote, 120 to 400 characters.'),
});
const brochureTestimonial = z.object({
  name: text('First name and initial only.'),
  concern: text('What they came for, e.g. Anxiety.'),
  message: z.string().min(40).max(240).describe('The quote, 40 to 240 characters.'),
});
/** `content/testimonials.json`. */
export const testimonialsSchema = z.object({
  home: z.array(homeTestimonial).length(10).describe('The home page carousel.'),
  brochure: z.array(brochureTestimonial).length(6).describe('The brochure page.'),
});

/** `content/faq.json`: the brochure FAQ. */
export const faqSchema = z
  .array(z.object({ question: text('The question.'), answer: text('The answer.') }))
  .length(12)
  .describe('The twelve questions, in display order.');

const imageAlt = text(
  'What the photograph shows, for people who cannot see it. Shown only once a real photograph replaces the stand-in (content/stand-in-pictures.json).',
);

/** `content/home.json`: the seven sections of the home page. */
export const homeSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z.object({
    ...meta,
    banner: z
      .array(
        z.object({
          theme: text('Theme label.'),
          heading: text('Slide heading.'),
          text: text('Slide text.'),
          image: picture(image, 'Background of the slide, shown as decoration.'),
          imageAlt,
        }),
      )
      .length(3)
      .describe('Rotating banner.'),
    brainTake: z
      .object({ heading: text('Heading.'), text: text('Paragraph.') })
      .describe('The introduction under the banner.'),
    steps: z
      .array(z.object({ title: text('Step title.'), text: text('One sentence.') }))
      .length(4)
      .describe('How it works, in four steps.'),
    wecare: z
      .object({
        heading: text('Heading.'),
        text: text('Paragraph.'),
        image: picture(image, 'Picture beside the text.'),
        imageAlt,
      })
      .describe('The section on coping with stress.'),
    stats: z
      .object({
        heading: text('Heading over the counters.'),
        counters: z
          .array(
            z.object({
              label: text('Counter label.'),
              value: z.number().int().positive().describe('The number it counts up to.'),
            }),
          )
          .length(3)
          .describe('The three counters.'),
      })
      .describe('The counters section.'),
    specialisations: z
      .object({
        heading: text('Heading.'),
        items: z
          .array(
            z.object({
              title: text('Title.'),
              text: text('Description.'),
              image: picture(image, "The block's picture."),
              imageAlt,
            }),
          )
          .length(4)
          .describe('The four blocks, each with its picture.'),
        lastImage: picture(
          image,
          "A fifth picture, shown in the sticky column during the last fifth of the section's scroll on wide screens; described by the last block's imageAlt.",
        ),
      })
      .describe('What we are skilled in.'),
    audiences: z
      .array(
        z.object({
          key: z
            .enum(['Children', 'Adolescents', 'Adults', 'Elders'])
            .describe('Tab name, after "Psycortex for".'),
          heading: text('Tab panel heading.'),
          paragraphs: z.array(text('Paragraph.')).length(2).describe('Two paragraphs.'),
          topics: z.array(text('A concern.')).min(3).describe('Concerns we often help with.'),
          poster: picture(
            image,
            "Still picture shown before the panel's video plays (the videos are public/assets/Videos/Home/psycortexfor<4..1>.mp4).",
          ),
        }),
      )
      .length(4)
      .describe('Who we help: the four tabs.'),
    achievements: z
      .object({
        heading: z.literal('Our Acheivements').describe('Spelt as the specification spells it.'),
        items: z
          .array(
            z.object({
              title: text('Title.'),
              text: text('Text.'),
              highlighted: z.boolean().describe('Whether the card stands out in the brand colour.'),
              image: picture(image, "The card's picture."),
              imageAlt,
            }),
          )
          .length(4)
          .describe('The four cards.'),
      })
      .describe('The achievements section.'),
    closing: z
      .object({ heading: text('Heading.'), text: text('Paragraph.') })
      .describe('The closing words at the foot of the page.'),
  });

/** `content/about.json`: the About Us pages. */
export const aboutSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z.object({
    about: z
      .object({
        ...meta,
        paragraphs: z.array(text('Paragraph.')).length(5).describe('Five paragraphs.'),
        image: picture(image, 'Picture beside the text, shown as decoration (it has no alt text).'),
      })
      .describe('/aboutus/about'),
    mvvm: z
      .object({
        ...meta,
        cards: z
          .array(
            z.object({
              title: z.enum(['Mission', 'Vision', 'Values', 'Motto']).describe('Card heading.'),
              text: text('Card text.'),
            }),
          )
          .length(4)
          .describe('The four cards.'),
      })
      .describe('/aboutus/missionvisionandvalues'),
    directorsMessage: z
      .object({
        ...meta,
        author: text('Who signs it.'),
        role: text('Their role.'),
        paragraphs: z.array(text('Paragraph.')).min(2).describe('The message.'),
      })
      .describe('/aboutus/directorsmessage'),
    team: z
      .object({
        ...meta,
        intro: text('Introduction.'),
        roles: z
          .array(z.object({ title: text('Group of people.'), text: text('What they do.') }))
          .min(3)
          .describe('The groups of people in the team.'),
      })
      .describe('/aboutus/team'),
  });

/** `content/awards.json`: certificates (flip cards) and long-form awards. */
export const awardsSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z.object({
    ...meta,
    certificates: z
      .array(
        z.object({
          title: text('Certificate.'),
          text: text('Short description, on the back of the card.'),
          image: picture(image, 'The certificate, on the front of the card.'),
          imageAlt,
        }),
      )
      .length(4)
      .describe('The four flip cards.'),
    awards: z
      .array(
        z.object({
          title: text('Award.'),
          paragraphs: z.array(text('Paragraph.')).min(1).describe('What it was given for.'),
          image: picture(image, 'Picture beside the text.'),
          imageAlt,
        }),
      )
      .length(2)
      .describe('The two awards.'),
  });

/** `content/gallery.json`. */
export const gallerySchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z.object({
    ...meta,
    images: z
      .array(
        z.object({
          image: picture(image, 'The picture.'),
          alt: imageAlt,
          caption: text('Caption under the picture.'),
        }),
      )
      .length(19)
      .describe('The 19 pictures, in display order.'),
  });

/** `content/franchise.json`. */
export const franchiseSchema = z.object({
  ...meta,
  intro: text('Introduction.'),
  sections: z
    .array(
      z.object({
        heading: text('Section heading.'),
        paragraphs: z.array(text('Paragraph.')).default([]).describe('Paragraphs, if any.'),
        points: z.array(text('Bullet point.')).default([]).describe('Bullet points, if any.'),
      }),
    )
    .min(3)
    .describe('The sections of the page.'),
});

/** `content/brochure.json`: the marketing landing page. */
export const brochureSchema = <I extends z.ZodType>(image: ImageField<I>) =>
  z.object({
    ...meta,
    landing: z
      .object({
        heading: text('Main heading.'),
        text: text('Paragraph.'),
        badge: text('Badge text.'),
        price: z.number().int().positive().describe('Offer price in rupees.'),
        regularPrice: z.number().int().positive().describe('Usual price in rupees.'),
        saving: z.number().int().positive().describe('Difference, in rupees.'),
        cta: text('Button text.'),
        image: picture(
          image,
          'Picture beside the offer, shown as decoration (it has no alt text).',
        ),
      })
      .describe('The first screen.'),
    whyChooseUs: z
      .array(z.object({ title: text('Reason.'), text: text('Explanation.') }))
      .length(5)
      .describe('Five reasons.'),
    whoIsThisFor: z
      .array(z.object({ title: text('Situation.'), text: text('Explanation.') }))
      .length(5)
      .describe('Five situations.'),
    trust: text('Trust line.'),
    cta: z
      .object({
        heading: text('Heading.'),
        text: text('Paragraph.'),
        button: text('Button text.'),
      })
      .describe('The call to action at the foot of the page.'),
  });

/** `content/search.json`: the pages the title search looks through. */
export const searchSchema = z
  .array(
    z.object({
      title: text('Title matched by the search.'),
      ref: text('Path of the page, or "booking" for the booking portal.'),
      level: z
        .union([z.literal(1), z.literal(2)])
        .optional()
        .describe('1 = a group, 2 = a page in a group.'),
    }),
  )
  .describe('The search entries, in the order the results list them.');

/** `content/contact.json`: texts of the contact and branch pages. */
export const contactSchema = z.object({
  ...meta,
  heading: z.literal('Get in Touch').describe('Heading over the contact form.'),
  intro: text('Introduction.'),
  branchesTitle: text('Heading and <title> of the branch directory.'),
  branchesDescription: z
    .string()
    .max(160)
    .describe('Search-engine description of the branch directory, at most 160 characters.'),
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
  .length(5)
  .describe('The five sections, in menu order.');

/** `content/stand-in-pictures.json`: see src/content/stand-ins.ts. */
export const standInPicturesSchema = z.object({
  pictures: z
    .array(
      z
        .string()
        .regex(/^[\w/.-]+\.(jpg|jpeg|png|webp)$/)
        .describe('Path under content/, e.g. "images/home/wecare.jpg".'),
    )
    .describe(
      'The pictures that are still generated stand-ins, shown without their alt text. Remove a line when a real photograph replaces the file.',
    ),
});
