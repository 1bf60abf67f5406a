import type { Locale } from '#/lib/i18n.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { fill, TAG } from './language.ts';

// Apart from ./language.ts so that My progress, which shows no session time, does not load
// India's time.
/**
 * A session's day and time, in India's time: SPEC.md's "Wed 25 Nov, 10:30 IST" in English; in
 * Hindi and Marathi the day, month and digits of Intl inside the page's `time.when` words, as My
 * sessions (session-time.ts's sessionTime) and the e-mails write it.
 */
export function sessionWhen(locale: Locale, when: string, instant: Date): string {
  if (locale === 'en') return describeIndiaTime(instant);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(TAG[locale], { ...options, timeZone: 'Asia/Kolkata' }).format(instant);
  return fill(when, {
    day: part({ weekday: 'short', day: 'numeric', month: 'short' }),
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  });
}
