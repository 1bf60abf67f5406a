import { deviceTimeZone, localTimeNote } from '#/features/booking/local-time.ts';
import type { Locale } from '#/lib/i18n.ts';
import type { MessageWords } from '#/lib/messages.ts';
import { useMounted } from '#/lib/useMounted.ts';

const TAG = { hi: 'hi-IN', mr: 'mr-IN' } as const;

/**
 * A session's time in the visitor's own zone, after the India time, for clients abroad: shown
 * once the page runs in the browser (the build does not know where the visitor is), and only
 * when the device keeps another time than India's. In the page's language: English, or the
 * Hindi and Marathi words of the messages' dictionary (`time.yours`, `time.in`).
 */
export function LocalTime({
  instant,
  className,
  locale = 'en',
  m,
}: {
  instant: Date;
  /** Set: a line of its own with this class ("In your time: …"); unset: in brackets in a sentence. */
  className?: string;
  locale?: Locale;
  m?: MessageWords;
}) {
  const mounted = useMounted();
  const words = locale === 'en' ? undefined : m;
  const speech =
    words && locale !== 'en' ? { tag: TAG[locale], inPlace: words['time.in'] } : undefined;
  const note = mounted ? localTimeNote(instant, deviceTimeZone(), speech) : undefined;
  if (!note) return null;
  if (!className) return <> ({note})</>;
  return (
    <p className={className}>
      {words ? words['time.yours'].replace('{note}', note) : `In your time: ${note}`}
    </p>
  );
}
