import { formatTime, instantToIndia } from '#/lib/india-time.ts';

/** "2026-11-27 09:00": an instant in India time, as spreadsheets sort it. */
export function csvDateTime(instant: Date): string {
  const { date, minutes } = instantToIndia(instant);
  return `${date} ${formatTime(minutes)}`;
}
