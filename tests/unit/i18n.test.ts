import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeTranslationSchema, pagesTranslationSchema, uiSchema } from '#/content/i18n-schema.ts';
import { LOGIN_EN, loginWordsSchema } from '#/features/account/login-words.ts';
import { count, sessionClock, sessionDay, sessionTime } from '#/features/booking/session-time.ts';
import { BOOKING_EN } from '#/features/booking/words.ts';
import { bookingWordsSchema } from '#/features/booking/words-schema.ts';
import { localError } from '#/features/checkout/CheckoutView.tsx';
import { CHECKOUT_WORDS_EN, type CheckoutWords } from '#/features/checkout/words.ts';
import {
  checkEnquiry,
  ENQUIRY_MESSAGES,
  type EnquiryMessages,
} from '#/features/contact/enquiry.ts';
import {
  initialState,
  type QuestionnaireState,
  stepError,
} from '#/features/get-matched/matching/state.ts';
import { GET_MATCHED_EN } from '#/features/get-matched/matching/words.ts';
import { getMatchedWordsSchema } from '#/features/get-matched/matching/words-schema.ts';
import { changeIn } from '#/features/measures/language.ts';
import { sessionWhen } from '#/features/measures/session-when.ts';
import { islandWords, MEASURES_EN } from '#/features/measures/words.ts';
import { measuresWordsSchema } from '#/features/measures/words-schema.ts';
import { ORDER_WORDS_EN } from '#/features/orders/words.ts';
import { CART_WORDS_EN } from '#/features/shop/cart-words.ts';
import { CATALOGUE_WORDS_EN } from '#/features/shop/catalogue-words.ts';
import { optionWords, priceText } from '#/features/shop/price-words.ts';
import { SHOP_WORDS_EN, wordsFor } from '#/features/shop/words.ts';
import { shopWordsSchema } from '#/features/shop/words-schema.ts';
import { loginHref } from '#/lib/auth.ts';
import {
  fill,
  formatDate,
  formatNumber,
  formatRupees,
  hasTranslations,
  localeOfPath,
  localizedPath,
  scriptShare,
  unlocalizedPath,
} from '#/lib/i18n.ts';
import { fallbackProblems, hreflangProblems, readPage, scriptProblems } from '#/lib/i18n-check.ts';
import { searchHref } from '#/lib/navigation.ts';
import { SHELL_SLOT } from '#/lib/page-shell.ts';
import { fillShell } from '#/server/http/page-shell.ts';

const root = resolve(import.meta.dirname, '../..');
const json = (path: string) =>
  JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, string>;

describe('the dictionaries', () => {
  it.each(['en', 'hi', 'mr'])(
    'content/i18n/ui/%s.json has every key and nothing else',
    (locale) => {
      const result = uiSchema.safeParse(json(`content/i18n/ui/${locale}.json`));
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(['hi', 'mr'])('content/i18n/home/%s.json has every key of the home page', (locale) => {
    const result = homeTranslationSchema.safeParse(json(`content/i18n/home/${locale}.json`));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('a translation missing a key, or with an empty one, is refused, naming the key', () => {
    const { 'crisis.call': _, ...missing } = json('content/i18n/ui/mr.json');
    const result = uiSchema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['crisis.call']);
    expect(uiSchema.safeParse({ ...json('content/i18n/ui/hi.json'), skipLink: '' }).success).toBe(
      false,
    );
  });

  it.each(['hi', 'mr'])(
    'the %s texts are written in Devanagari, keeping placeholders and brand names',
    (locale) => {
      const words = {
        ...json(`content/i18n/ui/${locale}.json`),
        ...json(`content/i18n/home/${locale}.json`),
      };
      const english = json('content/i18n/ui/en.json');
      for (const [key, text] of Object.entries(words)) {
        const { devanagari, latin } = scriptShare(text.replace(/\{\w+\}/g, ''));
        if (key === 'crisis.end') continue;
        expect(devanagari, `${locale} ${key}: "${text}"`).toBeGreaterThan(latin);
        // The placeholders of the English text are kept.
        for (const placeholder of (english[key] ?? '').match(/\{\w+\}/g) ?? []) {
          expect(text, `${locale} ${key}`).toContain(placeholder);
        }
      }
    },
  );
});

describe('/get-matched in Hindi and Marathi', () => {
  const words = (locale: string) => json(`content/i18n/get-matched/${locale}.json`);

  it.each(['hi', 'mr'])(
    'content/i18n/get-matched/%s.json has every text of the page and the questions, in Devanagari',
    (locale) => {
      const result = getMatchedWordsSchema.safeParse(words(locale));
      expect(result.error?.issues ?? []).toEqual([]);
      const english: Record<string, string> = GET_MATCHED_EN;
      for (const [key, text] of Object.entries(words(locale))) {
        // Separators (" और ", ", and ") are mostly spaces and commas.
        if (key.startsWith('error.') && key !== 'error.question' && text.length < 8) continue;
        const { devanagari, latin } = scriptShare(text.replace(/\{\w+\}/g, ''));
        expect(devanagari, `${locale} ${key}: "${text}"`).toBeGreaterThan(latin);
        for (const placeholder of (english[key] ?? '').match(/\{\w+\}/g) ?? []) {
          expect(text, `${locale} ${key}`).toContain(placeholder);
        }
      }
    },
  );

  it("a translation without one of the questions' texts is refused, naming it", () => {
    const { 'crisis.call': _, ...missing } = words('mr');
    const result = getMatchedWordsSchema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['crisis.call']);
    // The line saying why the questionnaires stay in English may not be left empty.
    expect(
      getMatchedWordsSchema.safeParse({ ...words('hi'), 'screeners.inEnglish': '' }).success,
    ).toBe(false);
  });

  it("says what is missing in the page's language", () => {
    const state: QuestionnaireState = initialState();
    const mr = words('mr') as unknown as Parameters<typeof stepError>[2];
    const hi = words('hi') as unknown as Parameters<typeof stepError>[2];
    expect(stepError(state, 'who', mr)).toBe('मदत कोणासाठी हवी आहे, ते कृपया निवडा.');
    expect(stepError(state, 'preferences', mr)).toBe(
      'कृपया भाषा आणि भेटण्याची पद्धत निवडा ("काहीही चालेल" निवडलं तरी चालेल).',
    );
    expect(stepError({ ...state, language: 'marathi' }, 'preferences', hi)).toBe(
      'कृपया मिलने का तरीका चुनें ("कोई भी चलेगी" चुनना भी ठीक है)।',
    );
    const halfAnswered = {
      ...state,
      answers: { ...state.answers, gad7: state.answers.gad7.with(0, 1) },
    };
    expect(stepError(halfAnswered, 'screeners', mr)).toBe(
      'कृपया GAD-7 प्रश्न 2, 3, 4, 5, 6 आणि 7 यांची उत्तरं द्या, किंवा ही पायरी सोडा.',
    );
    // English, as before, when the page passes no words.
    expect(stepError(state, 'who')).toBe('Please choose who the help is for.');
  });
});

describe('addresses in each language', () => {
  it('English stays at its address; Hindi and Marathi live under /hi/ and /mr/', () => {
    expect(localizedPath('en', '/book')).toBe('/book');
    expect(localizedPath('mr', '/book')).toBe('/mr/book');
    expect(localizedPath('hi', '/mr/book')).toBe('/hi/book');
    expect(localizedPath('en', '/mr/book')).toBe('/book');
    expect(localizedPath('mr', '/')).toBe('/mr');
    expect(localizedPath('en', '/hi')).toBe('/');
    expect(unlocalizedPath('/hi/user/login')).toBe('/user/login');
    expect(localeOfPath('/mr')).toBe('mr');
    expect(localeOfPath('/history')).toBe('en');
  });

  it('staff screens and the session room have English addresses only; the shop and purchases have all three', () => {
    expect(hasTranslations('/book')).toBe(true);
    expect(hasTranslations('/mr/get-matched')).toBe(true);
    expect(hasTranslations('/shop')).toBe(true);
    expect(hasTranslations('/hi/shop/products/x')).toBe(true);
    expect(hasTranslations('/mr/user/checkout')).toBe(true);
    expect(hasTranslations('/hi/user/mypurchaseditems')).toBe(true);
    for (const path of ['/admin', '/clinician/notes', '/session/x']) {
      expect(hasTranslations(path), path).toBe(false);
    }
  });
});

describe('numbers, money and dates in the language', () => {
  it('groups in lakhs and crores in every language', () => {
    expect(formatNumber('en', 1234567)).toBe('12,34,567');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
    // Marathi writes its own digits.
    expect(formatNumber('mr', 1234567)).toBe('१२,३४,५६७');
    expect(formatRupees('en', 12_000_000)).toBe('₹1,20,000');
    expect(formatRupees('hi', 12_000_050)).toBe('₹1,20,000.50');
  });

  it('names the month in the language, on India’s calendar day', () => {
    const late = new Date('2026-11-26T20:00:00Z'); // 27 November in India
    expect(formatDate('en', late)).toBe('27 November 2026');
    expect(formatDate('hi', late)).toBe('27 नवंबर 2026');
    expect(formatDate('mr', late)).toContain('नोव्हेंबर');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{name} को {number} पर', { name: 'Tele-MANAS' })).toBe('Tele-MANAS को {number} पर');
  });
});

const page = (lang: string, body: string, head = '') =>
  `<!doctype html><html lang="${lang}"><head>${head}<script>const x = "हिन्दी";</script></head><body>${body}</body></html>`;

describe('the language check of the built pages', () => {
  it('passes a Hindi page whose English parts say they are English', () => {
    const facts = readPage(
      page(
        'hi-IN',
        '<main><h1>मन की देखभाल</h1><p>Psycortex में आपका स्वागत है, हम आपकी बात सुनने के लिए यहाँ हैं</p><section lang="en-IN"><p>This part is still in English, and says so.</p></section></main>',
      ),
    );
    expect(scriptProblems(facts, '/hi')).toEqual([]);
  });

  it('fails a Hindi page with English text not marked as English', () => {
    const facts = readPage(
      page(
        'hi-IN',
        '<main><h1>मन की देखभाल</h1><p>Book an appointment with a counsellor today</p></main>',
      ),
    );
    expect(scriptProblems(facts, '/hi').join()).toMatch(/Devanagari/);
  });

  it('fails Devanagari marked as English, an English page with the wrong lang, and no lang at all', () => {
    expect(
      scriptProblems(readPage(page('en-IN', '<main><p>मराठी</p></main>')), '/book').join(),
    ).toMatch(/marked as English/);
    expect(
      scriptProblems(readPage(page('en-IN', '<main><p>मराठी</p></main>')), '/mr/book').join(),
    ).toMatch(/expected "mr-IN"/);
    expect(scriptProblems(readPage('<html><body>x</body></html>'), '/')).toEqual([
      '/: <html> has no lang',
    ]);
    // A read-aloud name counts as text too.
    expect(
      scriptProblems(
        readPage(
          page('mr-IN', '<main><p>मनाला आधार</p><button aria-label="Open menu"></button></main>'),
        ),
        '/mr',
      ).join(),
    ).toMatch(/Devanagari/);
  });

  it('fails an untranslated page that kept only its notice', () => {
    const empty = readPage(
      page(
        'mr-IN',
        '<main lang="en-IN"><p lang="mr-IN" data-fallback-notice>हे पान अजून मराठीत नाही.</p></main>',
      ),
    );
    expect(fallbackProblems(empty, '/mr/contactus').join()).toMatch(/empty fallback/);
    const full = readPage(
      page(
        'mr-IN',
        '<main lang="en-IN"><p lang="mr-IN" data-fallback-notice>हे पान अजून मराठीत नाही.</p><h1>Contact us</h1><p>Write to us and we will answer within a day.</p></main>',
      ),
    );
    expect(fallbackProblems(full, '/mr/contactus')).toEqual([]);
  });

  const site = 'https://psycortex.in';
  const alternates = (path: string, drop?: string) =>
    [
      ['en-IN', path],
      ['hi-IN', `/hi${path === '/' ? '' : path}`],
      ['mr-IN', `/mr${path === '/' ? '' : path}`],
      ['x-default', path],
    ]
      .filter(([lang]) => lang !== drop)
      .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${site}${href}">`)
      .join('');
  const sitePages = (broken?: { path: string; head: string }) =>
    new Map(
      ['/book', '/hi/book', '/mr/book'].map((path) => [
        path,
        readPage(
          page(
            'en-IN',
            '<main>x</main>',
            broken?.path === path ? broken.head : alternates('/book'),
          ),
        ),
      ]),
    );

  it('passes pages that name each other in every language', () => {
    expect(hreflangProblems(sitePages(), site, () => true)).toEqual([]);
  });

  it('fails a page without alternates, without x-default, or not named back', () => {
    expect(hreflangProblems(sitePages({ path: '/mr/book', head: '' }), site, () => true)).toContain(
      '/mr/book: no hreflang alternates',
    );
    expect(
      hreflangProblems(
        sitePages({ path: '/hi/book', head: alternates('/book', 'x-default') }),
        site,
        () => true,
      ),
    ).toContain('/hi/book: hreflang lacks x-default');
    const problems = hreflangProblems(
      sitePages({ path: '/mr/book', head: alternates('/contactus') }),
      site,
      () => true,
    );
    expect(problems.join('\n')).toMatch(/\/mr\/book: its own hreflang/);
    expect(problems.join('\n')).toMatch(/does not name it back|not a page of the site/);
  });
});

/** An MDX file's front matter (one `key: "text"` or `key: value` a line) and its text. */
function mdx(path: string): { data: Record<string, string>; body: string } {
  const [, head = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(resolve(root, path), 'utf8')) ?? [];
  const data = Object.fromEntries(
    head.split('\n').map((line) => {
      const [, key = '', value = ''] = /^(\w+): "?(.*?)"?$/.exec(line) ?? [];
      return [key, value];
    }),
  );
  return { data, body };
}

/** What a reader can count in a text: its headings, list items and paragraphs, and its links. */
function outline(body: string) {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  return {
    headings: lines.filter((line) => line.startsWith('## ')).length,
    items: lines.filter((line) => line.startsWith('- ')).length,
    paragraphs: lines.filter((line) => !line.startsWith('## ') && !line.startsWith('- ')).length,
    numbers: (body.match(/\b\d+\b/g) ?? []).join(' '),
    components: (body.match(/<\w+[^>]*\/>/g) ?? []).join(' '),
    links: (body.match(/\]\(([^)]+)\)/g) ?? []).map((link) =>
      link.slice(2, -1).replace(/^\/(hi|mr)(?=\/)/, ''),
    ),
  };
}

describe('the pages translated page by page (service pages, contact, privacy, search)', () => {
  it.each(['hi', 'mr'])('content/i18n/pages/%s.json has every key, in Devanagari', (locale) => {
    const words = json(`content/i18n/pages/${locale}.json`);
    expect(pagesTranslationSchema.safeParse(words).error?.issues ?? []).toEqual([]);
    for (const [key, text] of Object.entries(words)) {
      const { devanagari, latin } = scriptShare(text.replace(/\{\w+\}/g, ''));
      expect(devanagari, `${locale} ${key}: "${text}"`).toBeGreaterThan(latin);
    }
    for (const key of ['legal.prevails', 'legal.updated', 'search.resultsFor', 'search.found']) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(words[key]!), key).toEqual(
        placeholders(
          {
            'legal.prevails': '{link}',
            'legal.updated': '{date}',
            'search.resultsFor': '{key}',
            'search.found': '{local} {english}',
          }[key]!,
        ),
      );
    }
  });

  const services = (locale: string) =>
    readdirSync(resolve(root, `content/i18n/services/${locale}`)).flatMap((section) =>
      readdirSync(resolve(root, `content/i18n/services/${locale}/${section}`)).map(
        (file) => `${section}/${file}`,
      ),
    );

  it('the same five service pages are translated into Hindi and Marathi', () => {
    const five = [
      'counsellingservices/anxiety.mdx',
      'counsellingservices/depression.mdx',
      'counsellingservices/marital.mdx',
      'counsellingservices/mentalhealth.mdx',
      'counsellingservices/stressmanagement.mdx',
    ];
    expect(services('hi').sort()).toEqual(five);
    expect(services('mr').sort()).toEqual(five);
  });

  it.each(['hi', 'mr'])(
    'each %s service page has an English original, its order, and the same shape and facts',
    (locale) => {
      for (const page of services(locale)) {
        const english = mdx(`content/services/${page}`);
        const own = mdx(`content/i18n/services/${locale}/${page}`);
        expect(Object.keys(own.data), page).toEqual(Object.keys(english.data));
        expect(own.data.order, page).toBe(english.data.order);
        expect([...own.data.description!].length, page).toBeLessThanOrEqual(160);
        for (const key of ['title', 'breadcrumb', 'description', 'quote', 'writer', 'imageAlt']) {
          const { devanagari, latin } = scriptShare(own.data[key]!);
          expect(devanagari, `${page} ${key}`).toBeGreaterThan(latin);
        }
        const a = outline(english.body);
        const b = outline(own.body);
        expect(b.headings, page).toBe(a.headings);
        expect(b.paragraphs, page).toBe(a.paragraphs);
        // The helpline, the session's length: every number of the English page is kept.
        expect(b.numbers, page).toBe(a.numbers);
        const { devanagari, latin } = scriptShare(own.body);
        expect(devanagari, page).toBeGreaterThan(latin * 10);
      }
    },
  );

  it.each(['hi', 'mr'])(
    'the %s privacy policy keeps every point of the English one: sections, items, numbers, links, addresses',
    (locale) => {
      const english = mdx('content/legal/privacypolicy.mdx');
      const own = mdx(`content/i18n/legal/${locale}/privacypolicy.mdx`);
      expect(Object.keys(own.data)).toEqual(Object.keys(english.data));
      expect(own.data.updated).toBe(english.data.updated);
      expect([...own.data.webdescription!].length).toBeLessThanOrEqual(160);
      const a = outline(english.body);
      const b = outline(own.body);
      expect(b.headings).toBe(a.headings);
      expect(b.items).toBe(a.items);
      expect(b.paragraphs).toBe(a.paragraphs);
      expect(b.numbers).toBe(a.numbers);
      expect(b.components).toBe(a.components);
      expect(b.links).toEqual(a.links);
    },
  );

  it("the contact form's rules are the same in every language; only the messages are the page's", () => {
    const hi = json('content/i18n/pages/hi.json');
    const messages: EnquiryMessages = {
      ...ENQUIRY_MESSAGES,
      incomplete: hi['form.incomplete']!,
      invalidEmail: hi['form.invalidEmail']!,
      invalidNumber: hi['form.invalidNumber']!,
    };
    const filled = {
      firstname: 'आशा',
      lastname: 'वर्मा',
      email: 'asha@example.com',
      contactNumber: '98765 43210',
      city: 'नागपुर',
      state: 'महाराष्ट्र',
      country: 'India',
      message: 'परीक्षा के तनाव के लिए काउंसलिंग के बारे में जानना है।',
    };
    expect(checkEnquiry({ ...filled, city: ' ' }, messages)).toEqual({
      ok: false,
      message: hi['form.incomplete'],
      field: 'city',
    });
    expect(checkEnquiry({ ...filled, email: 'x@y' }, messages)).toMatchObject({
      ok: false,
      message: hi['form.invalidEmail'],
      field: 'email',
    });
    expect(checkEnquiry({ ...filled, contactNumber: '12345' }, messages)).toMatchObject({
      message: hi['form.invalidNumber'],
      field: 'contactNumber',
    });
    // The same answers pass or fail in English as in Hindi.
    for (const change of [{ city: '' }, { email: 'x@y' }, { contactNumber: '12' }, {}]) {
      expect(checkEnquiry({ ...filled, ...change }, messages).ok).toBe(
        checkEnquiry({ ...filled, ...change }).ok,
      );
    }
    expect(checkEnquiry(filled, messages)).toMatchObject({ ok: true });
    expect(checkEnquiry({ ...filled, city: '' })).toMatchObject({
      message: 'Please fill in all fields before submitting.',
    });
  });

  it("a search goes to the page's own language's search page", () => {
    expect(searchHref('anxiety')).toBe('/search/anxiety');
    expect(searchHref('चिंता', '/mr/search')).toBe(`/mr/search?q=${encodeURIComponent('चिंता')}`);
    expect(searchHref('  ', '/hi/search')).toBeUndefined();
  });
});

describe('/book, the clinician page, My sessions and login in Hindi and Marathi', () => {
  const dictionaries = [
    ['booking', BOOKING_EN, bookingWordsSchema],
    ['login', LOGIN_EN, loginWordsSchema],
    ['measures', MEASURES_EN, measuresWordsSchema],
  ] as const;

  it.each(
    dictionaries.flatMap(([kind, english, schema]) =>
      (['hi', 'mr'] as const).map((locale) => [`${kind}/${locale}`, english, schema] as const),
    ),
  )(
    'content/i18n/%s.json has every key, in Devanagari, with its placeholders',
    (file, english, schema) => {
      const words = json(`content/i18n/${file}.json`);
      expect(schema.safeParse(words).error?.issues ?? []).toEqual([]);
      const source: Record<string, string> = english;
      for (const [key, text] of Object.entries(words)) {
        const { devanagari, latin } = scriptShare(text.replace(/\{\w+\}/g, ''));
        expect(devanagari, `${file} ${key}: "${text}"`).toBeGreaterThan(latin);
        for (const placeholder of source[key]!.match(/\{\w+\}/g) ?? []) {
          expect(text, `${file} ${key}`).toContain(placeholder);
        }
      }
    },
  );

  it('a translation missing a key, or with an empty one, is refused, naming the key', () => {
    const { 'hold.confirm': _, ...missing } = json('content/i18n/booking/mr.json');
    const result = bookingWordsSchema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['hold.confirm']);
    expect(
      loginWordsSchema.safeParse({ ...json('content/i18n/login/hi.json'), send: '' }).success,
    ).toBe(false);
    const { 'sent.heading': __, ...noThanks } = json('content/i18n/measures/mr.json');
    const measures = measuresWordsSchema.safeParse(noThanks);
    expect(measures.error!.issues[0]!.path).toEqual(['sent.heading']);
    expect(
      measuresWordsSchema.safeParse({ ...json('content/i18n/measures/hi.json'), 'form.send': '' })
        .success,
    ).toBe(false);
  });

  it.each(['booking', 'measures'])(
    'Marathi and Hindi are written each in their own words, not copied from one another (%s)',
    (kind) => {
      const hi = json(`content/i18n/${kind}/hi.json`);
      const mr = json(`content/i18n/${kind}/mr.json`);
      const same = Object.keys(hi).filter((key) => hi[key] === mr[key] && hi[key]!.length > 12);
      expect(same).toEqual([]);
    },
  );

  it('the measures pages say why the questionnaires stay English, in Hindi and Marathi only', () => {
    expect(MEASURES_EN['form.inEnglish']).toBe('');
    expect(json('content/i18n/measures/hi.json')['form.inEnglish']).toMatch(/अंग्रेज़ी/);
    expect(json('content/i18n/measures/mr.json')['form.inEnglish']).toMatch(/इंग्रजी/);
  });

  it('each measures island gets only its own words; a change reads in the page’s words and digits', () => {
    const form = islandWords(MEASURES_EN, 'form');
    expect(Object.keys(form)).toContain('sent.heading');
    expect(Object.keys(form)).not.toContain('chart.caption');
    expect(Object.keys(form)).not.toContain('measures.title');
    const progress = islandWords(MEASURES_EN, 'progress');
    expect(Object.keys(progress)).toContain('chart.caption');
    expect(Object.keys(progress)).not.toContain('form.send');
    expect(Object.keys(progress)).not.toContain('progressPage.title');
    expect(changeIn(MEASURES_EN, 'en', -6)).toBe('down 6 points');
    expect(changeIn(MEASURES_EN, 'en', 1)).toBe('up 1 point');
    expect(changeIn(MEASURES_EN, 'en', 0)).toBe('no change');
    const mr = json('content/i18n/measures/mr.json') as typeof MEASURES_EN;
    expect(changeIn(mr, 'mr', -6)).toBe('६ गुणांनी कमी');
    // The session's time as My sessions writes it, in each language.
    const at = new Date('2026-11-26T05:00:00Z');
    expect(sessionWhen('en', MEASURES_EN['time.when'], at)).toBe(
      sessionTime('en', BOOKING_EN['time.when'], at),
    );
    expect(sessionWhen('mr', mr['time.when'], at)).toBe(
      sessionTime('mr', json('content/i18n/booking/mr.json')['time.when']!, at),
    );
    expect(sessionWhen('mr', mr['time.when'], at)).toBe('गुरु, २६ नोव्हें, १०:३० वाजता (भारतीय वेळ)');
    expect(changeIn(json('content/i18n/measures/hi.json') as typeof MEASURES_EN, 'hi', 2)).toBe(
      '2 अंक ज़्यादा',
    );
  });

  it('says a session time in the language and digits of the page, India time', () => {
    const at = new Date('2026-11-26T05:00:00Z'); // 10:30 in India, a Thursday
    expect(sessionTime('en', BOOKING_EN['time.when'], at)).toBe('Thu 26 Nov, 10:30 IST');
    const mr = json('content/i18n/booking/mr.json');
    expect(sessionTime('mr', mr['time.when']!, at)).toBe('गुरु, २६ नोव्हें, १०:३० वाजता (भारतीय वेळ)');
    const hi = json('content/i18n/booking/hi.json');
    expect(sessionTime('hi', hi['time.when']!, at)).toMatch(
      /^गुरु, 26 नव.*, 10:30 बजे \(भारतीय समय\)$/,
    );
    expect(sessionDay('en', at)).toBe('Thu 26 Nov');
    expect(sessionClock('mr', at)).toBe('१०:३०');
    expect(count('mr', 3)).toBe('३');
    expect(count('en', 3)).toBe('3');
  });

  it('from a Marathi page, signing in and coming back stay in Marathi; English is as before', () => {
    const html = (lang: string) => ({ documentElement: { lang } }) as unknown as Document;
    const original = globalThis.document;
    try {
      Object.assign(globalThis, { document: html('mr-IN') });
      expect(loginHref('/book?slot=x')).toBe(
        `/mr/user/login?next=${encodeURIComponent('/mr/book?slot=x')}`,
      );
      expect(loginHref('/mr/user/sessions')).toBe(
        `/mr/user/login?next=${encodeURIComponent('/mr/user/sessions')}`,
      );
      Object.assign(globalThis, { document: html('en-IN') });
      expect(loginHref('/book?slot=x')).toBe(
        `/user/login?next=${encodeURIComponent('/book?slot=x')}`,
      );
    } finally {
      Object.assign(globalThis, { document: original });
    }
  });
});

describe('the shop, cart, checkout and order pages in Hindi and Marathi', () => {
  const words = (locale: string) => json(`content/i18n/shop/${locale}.json`);
  // Joins inside a sentence (", ", " और ", "।") are mostly spaces and punctuation.
  const joins = new Set(['terms.comma', 'terms.and', 'terms.before', 'terms.after']);

  it.each(['hi', 'mr'])(
    'content/i18n/shop/%s.json has every text of the pages, in Devanagari, keeping the placeholders',
    (locale) => {
      const result = shopWordsSchema.safeParse(words(locale));
      expect(result.error?.issues ?? []).toEqual([]);
      const english: Record<string, string> = SHOP_WORDS_EN;
      for (const [key, text] of Object.entries(words(locale))) {
        for (const placeholder of (english[key] ?? '').match(/\{\w+\}/g) ?? []) {
          expect(text, `${locale} ${key}`).toContain(placeholder);
        }
        if (joins.has(key)) continue;
        const { devanagari, latin } = scriptShare(text.replace(/\{\w+\}/g, ''));
        expect(devanagari, `${locale} ${key}: "${text}"`).toBeGreaterThan(latin);
      }
    },
  );

  it('a translation without a text, or with an empty one, is refused, naming the key', () => {
    const { 'error.pinCode': _, ...missing } = words('hi');
    const result = shopWordsSchema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['error.pinCode']);
    // The line saying why the tax invoice stays English may not be left empty.
    expect(shopWordsSchema.safeParse({ ...words('mr'), 'order.invoiceEnglish': '' }).success).toBe(
      false,
    );
  });

  it("each page's English says a shared key the same way, and a page gets only its own keys", () => {
    for (const part of [CART_WORDS_EN, CHECKOUT_WORDS_EN, ORDER_WORDS_EN, CATALOGUE_WORDS_EN]) {
      for (const [key, text] of Object.entries(part)) {
        expect(SHOP_WORDS_EN[key as keyof typeof SHOP_WORDS_EN], key).toBe(text);
      }
    }
    const cart = wordsFor(CART_WORDS_EN, words('mr') as typeof SHOP_WORDS_EN);
    expect(Object.keys(cart).sort()).toEqual(Object.keys(CART_WORDS_EN).sort());
    expect(cart['cart.title']).toBe('तुमची कार्ट');
  });

  it('prices and sessions in the language, with Indian grouping; English as before', () => {
    const mr = words('mr') as unknown as CheckoutWords;
    expect(priceText('en', 12_000_000)).toBe('Rs 1,20,000');
    expect(priceText('hi', 12_000_000)).toBe('₹1,20,000');
    expect(priceText('mr', 12_000_000)).toBe('₹१,२०,०००');
    expect(optionWords(CHECKOUT_WORDS_EN, 'en', '6 months', 24)).toBe('6 months · 24 sessions');
    expect(optionWords(mr, 'mr', '6 months', 24)).toBe('6 months · २४ सेशन्स');
    // An option named by its sessions is not said twice.
    expect(optionWords(mr, 'mr', '1 session', 1)).toBe('१ सेशन');
  });

  it("the billing form's messages from the server in the page's language; unknown ones stay English, marked", () => {
    const hi = words('hi') as unknown as CheckoutWords;
    expect(localError(hi, 'hi', 'pinCode', 'Please enter a valid PIN code.')).toEqual({
      text: 'कृपया सही पिन कोड लिखें।',
    });
    expect(localError(hi, 'hi', 'city', 'Please fill in your city.')).toEqual({
      text: 'कृपया शहर भरें।',
    });
    expect(
      localError(hi, 'hi', '', 'Please check the highlighted details and try again.')?.text,
    ).toBe(hi['error.check']);
    expect(
      localError(hi, 'hi', 'phone', 'Please enter a phone number of 7 to 15 digits.')?.text,
    ).toBe(hi['error.phone']);
    expect(localError(hi, 'hi', 'pinCode', 'That PIN code is not in Maharashtra.')).toEqual({
      text: 'That PIN code is not in Maharashtra.',
      lang: 'en-IN',
    });
    // English pages show the server's words untouched.
    expect(localError(CHECKOUT_WORDS_EN, 'en', 'city', 'Please fill in your city.')).toEqual({
      text: 'Please fill in your city.',
    });
  });

  it("a function-rendered page's alternates and language switch name the product's own addresses", () => {
    const shell = `<html><head><title>x</title><link rel="canonical" href="https://psycortex.in/hi/shop/products">
<link rel="alternate" hreflang="en-IN" href="https://psycortex.in/shop/products">
<link rel="alternate" hreflang="hi-IN" href="https://psycortex.in/hi/shop/products">
<link rel="alternate" hreflang="mr-IN" href="https://psycortex.in/mr/shop/products">
<link rel="alternate" hreflang="x-default" href="https://psycortex.in/shop/products"></head>
<body><a href="/mr/shop/products" lang="mr-IN" hreflang="mr-IN" data-language="mr">मराठी</a>${SHELL_SLOT}</body></html>`;
    const html = fillShell(shell, {
      body: '<p>x</p>',
      head: { title: 'Individual Counselling', description: 'd', path: '/hi/shop/products/ic' },
    });
    expect(html).toContain(
      '<link rel="canonical" href="https://psycortex.in/hi/shop/products/ic">',
    );
    expect(html).toContain('hreflang="en-IN" href="https://psycortex.in/shop/products/ic"');
    expect(html).toContain('hreflang="mr-IN" href="https://psycortex.in/mr/shop/products/ic"');
    expect(html).toContain('hreflang="x-default" href="https://psycortex.in/shop/products/ic"');
    expect(html).toContain('<a href="/mr/shop/products/ic" lang="mr-IN" hreflang="mr-IN"');
  });
});
