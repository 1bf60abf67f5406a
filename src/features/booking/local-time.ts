import { INDIA_OFFSET_MINUTES } from '#/lib/india-time.ts';

/** The visitor's own time zone, as their device is set (an IANA name such as Europe/London). */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** How far a zone is from UTC at an instant, in minutes (London in summer: 60). */
function offsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
const placeOf = (zone: string) => zone.split('/').at(-1)!.replace(/_/g, ' ');

/** How a Hindi or Marathi page writes the note: its language's tag and "{when} in {place}". */
export interface LocalTimeSpeech {
  tag: string;
  inPlace: string;
}

/**
 * The same instant in the visitor's own zone, for clients abroad ("09:30 in London", or with the
 * day when it falls on another one: "Thu 26 Nov, 22:30 in New York"); undefined when their zone
 * keeps India's time then, or is unknown. With `speech`, in that language's words and digits
 * ("लंदन में 09:30"); the place keeps its English name, as the device gives it.
 */
export function localTimeNote(
  instant: Date,
  zone: string | undefined,
  speech?: LocalTimeSpeech,
): string | undefined {
  if (!zone) return undefined;
  let offset: number;
  try {
    offset = offsetMinutes(instant, zone);
  } catch {
    return undefined;
  }
  if (offset === INDIA_OFFSET_MINUTES) return undefined;
  const options = { timeZone: zone, hourCycle: 'h23' } as const;
  const tag = speech?.tag ?? 'en-GB';
  const place = placeOf(zone);
  const inPlace = (when: string) =>
    speech
      ? speech.inPlace.replace('{when}', when).replace('{place}', place)
      : `${when} in ${place}`;
  const time = new Intl.DateTimeFormat(tag, {
    ...options,
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
  const sameDay =
    new Date(instant.getTime() + offset * 60_000).getUTCDate() ===
    new Date(instant.getTime() + INDIA_OFFSET_MINUTES * 60_000).getUTCDate();
  if (sameDay) return inPlace(time);
  const day = new Intl.DateTimeFormat(tag, {
    ...options,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(instant);
  return inPlace(`${day}, ${time}`);
}
