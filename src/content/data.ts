import aboutJson from '../../content/about.json' with { type: 'json' };
import awardsJson from '../../content/awards.json' with { type: 'json' };
import branchesJson from '../../content/branches.json' with { type: 'json' };
import brochureJson from '../../content/brochure.json' with { type: 'json' };
import companyJson from '../../content/company.json' with { type: 'json' };
import contactJson from '../../content/contact.json' with { type: 'json' };
import faqJson from '../../content/faq.json' with { type: 'json' };
import franchiseJson from '../../content/franchise.json' with { type: 'json' };
import galleryJson from '../../content/gallery.json' with { type: 'json' };
import homeJson from '../../content/home.json' with { type: 'json' };
import searchJson from '../../content/search.json' with { type: 'json' };
import serviceSectionsJson from '../../content/service-sections.json' with { type: 'json' };
import testimonialsJson from '../../content/testimonials.json' with { type: 'json' };
import {
  aboutSchema,
  awardsSchema,
  branchesSchema,
  brochureSchema,
  companySchema,
  contactSchema,
  faqSchema,
  franchiseSchema,
  gallerySchema,
  homeSchema,
  searchSchema,
  serviceSectionsSchema,
  testimonialsSchema,
} from './schemas.ts';

/** Validated at build time: a mistake in a JSON file stops the build with the field named. */
export const company = companySchema.parse(companyJson);
export const branches = branchesSchema.parse(branchesJson);
export const testimonials = testimonialsSchema.parse(testimonialsJson);
export const faq = faqSchema.parse(faqJson);
export const home = homeSchema.parse(homeJson);
export const about = aboutSchema.parse(aboutJson);
export const awards = awardsSchema.parse(awardsJson);
export const gallery = gallerySchema.parse(galleryJson);
export const franchise = franchiseSchema.parse(franchiseJson);
export const brochure = brochureSchema.parse(brochureJson);
export const searchEntries = searchSchema.parse(searchJson);
export const contact = contactSchema.parse(contactJson);
export const serviceSections = serviceSectionsSchema.parse(serviceSectionsJson);
