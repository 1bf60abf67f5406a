import { type MailKey, type MailWords, mailSchema } from '#/content/i18n-schema.ts';
import { parseContent } from '#/content/schemas.ts';
import { shortDate } from '#/lib/dates.ts';
import { fill, formatDate, formatNumber, formatRupees, LANG_TAG, type Locale } from '#/lib/i18n.ts';
import { describeIndiaDay, formatTime, instantToIndia } from '#/lib/india-time.ts';
import { formatPrice } from '#/lib/money.ts';
import en from '../../../content/i18n/mail/en.json' with { type: 'json' };
import hi from '../../../content/i18n/mail/hi.json' with { type: 'json' };
import mr from '../../../content/i18n/mail/mr.json' with { type: 'json' };

/**
 * The client e-mails' texts in the person's language (issue #34), from content/i18n/mail/. The
 * functions are bundled without Astro, so, as with company.json (company.ts), the files are
 * imported and checked here against their schema when the module loads: a dictionary missing a
 * key fails every function and test that sends mail rather than an e-mail going out half
 * translated.
 */
const DICTIONARIES: Record<Locale, MailWords> = {
  en: parseContent('content/i18n/mail/en.json', mailSchema, en),
  hi: parseContent('content/i18n/mail/hi.json', mailSchema, hi),
  mr: parseContent('content/i18n/mail/mr.json', mailSchema, mr),
};

export type MailTranslator = ((
  key: MailKey,
  values?: Record<string, string | number>,
) => string) & {
  locale: Locale;
};

/** A translator for one language's e-mails: t('confirmed.subject', { when }). */
export function mailWords(locale: Locale): MailTranslator {
  const words = DICTIONARIES[locale];
  const t = (key: MailKey, values?: Record<string, string | number>) =>
    values ? fill(words[key], values) : words[key];
  return Object.assign(t, { locale });
}

/**
 * A session's start in the language's way, in India's time. English keeps "Wed 25 Nov, 10:30
 * IST" (SPEC.md's text); Hindi and Marathi name the day and month in their own words and digits
 * through Intl (गुरु, २६ नोव्हेंबर, १०:३० वाजता (भारतीय वेळ)).
 */
export function describeSessionTime(locale: Locale, instant: Date): string {
  const t = mailWords(locale);
  if (locale === 'en') {
    const { date, minutes } = instantToIndia(instant);
    return t('time.when', { day: describeIndiaDay(date), time: formatTime(minutes) });
  }
  const tag = LANG_TAG[locale];
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(instant);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(instant);
  return t('time.when', { day, time });
}

/** A count in the language's digits (10, or १० in Marathi). */
export const mailNumber = (locale: Locale, value: number) =>
  locale === 'en' ? String(value) : formatNumber(locale, value);

/** Money in the language's way: "Rs 1,499" in English (SPEC.md), "₹1,499" / "₹१,४९९" otherwise. */
export const mailMoney = (locale: Locale, paise: number) =>
  locale === 'en' ? formatPrice(paise) : formatRupees(locale, paise);

/** A calendar day in the language's way, in India's time. */
export const mailDate = (locale: Locale, date: Date | string) =>
  locale === 'en' ? shortDate(date) : formatDate(locale, new Date(date));
