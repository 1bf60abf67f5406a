/**
 * The menus of the header, the mobile menu and the footer. Labels of service pages come from
 * their content; this file only says which pages each menu lists and in what order.
 */

export interface MenuLink {
  label: string;
  href: string;
}

export const ABOUT_LINKS: MenuLink[] = [
  { label: 'About', href: '/aboutus/about' },
  { label: 'Mission, Vision and Values', href: '/aboutus/missionvisionandvalues' },
  { label: 'Gallery', href: '/aboutus/gallery' },
  { label: 'Awards', href: '/aboutus/awards' },
];

export interface ServiceGroup {
  section: string;
  label: string;
  subsections: string[];
}

/** The page that lists every service by group; the menus and the footer lead to it. */
export const ALL_SERVICES = { label: 'All services', href: '/services' } as const;

/** The Services menu lists these pages, grouped by section. */
export const SERVICE_MENU: ServiceGroup[] = [
  { section: 'counsellingservices', label: 'Counselling Services', subsections: ['mentalhealth'] },
  {
    section: 'psychotherapyapproaches',
    label: 'Psychotherapy Approaches',
    subsections: ['interpersonalpsychotherapy', 'psychologicalcounselling'],
  },
  {
    section: 'assessmentandtesting',
    label: 'Assessment and Testing',
    subsections: ['psychometricassessment', 'careersuitabilitytest'],
  },
  {
    section: 'careerandskillsdevelopment',
    label: 'Career and Skills Development',
    subsections: ['careercounselling', 'softskillsdevelopment'],
  },
  {
    section: 'uniquefeatures',
    label: 'Unique Features',
    subsections: [
      'personalizedtherapyplans',
      'evidencebasedtherapeutictechniques',
      'commitmenttoconfidentiality',
      'educationalresourcesandsupport',
    ],
  },
];

export const serviceHref = (section: string, subsection: string) =>
  `/services/${section}/${subsection}`;

export const POLICY_LINKS: MenuLink[] = [
  { label: 'Terms and Conditions', href: '/psycortex/termsandcondition' },
  { label: 'Privacy Policy', href: '/psycortex/privacypolicy' },
  { label: 'Refund Policy', href: '/psycortex/returnpolicy' },
];

/** Paths whose pages have no header or footer. */
export function isChromeless(pathname: string): boolean {
  return pathname.startsWith('/admin') || pathname.startsWith('/brochure');
}

/**
 * Where a search for this text goes; undefined for blank text. The Hindi and Marathi search pages
 * (/hi/search, /mr/search) take the text as ?q=, since only /search has netlify.toml's /search/{key}.
 */
export function searchHref(text: string, page = '/search'): string | undefined {
  const term = text.trim();
  if (!term) return undefined;
  return page === '/search'
    ? `/search/${encodeURIComponent(term)}`
    : `${page}?q=${encodeURIComponent(term)}`;
}
