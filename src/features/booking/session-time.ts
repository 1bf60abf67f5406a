import type { Locale } from '#/lib/i18n.ts';
import { describeIndiaTime, formatTime, instantToIndia } from '#/lib/india-time.ts';

/*
 * The numbers and times here are written with Intl and the same tags and options as
 * src/lib/i18n.ts (LANG_TAG; formatNumber's Indian grouping), and placeholders filled as its
 * `fill` does, rather than by importing it: that module's browser chunk is shared by the login,
 * checkout and search scripts, and importing it here would add it, or grow it, on the English
 * booking pages.
 */
const TAG = { hi: 'hi-IN', mr: 'mr-IN' } as const;

/*
 * Each formatter is made once per kind and language: making one costs far more than using it
 * (about 0.1 ms against 0.003 ms on a laptop, four times that on a cheap phone), and /book writes
 * a day and a time for every free time it shows. Made per call, /mr/book's first render blocked
 * the main thread for 110 ms (Lighthouse mobile, median of 3) where /book, which formats without
 * Intl, took 13; made once, 33 ms.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function format<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let made = formats.get(key) as F | undefined;
  if (!made) {
    made = make();
    formats.set(key, made);
  }
  return made;
}

/** Fills {name} placeholders in the page's words (src/lib/i18n.ts's fill). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

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
  return format(
    `day:${locale}`,
    () =>
      new Intl.DateTimeFormat(TAG[locale], {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'Asia/Kolkata',
      }),
  ).format(instant);
}

/** The time alone, 24-hour, India time ("10:30"; "१०:३०" in Marathi). */
export function sessionClock(locale: Locale, instant: Date): string {
  if (locale === 'en') return formatTime(instantToIndia(instant).minutes);
  return format(
    `clock:${locale}`,
    () =>
      new Intl.DateTimeFormat(TAG[locale], {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Kolkata',
      }),
  ).format(instant);
}

/** A count in the page's digits (3; ३ in Marathi). */
export function count(locale: Locale, value: number): string {
  return locale === 'en'
    ? String(value)
    : format(
        `count:${locale}`,
        () => new Intl.NumberFormat(TAG[locale], { useGrouping: 'always' }),
      ).format(value);
}

/**
 * The `lang` of a text written in English by staff (a clinician's qualifications and biography,
 * the services' and branches' names) on a Hindi or Marathi page; nothing on an English page. The
 * server's and the stores' messages are in the page's language (src/lib/messages.ts, Said.tsx).
 */
export function english(locale: Locale): string | undefined {
  return locale === 'en' ? undefined : 'en-IN';
}

/**
 * A path of the site in the page's language: /user/sessions, or /mr/user/sessions on a Marathi
 * page (as src/lib/i18n.ts's localizedPath does for these paths, without growing its shared chunk).
 */
export function pagePath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}
