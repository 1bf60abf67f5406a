/**
 * The language check of the built site (issue #34), run by `npm run build` after `astro build`:
 * every page of dist/ says its language and is written in its script, every page with Hindi and
 * Marathi addresses names all three and x-default reciprocally, and no page built at /hi/ or
 * /mr/ from the English one is empty. Exits 1, listing every breach, when one is found.
 *
 * It also checks the e-mails' dictionaries (content/i18n/mail/): a key of the English e-mails
 * missing or empty in Hindi or Marathi is a problem, so no client e-mail goes out half translated.
 *
 * With `--status` it also writes docs/translation-status.md: which pages are translated, which
 * are shown in English under a notice, and which dictionary keys a language lacks.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pagesTranslationSchema } from '#/content/i18n-schema.ts';
import { LOGIN_EN } from '#/features/account/login-words.ts';
import { BOOKING_EN } from '#/features/booking/words.ts';
import { GET_MATCHED_EN } from '#/features/get-matched/matching/words.ts';
import { MEASURES_EN } from '#/features/measures/words.ts';
import { SHOP_WORDS_EN } from '#/features/shop/words.ts';
import { hasTranslations, localeOfPath, TRANSLATED_LOCALES } from '#/lib/i18n.ts';
import {
  fallbackProblems,
  hreflangProblems,
  type PageFacts,
  readPage,
  scriptProblems,
} from '#/lib/i18n-check.ts';
import { MESSAGE_KEYS } from '#/lib/message-words.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const site = 'https://psycortex.in';

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** dist/mr/book.html → /mr/book; dist/index.html → /; dist/hi.html → /hi. */
function publicPath(file: string): string {
  const path = `/${relative(dist, file).replace(/\\/g, '/')}`.replace(/(\/index)?\.html$/, '');
  return path || '/';
}

// The functions' shells (dist/shell/): the session room is served at
// English addresses only, and Astro's fallback also copies them under /hi/ and /mr/, where
// nothing serves or links them. The shop's and the purchases' shells have their own Hindi and
// Marathi pages.
const unserved = (path: string) => /^\/(hi|mr)\/shell\/(?!shop$|product$|purchases$)/.test(path);
// A shell's alternates name the addresses the shop-pages function answers (/shop, /hi/shop…),
// which are not files of dist/: tests/e2e/languages.spec.ts checks them on the served pages.
const shell = (path: string) => /^(\/(hi|mr))?\/shell\//.test(path);
const pages = new Map<string, PageFacts>();
for (const file of htmlFiles(dist)) {
  const path = publicPath(file);
  if (!unserved(path)) pages.set(path, readPage(readFileSync(file, 'utf8')));
}

// The shells served by functions at other addresses, the development pages and the error pages
// Netlify serves at any address are checked for their language only.
const noAlternates = (path: string) =>
  /^\/(404|blog-not-found|psycortex-not-found)$/.test(path.replace(/^\/(hi|mr)(?=\/)/, ''));
/** The e-mails written from content/i18n/mail/, as editors know them. */
const MAIL_LIST = [
  'the login code',
  'the booking confirmation with its .ics invitation',
  'the reminders 24 hours and 1 hour before',
  'a session moved',
  'a session cancelled',
  'the measures request before a session',
  "the waiting list's offer of a freed time",
  'the order confirmation',
  'the refund',
].join(', ');

/** The translated pages the functions answer in every language (netlify/functions/). */
const FUNCTION_PAGES = ['/shop', '/shop/products/{slug}', '/user/mypurchaseditems'];

/** The client e-mails' keys a translation lacks (content/i18n/mail/<language>.json). */
function missingMailKeys(locale: string): string[] {
  const english = readJson(join(root, 'content/i18n/mail/en.json'));
  const words = readJson(join(root, `content/i18n/mail/${locale}.json`));
  return Object.keys(english).filter((key) => !words[key]?.trim());
}

/** The cart's, checkout's and order page's keys a translation lacks (content/i18n/shop/<language>.json). */
function missingShopKeys(locale: string): string[] {
  const words = readJson(join(root, `content/i18n/shop/${locale}.json`));
  return Object.keys(SHOP_WORDS_EN).filter((key) => !words[key]?.trim());
}

/** /user/measures' and /user/progress' keys a translation lacks (content/i18n/measures/<language>.json). */
function missingMeasuresKeys(locale: string): string[] {
  const words = readJson(join(root, `content/i18n/measures/${locale}.json`));
  return Object.keys(MEASURES_EN).filter((key) => !words[key]?.trim());
}

function readJson(path: string): Record<string, string> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}

const problems = [
  ...TRANSLATED_LOCALES.flatMap((locale) =>
    missingMailKeys(locale).map(
      (key) => `content/i18n/mail/${locale}.json: the e-mail text "${key}" is missing`,
    ),
  ),
  ...TRANSLATED_LOCALES.flatMap((locale) =>
    missingShopKeys(locale).map(
      (key) =>
        `content/i18n/shop/${locale}.json: the text "${key}" of the shop, cart, checkout, order or purchases pages is missing`,
    ),
  ),
  ...TRANSLATED_LOCALES.flatMap((locale) =>
    missingMeasuresKeys(locale).map(
      (key) =>
        `content/i18n/measures/${locale}.json: the text "${key}" of /user/measures or /user/progress is missing`,
    ),
  ),
  ...[...pages].flatMap(([path, facts]) => [
    ...scriptProblems(facts, path),
    ...fallbackProblems(facts, path),
  ]),
  ...hreflangProblems(
    new Map([...pages].filter(([path]) => !shell(path))),
    site,
    (path) => hasTranslations(path) && !noAlternates(path),
  ),
];

if (process.argv.includes('--status')) writeStatus();

if (problems.length > 0) {
  console.error(`The language check found ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`The language check passed: ${pages.size} pages.`);
}

function writeStatus(): void {
  const english = JSON.parse(readFileSync(join(root, 'content/i18n/ui/en.json'), 'utf8')) as Record<
    string,
    string
  >;
  const lines = [
    '# Translation status',
    '',
    'Written by `npm run i18n:status` from the built site and content/i18n/; do not edit by hand.',
    'A page "in English" is built at its Hindi or Marathi address from the English page, under a',
    "short notice in the visitor's language (issue #34). Staff screens have English addresses",
    'only and are not listed. The shop, its products and the purchased items are answered by',
    'functions (not files of the built site) and are listed under each language by hand.',
    '',
    "A client's e-mails are written in the language they used on the site. Staff and clinician",
    'e-mails, and the tax invoice and credit note PDFs (GST documents), stay in English.',
    '',
    '## Which service pages are translated, and why these',
    '',
    'Five counselling service pages are translated, the same five in Hindi and Marathi',
    '(content/i18n/services/<language>/): mental health counselling (the general first step,',
    "where the home page's Explore button leads), anxiety, depression, marital (relationship) and",
    'stress management counselling. They are the concerns the home page\'s "Who Is This For"',
    'names (Constant Anxiety, Battling Depression, Relationship Struggles, Emotional Overload)',
    'and the ones a person in distress searches for first; the site has no child or adolescent',
    'service page of its own (mental health counselling covers every age). Career counselling,',
    'the fifth concern named there, is the next to translate.',
    '',
    `Service pages translated: ${serviceTranslations().join('; ')}.`,
    '',
  ];
  for (const locale of TRANSLATED_LOCALES) {
    const pageWords = JSON.parse(
      readFileSync(join(root, `content/i18n/pages/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    const missingPages = Object.keys(pagesTranslationSchema.shape).filter((key) => !pageWords[key]);
    const words = JSON.parse(
      readFileSync(join(root, `content/i18n/ui/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    const missing = Object.keys(english).filter((key) => !words[key]);
    const getMatched = JSON.parse(
      readFileSync(join(root, `content/i18n/get-matched/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    const missingGetMatched = Object.keys(GET_MATCHED_EN).filter((key) => !getMatched[key]);
    const missingOf = (kind: string, english: Record<string, string>) => {
      const words = readJson(join(root, `content/i18n/${kind}/${locale}.json`));
      const missing = Object.keys(english).filter((key) => !words[key]?.trim());
      return missing.length === 0 ? 'none' : missing.join(', ');
    };
    const listed = [...pages]
      .filter(([path]) => localeOfPath(path) === locale && hasTranslations(path))
      .sort(([a], [b]) => a.localeCompare(b));
    const translated = listed.filter(([, facts]) => !facts.fallbackNotice).map(([path]) => path);
    const fallback = listed.filter(([, facts]) => facts.fallbackNotice).map(([path]) => path);
    lines.push(
      `## ${locale === 'hi' ? 'Hindi (hi)' : 'Marathi (mr)'}`,
      '',
      `Interface keys missing from content/i18n/ui/${locale}.json: ${missing.length === 0 ? 'none' : missing.join(', ')}.`,
      '',
      `Keys of /get-matched missing from content/i18n/get-matched/${locale}.json: ${missingGetMatched.length === 0 ? 'none' : missingGetMatched.join(', ')}.`,
      '',
      `Keys of /book, /book/clinician and /user/sessions missing from content/i18n/booking/${locale}.json: ${missingOf('booking', BOOKING_EN)}.`,
      '',
      `Keys of /user/login missing from content/i18n/login/${locale}.json: ${missingOf('login', LOGIN_EN)}.`,
      '',
      `Keys of /user/measures and /user/progress missing from content/i18n/measures/${locale}.json: ${missingMeasuresKeys(locale).join(', ') || 'none'}. The PHQ-9 and GAD-7 themselves and their bands' names stay in English (no validated translation at hand), with a line saying why; the server's messages stay in English, marked as English.`,
      '',
      `The server's and the stores' messages on the booking, My sessions, login and checkout pages (by their code) missing from content/i18n/messages/${locale}.json: ${missingOf('messages', Object.fromEntries(MESSAGE_KEYS.map((key) => [key, key])))}. A code the page has no words for, and a payment provider's own reason for a failed payment, stay in English, marked as English.`,
      '',
      `Client e-mails and calendar invitations in this language: ${MAIL_LIST}. Keys missing from content/i18n/mail/${locale}.json: ${missingMailKeys(locale).join(', ') || 'none'}.`,
      '',
      `Keys of the shop, product, cart, checkout, order and purchased items pages missing from content/i18n/shop/${locale}.json: ${missingShopKeys(locale).join(', ') || 'none'}. The tax invoice on the order page stays in English (a GST document), with a line saying so; a payment provider's reason for a failure stays in English, marked as English.`,
      '',
      `Keys of the translated pages (services, contact, privacy, search) missing from content/i18n/pages/${locale}.json: ${missingPages.length === 0 ? 'none' : missingPages.join(', ')}.`,
      '',
      `Translated pages (${translated.length}): ${translated.map((p) => `\`${p}\``).join(', ') || 'none'}.`,
      '',
      `Translated pages answered by functions (3): ${FUNCTION_PAGES.map((p) => `\`/${locale}${p}\``).join(', ')}.`,
      '',
      `Pages still in English under a notice (${fallback.length}):`,
      '',
      ...fallback.map((p) => `- \`${p}\``),
      '',
    );
  }
  writeFileSync(join(root, 'docs/translation-status.md'), `${lines.join('\n')}`);
  console.log('Wrote docs/translation-status.md');
}

/** The translated service pages, each with its languages: counsellingservices/anxiety (hi, mr). */
function serviceTranslations(): string[] {
  const byPage = new Map<string, string[]>();
  for (const locale of TRANSLATED_LOCALES) {
    const folder = join(root, 'content/i18n/services', locale);
    for (const section of readdirSync(folder)) {
      for (const file of readdirSync(join(folder, section))) {
        const page = `${section}/${file.replace(/\.mdx$/, '')}`;
        byPage.set(page, [...(byPage.get(page) ?? []), locale]);
      }
    }
  }
  return [...byPage].sort().map(([page, locales]) => `\`${page}\` (${locales.join(', ')})`);
}
