/**
 * India time arithmetic. India keeps one offset all year (UTC+05:30, no daylight saving), so a
 * wall-clock date and time in Asia/Kolkata maps to exactly one instant and back by adding or
 * taking away 330 minutes. Done by hand, never through the machine's own time zone, so the
 * answer is the same on a laptop in London, a server in Ohio and a phone in Pune.
 */

export const INDIA_OFFSET_MINUTES = 330;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** A calendar day in India, "2026-11-25". */
export type IndiaDate = string;
/** Minutes after midnight in India, 0–1439 (10:30 is 630). */
export type MinuteOfDay = number;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a string is a real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isIndiaDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** "10:30" → 630. Throws on anything that is not a 24-hour HH:MM. */
export function parseTime(value: string): MinuteOfDay {
  const match = TIME_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether a string is a time of day, 24-hour HH:MM ("09:30", not "9:30" or "24:00"). */
export const isTimeOfDay = (value: string): boolean => TIME_PATTERN.test(value);

/** The end of the day, for hours that run until midnight: "24:00" is 1440. */
export const END_OF_DAY = '24:00';

/** Whether a string can end a span of hours: a time of day, or the end of the day. */
export const isEndTime = (value: string): boolean => value === END_OF_DAY || isTimeOfDay(value);

/** Like parseTime, and also "24:00" (1440): the end of a span of hours may be midnight. */
export function parseEndTime(value: string): MinuteOfDay {
  return value === END_OF_DAY ? 24 * 60 : parseTime(value);
}

/** 630 → "10:30"; 1440, the end of the day, → "24:00". */
export function formatTime(minutes: MinuteOfDay): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function dateToUtcMidnight(date: IndiaDate): number {
  if (!isIndiaDate(date)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The instant of a wall-clock time in India: ("2026-11-25", 630) → 2026-11-25T05:00:00Z. */
export function indiaToInstant(date: IndiaDate, minutes: MinuteOfDay): Date {
  return new Date(dateToUtcMidnight(date) + minutes * 60_000 - OFFSET_MS);
}

/** The instant India's day begins: midnight IST is 18:30 UTC the evening before. */
export function startOfIndiaDay(date: IndiaDate): Date {
  return indiaToInstant(date, 0);
}

/** The India date and minute of day of an instant. */
export function instantToIndia(instant: Date): { date: IndiaDate; minutes: MinuteOfDay } {
  const shifted = instant.getTime() + OFFSET_MS;
  const dayStart = Math.floor(shifted / DAY_MS) * DAY_MS;
  return {
    date: new Date(dayStart).toISOString().slice(0, 10),
    minutes: Math.floor((shifted - dayStart) / 60_000),
  };
}

/** The India calendar day an instant falls on. */
export function indiaDateOf(instant: Date): IndiaDate {
  return instantToIndia(instant).date;
}

/** A day some whole days after (or before, when negative) another. */
export function addDays(date: IndiaDate, days: number): IndiaDate {
  return new Date(dateToUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of an India date: 0 Sunday … 6 Saturday (as Date.getDay counts). */
export function weekdayOf(date: IndiaDate): number {
  return new Date(dateToUtcMidnight(date)).getUTCDay();
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Thu 26 Nov": an India date as day headings name it. */
export function describeIndiaDay(date: IndiaDate): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]} ${d} ${MONTHS[m - 1]}`;
}

/** "Wed 25 Nov, 10:30 IST": how a session's start is shown everywhere. */
export function describeIndiaTime(instant: Date): string {
  const { date, minutes } = instantToIndia(instant);
  return `${describeIndiaDay(date)}, ${formatTime(minutes)} IST`;
}
