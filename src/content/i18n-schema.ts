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
 * The texts of the e-mails a client receives, and of their calendar invitations, in one
 * language: `content/i18n/mail/<language>.json` (en, hi, mr), read by the server (src/server/mail/
 * words.ts) when it writes an e-mail in the language the person used on the site. English is
 * SPEC.md's text, byte for byte. A text may be a whole sentence in one language and a clause in
 * another: each language's texts only have to read well together. `{name}` marks a value the
 * server fills in (a time, a link, a name); keep every one. Staff and clinician e-mails stay in
 * English and are not here.
 */
export const mailSchema = z.strictObject({
  'time.when': text('A session\'s start: {day} is e.g. "Wed 25 Nov", {time} "10:30" (India time).'),
  'urgent.help': text(
    'The crisis line in every client e-mail: {helpline} is urgent.helpline, {care} is urgent.care or nothing.',
  ),
  'urgent.helpline': text(
    'The national helpline: {name} and {number}, e.g. "Tele-MANAS", "14416".',
  ),
  'urgent.care': text(
    'Added to the crisis line in some e-mails: our customer care {phone} and {hours}.',
  ),
  'mode.in-person': text(
    'A session held in person, as it starts a sentence ("In person session…").',
  ),
  'mode.video': text('A session by video.'),
  'mode.phone': text('A session by phone.'),
  'mode.chat': text('A session by chat.'),
  'ics.summary': text('Calendar event title: {mode} (how it is held, lower case) and {clinician}.'),
  'ics.online': text(
    'Calendar event place of a session not in a branch: {mode} is how it is held.',
  ),
  'ics.description': text('Calendar event text: {url} is the My sessions page.'),
  'booking.link': text('The link at the end of every session e-mail, to My sessions.'),
  'booking.session': text(
    'What, who, when and where: {mode}, {clinician}, {when}, and {where} (one of booking.where.*).',
  ),
  'booking.where.place': text('In a branch: {name} (the branch) and {address}.'),
  'booking.where.videoRoom': text("By video, with the client's own room link {url}."),
  'booking.where.video': text('By video, without a room link yet.'),
  'booking.where.phone': text('By phone: the clinician calls.'),
  'booking.where.chat': text('By chat: the clinician writes.'),
  'booking.moveLink': text('The signed link to move a session: {url}.'),
  'booking.cancelLink': text('The one-click cancel link: {url}.'),
  'booking.reason': text("Staff's reason for a change: {reason} (as staff wrote it)."),
  'confirmed.subject': text('Subject of the booking confirmation; {when} is the start.'),
  'confirmed.heading': text('Heading of the booking confirmation.'),
  'confirmed.invitation': text(
    'Confirmation: the invitation is attached; moving, cancelling and the 24-hour credit rule.',
  ),
  'reminder.day.subject': text('Subject of the reminder a day before; {when} is the start.'),
  'reminder.day.heading': text('Heading of the reminder a day before.'),
  'reminder.hour.subject': text('Subject of the reminder an hour before; {when} is the start.'),
  'reminder.hour.heading': text('Heading of the reminder an hour before.'),
  'reminder.cancelLink': text('Reminder: cannot come? The one-click cancel link {url}.'),
  'cancelled.subject': text('Subject of a cancellation; {when} is the start.'),
  'cancelled.heading': text('Heading of a cancellation.'),
  'cancelled.byStaff': text('We had to cancel: {clinician}, {when}, with an apology.'),
  'cancelled.byClient': text('The client cancelled: {clinician}, {when}.'),
  'cancelled.refunded': text('The payment was refunded, so the session is no longer booked.'),
  'cancelled.creditReturned': text('The session credit is back in the balance.'),
  'cancelled.creditKept': text('The credit was not returned (under 24 hours); call us if needed.'),
  'moved.subject': text('Subject of a move; {when} is the new start.'),
  'moved.heading': text('Heading of a move.'),
  'moved.byStaff': text(
    'We moved it: {clinician}, {from} (old start), {when} (new start), {where}.',
  ),
  'moved.byClient': text('The client moved it: {clinician}, {from}, {when}, {where}.'),
  'moved.invitation': text('The updated invitation is attached.'),
  'moved.moveLink': text('The signed link to move it again: {url}.'),
  'waiting.subject': text('Subject of the waiting-list offer: {clinician} and {when}.'),
  'waiting.heading': text('Heading of the waiting-list offer: a time has come free.'),
  'waiting.free': text('A session with {clinician} on {when} came free; you were first waiting.'),
  'waiting.holding': text('We hold it for you until {until}; then it goes to the next person.'),
  'waiting.link': text('The link to book the freed time.'),
  'order.subject': text('Subject of the order confirmation: {reference} is the order number.'),
  'order.heading': text(
    'Heading of the order confirmation: thank you, {name}; the payment is confirmed.',
  ),
  'order.paid': text('Order {reference}, paid on {date}.'),
  'order.paymentReference': text("The payment's {reference} from the bank."),
  'order.noReference': text('Said in place of a payment reference the bank did not give.'),
  'order.document.invoice': text(
    'The tax invoice {number} is attached (the PDF itself is in English, as GST documents are).',
  ),
  'order.document.bill_of_supply': text(
    'The bill of supply {number} is attached (the PDF itself is in English, as GST documents are).',
  ),
  'order.careTeam': text(
    'Our care team will call within one working day to schedule the sessions.',
  ),
  'order.table.item': text('Order table heading: the item.'),
  'order.table.option': text('Order table heading: the option chosen.'),
  'order.table.sessions': text('Order table heading: how many sessions.'),
  'order.table.quantity': text('Order table heading: quantity.'),
  'order.table.amount': text('Order table heading: amount.'),
  'order.table.total': text('Order table foot: the total paid.'),
  'order.link': text('The link to the order and its invoice on the site.'),
  'refund.subject': text('Subject of the refund e-mail: {reference} is the order number.'),
  'refund.heading': text(
    'Heading of the refund e-mail: {name}, your refund of {amount} is on its way.',
  ),
  'refund.text': text(
    'We refunded {amount} of order {reference}; banks show it in 5 to 7 working days.',
  ),
  'refund.creditNote': text('Credit note {number} is attached (the PDF is in English).'),
  'refund.link': text('The link to the order, the refund and the credit note.'),
  'measures.subject': text("Subject of the measures request: {when} is the session's start."),
  'measures.heading': text('Heading of the measures request.'),
  'measures.intro': text(
    'Session with {clinician} on {when}; please answer the {names} (how the last two weeks were). In Hindi and Marathi, say the questions are in English for now (only validated translations may be used).',
  ),
  'measures.and': text('Joins two questionnaire names, with its spaces: " and ".'),
  'measures.kept': text(
    'The answers are kept with the record and shown as progress; open until the session starts.',
  ),
  'measures.answerAt': text('The signed link to the questions: {url}.'),
  'measures.link': text('The link button to the questions.'),
  'login.subject': text('Subject of the login code e-mail (never the code itself).'),
  'login.heading': text('Heading of the login code e-mail, with the {code}.'),
  'login.enter': text('Enter {code} on {where} to sign in; valid {minutes} minutes, once.'),
  'login.where': text('Where the code is entered: the login page.'),
  'login.ignore': text(
    'If you did not ask to sign in, ignore this: nobody can sign in without it.',
  ),
  'login.footer': text('We never ask for this code on the phone.'),
});

export type MailWords = z.infer<typeof mailSchema>;
export type MailKey = keyof MailWords;

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
  'search.resultsFor': text('The heading once a search is made; {key} is what was searched.'),
  'search.pages': text('Heading of the pages whose title matches.'),
  'search.empty': text('Shown when nothing matches at all.'),
  'search.inText': text('Heading of the pages whose text mentions the words.'),
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
