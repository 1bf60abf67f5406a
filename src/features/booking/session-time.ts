import { fill, LANG_TAG, type Locale } from '#/lib/i18n.ts';
import { describeIndiaTime, formatTime, instantToIndia } from '#/lib/india-time.ts';

/**
 * A session's day and time on the booking pages, in the page's language and in India's time.
 * English keeps SPEC.md's "Wed 25 Nov, 10:30 IST"; Hindi and Marathi name the day and month in
 * their own words and digits through Intl, as their e-mails do (src/server/mail/words.ts), with
 * the page's own `time.when` words around them.
 */
export function sessionTime(locale: Locale, when: string, instant: Date): string {
  if (locale === 'en') return describeIndiaTime(instant);
  return fill(when, { day: sessionDay(locale, instant), time: sessionClock(locale, instant) });
}

/** The day alone ("Wed 25 Nov"; "बुध, 25 नव॰"), for the days of the free times. */
export function sessionDay(locale: Locale, instant: Date): string {
  if (locale === 'en') {
    const text = describeIndiaTime(instant);
    return text.slice(0, text.indexOf(','));
  }
  return new Intl.DateTimeFormat(LANG_TAG[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(instant);
}

/** The time alone, 24-hour, India time ("10:30"; "१०:३०" in Marathi). */
export function sessionClock(locale: Locale, instant: Date): string {
  if (locale === 'en') return formatTime(instantToIndia(instant).minutes);
  return new Intl.DateTimeFormat(LANG_TAG[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(instant);
}

/** A count in the page's digits (3; ३ in Marathi). */
export function count(locale: Locale, value: number): string {
  return locale === 'en'
    ? String(value)
    : new Intl.NumberFormat(LANG_TAG[locale], { useGrouping: 'always' }).format(value);
}

/**
 * The `lang` of a message from the server or the stores on a Hindi or Marathi page: these stay in
 * English (they come from the shared schemas and stores), so they are marked as English there;
 * nothing on an English page.
 */
export function english(locale: Locale): string | undefined {
  return locale === 'en' ? undefined : 'en-IN';
}
