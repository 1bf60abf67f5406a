import { z } from 'zod';

/**
 * The interface texts of one language: `content/i18n/<language>.json` (en, hi, mr), in the style
 * of Starlight's translation dictionaries: flat keys, one text each, every key described here so
 * the schema is the translators' guide. Every language has every key: the build stops, naming the
 * file and the key, when a translation lacks one (a page is either whole in a language or shown
 * in English with a notice, never half). `{name}` marks a value the page fills in; keep it.
 *
 * Imports nothing but zod: the unit tests and the translation-status script read the same schema.
 */
const text = (what: string) => z.string().min(1).describe(what);

export const uiSchema = z.strictObject({
  'language.name': text('The language\'s own name, e.g. "मराठी".'),
  'language.switch': text('Name of the language switch for screen readers, e.g. "Language".'),
  'language.fallbackNotice': text(
    'Shown above a page not yet translated into this language; the page below stays in English.',
  ),
  'language.fallbackSection': text(
    'Shown above one part of a translated page that is still in English (e.g. on the home page).',
  ),
  skipLink: text('The first link of every page, for keyboard users: skip to the main text.'),
  'crisis.label': text('Name of the urgent-help strip at the very top, for screen readers.'),
  'crisis.heading': text('Bold start of the urgent-help strip, e.g. "Need urgent help?".'),
  'crisis.call': text(
    "Call the national helpline: {name} is the helpline's name, {number} its number (a link).",
  ),
  'crisis.extra': text('What the helpline is like (free, confidential, 24×7); wide screens only.'),
  'crisis.emergency': text('Call the emergency number; {number} is 112 (a link).'),
  'crisis.end': text('The full stop after the helpline sentence ("." or "।").'),
  'nav.main': text("Name of the header's main menu for screen readers."),
  'nav.home': text('Name of the logo link to the home page, for screen readers.'),
  'nav.mobile': text("Name of the phone menu's list for screen readers."),
  'nav.about': text('Menu: the About Us pages.'),
  'nav.services': text('Header menu: Our Services.'),
  'nav.servicesShort': text('Phone menu: Services.'),
  'nav.allServices': text('Link to the page listing every service.'),
  'nav.franchise': text('Menu: Franchise.'),
  'nav.blogs': text('Menu: Blogs.'),
  'nav.shop': text('Menu: the shop of session packages.'),
  'nav.contact': text('Menu: Contact Us.'),
  'nav.branches': text('Footer: the list of every branch.'),
  'nav.login': text('Link to sign in.'),
  'nav.book': text("The header's booking button; {more} is the part hidden on phones."),
  'nav.bookMore': text('The part of the booking button hidden on phones (e.g. "Appointment").'),
  'nav.bookAppointment': text('A booking button in the page, e.g. "Book Appointment".'),
  'nav.search': text('The search button (for screen readers).'),
  'nav.searchLabel': text('Label of the search box.'),
  'nav.searchPlaceholder': text('Placeholder in the search box.'),
  'nav.closeSearch': text('Button that closes the search box.'),
  'nav.cart': text('The cart link (for screen readers).'),
  'nav.myAccount': text('The account menu.'),
  'nav.viewCart': text('Account menu: the cart.'),
  'nav.purchased': text('Account menu: purchased items.'),
  'nav.logout': text('Account menu: sign out.'),
  'nav.openMenu': text('Phone menu button: open.'),
  'nav.closeMenu': text('Phone menu button: close.'),
  'nav.menu': text('Name of the phone menu.'),
  'nav.back': text('Phone menu: back to the first list.'),
  'about.about': text('About Us menu: About.'),
  'about.mission': text('About Us menu: Mission, Vision and Values.'),
  'about.gallery': text('About Us menu: Gallery.'),
  'about.awards': text('About Us menu: Awards.'),
  'footer.explore': text('Footer heading: more pages.'),
  'footer.contact': text('Footer heading: contact details.'),
  'footer.office': text('After the office phone number, e.g. "(office)".'),
  'footer.care': text('After the customer-care phone number, e.g. "(customer care)".'),
  'footer.social': text('Name of the list of social-media links, for screen readers.'),
  'footer.rights': text('After the company\'s name at the bottom: "All rights reserved."'),
  'footer.terms': text('Footer: Terms and Conditions.'),
  'footer.privacy': text('Footer: Privacy Policy.'),
  'footer.refund': text('Footer: Refund Policy.'),
  'footer.newTab': text('Name of a social-media link for screen readers; {name} is the network.'),
  'dock.whatsapp': text('The floating WhatsApp button, for screen readers.'),
  'dock.top': text('The floating back-to-top button, for screen readers.'),
  'breadcrumb.label': text('Name of the breadcrumb trail, for screen readers.'),
  'breadcrumb.home': text('First crumb of the breadcrumb trail: the home page.'),
  'footer.newsletterNote': text(
    'Shown above the newsletter sign-up, which is still in English on translated pages.',
  ),
});

export type UiKey = keyof z.infer<typeof uiSchema>;
export type UiDictionary = z.infer<typeof uiSchema>;

/**
 * `content/i18n/home/<language>.json` (hi, mr): the home page's texts in that language. The
 * English home page reads content/home.json; its pictures, numbers and order stay there.
 */
export const homeTranslationSchema = z.strictObject({
  'home.title': text("The home page's <title>."),
  'home.description': text("The home page's search-engine description (at most 160 characters)."),
  'home.slide': text('Name of one banner slide for screen readers: {n} of {total}: {theme}.'),
  'home.highlights': text('Name of the banner for screen readers.'),
  'home.chooseSlide': text("Name of the banner's dots for screen readers."),
  'home.pause': text('Button that pauses the banner.'),
  'home.play': text('Button that starts the banner again.'),
  'home.showSlide': text('Name of one banner dot for screen readers: {n} and {theme}.'),
  'home.explore': text('Banner button leading to the services.'),
  'home.banner1.theme': text('Banner slide 1: its small heading.'),
  'home.banner1.heading': text("Banner slide 1: its heading (the page's h1)."),
  'home.banner1.text': text('Banner slide 1: its text.'),
  'home.banner2.theme': text('Banner slide 2: its small heading.'),
  'home.banner2.heading': text('Banner slide 2: its heading.'),
  'home.banner2.text': text('Banner slide 2: its text.'),
  'home.banner3.theme': text('Banner slide 3: its small heading.'),
  'home.banner3.heading': text('Banner slide 3: its heading.'),
  'home.banner3.text': text('Banner slide 3: its text.'),
  'home.how': text('Heading of How it works.'),
  'home.brainHeading': text('How it works: "The Brain Take".'),
  'home.brainText': text('How it works: the paragraph after "The Brain Take".'),
  'home.step1.title': text('Step 1 (links to the questionnaire): title.'),
  'home.step1.text': text('Step 1: text.'),
  'home.step2.title': text('Step 2: title.'),
  'home.step2.text': text('Step 2: text.'),
  'home.step3.title': text('Step 3: title.'),
  'home.step3.text': text('Step 3: text.'),
  'home.step4.title': text('Step 4: title.'),
  'home.step4.text': text('Step 4: text.'),
  'home.closingHeading': text("The closing section's heading."),
  'home.closingText': text("The closing section's text."),
});

export type HomeTranslation = z.infer<typeof homeTranslationSchema>;

/**
 * `content/i18n/pages/<language>.json` (hi, mr): the words around the pages translated page by
 * page (the service pages, /contactus and its form, the privacy notice, the search page). The
 * pages' own texts are MDX beside them: content/i18n/services/<language>/… and
 * content/i18n/legal/<language>/….
 */
export const pagesTranslationSchema = z.strictObject({
  'service.section.counsellingservices': text('Service section name: Counselling Services.'),
  'service.section.psychotherapyapproaches': text(
    'Service section name: Psychotherapy Approaches.',
  ),
  'service.section.assessmentandtesting': text('Service section name: Assessment and Testing.'),
  'service.section.careerandskillsdevelopment': text(
    'Service section name: Career and Skills Development.',
  ),
  'service.section.uniquefeatures': text('Service section name: Unique Features.'),
  'service.readyHeading': text('Service page, beside the text: "Ready when you are".'),
  'service.readyText': text('Service page: the sentence inviting a first session.'),
  'service.start': text('Service page: the booking button, "Start Your Journey".'),
  'service.notTranslated': text(
    'Service page: after a sibling page\'s name in the list when that page is still in English, e.g. "(in English)".',
  ),
  'contact.title': text("The contact page's heading and <title>: Contact Us."),
  'contact.description': text("The contact page's search-engine description."),
  'contact.intro': text("The contact page's introduction under its heading."),
  'contact.office': text('Heading of the office details: Corporate Office.'),
  'contact.officeAddress': text("The corporate office's address, written in the language."),
  'contact.officePhone': text('Label of the office phone number.'),
  'contact.carePhone': text('Label of the customer-care phone number.'),
  'contact.allBranches': text('Button to the list of every branch.'),
  'contact.mapNote': text("Beside the map: it is Google's, and loads only when asked for."),
  'contact.mapShow': text('Button that loads the map.'),
  'contact.mapOpen': text('Link that opens Google Maps.'),
  'contact.newTab': text('Said to screen readers after a link that opens a new tab.'),
  'form.heading': text("The contact form's heading: Get in Touch."),
  'form.hint': text("Under the form's heading: every field is needed; we keep it confidential."),
  'form.firstname': text('Form label: first name.'),
  'form.lastname': text('Form label: last name.'),
  'form.email': text('Form label: e-mail.'),
  'form.contactNumber': text('Form label: contact (phone) number.'),
  'form.city': text('Form label: city.'),
  'form.state': text('Form label: state.'),
  'form.country': text('Form label: country.'),
  'form.message': text('Form label: message.'),
  'form.trap': text('Label of the hidden field that only robots fill in: "Leave this empty".'),
  'form.send': text("The form's button: Send message."),
  'form.incomplete': text('Form error: a field is empty.'),
  'form.invalidEmail': text('Form error: the e-mail address is not valid.'),
  'form.invalidNumber': text('Form error: the phone number is not 7 to 15 digits.'),
  'form.cooldown': text('Form error: a message was sent less than a minute ago.'),
  'form.sent': text('Shown when the message has been sent.'),
  'form.failed': text('Shown when the message could not be sent.'),
  'privacy.noticeTitle': text('Above the short privacy notice: "What we collect and why".'),
  'privacy.contact1': text('Privacy notice of the contact form: what we collect and why.'),
  'privacy.contact2': text('Privacy notice of the contact form: kept one year, then deleted.'),
  'privacy.policyLink': text('Link to the privacy policy: "How we handle your data".'),
  'privacy.centreLink': text('Link to the privacy centre: "Your privacy centre".'),
  'legal.updated': text('Above a policy: "Last updated {date}".'),
  'legal.others': text('Heading of the links to the other policies.'),
  'legal.prevails': text(
    'At the top of a translated policy: the English text is the one that counts; {link} is a link to it.',
  ),
  'legal.englishLink': text('The link text to the English policy.'),
  'search.title': text("The search page's heading and <title>: Search."),
  'search.description': text("The search page's description."),
  'search.again': text('Label of the search box on the search page: "Search again".'),
  'search.button': text('The search button.'),
  'search.order': text(
    'Under the heading: we search the pages in this language first, then the English ones.',
  ),
  'search.noscript': text('Shown without JavaScript: results need it; the menu still works.'),
  'search.resultsFor': text('The heading once a search is made; {key} is what was searched.'),
  'search.pages': text('Heading of the pages whose title matches.'),
  'search.empty': text('Shown when nothing matches at all.'),
  'search.inText': text('Heading of the pages whose text mentions the words.'),
  'search.searching': text('Shown while the search runs.'),
  'search.found': text(
    'How many pages mention it: {local} in this language, {english} in English.',
  ),
  'search.none': text('No page mentions it.'),
  'search.unavailable': text('The full-text search is not available right now.'),
  'search.inEnglish': text(
    'After the title of a result that is an English page, e.g. "(in English)".',
  ),
});

export type PagesTranslation = z.infer<typeof pagesTranslationSchema>;
