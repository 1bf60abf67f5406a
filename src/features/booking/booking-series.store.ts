import { atom } from 'nanostores';
import { bookSeriesFor, previewSeries } from '#/api/booking-action.ts';
import { maxSeriesCount, type SeriesInterval } from '#/features/booking/booking-rules.ts';
import type { ApiError } from '#/lib/http.ts';
import { $hold } from './booking.store.ts';

/**
 * Booking the held time again every week or fortnight: the customer chooses how often and how
 * many, sees which times are free before anything is booked, then books them with their credits.
 */
export interface SeriesChoice {
  every: SeriesInterval | '';
  count: number;
}

export type SeriesState =
  | { status: 'choosing' }
  | { status: 'checking' }
  | {
      status: 'checked';
      sessions: { startsAt: string; free: boolean }[];
      credits: number;
    }
  | { status: 'booking' }
  | { status: 'failed'; error: ApiError };

export const $seriesChoice = atom<SeriesChoice>({ every: '', count: 4 });
export const $series = atom<SeriesState>({ status: 'choosing' });

export function chooseSeries(patch: Partial<SeriesChoice>): void {
  const next = { ...$seriesChoice.get(), ...patch };
  if (next.every) next.count = Math.min(next.count, maxSeriesCount(next.every));
  $seriesChoice.set(next);
  $series.set({ status: 'choosing' });
}

function heldId(): string | undefined {
  const hold = $hold.get();
  return hold.status === 'held' ? hold.bookingId : undefined;
}

/** Lists the series' times, free or not, and the credits there are; books nothing. */
export async function checkSeries(): Promise<void> {
  const id = heldId();
  const { every, count } = $seriesChoice.get();
  if (!id || !every) return;
  $series.set({ status: 'checking' });
  const result = await previewSeries(id, { every, count });
  $series.set(
    result.ok ? { status: 'checked', ...result.data } : { status: 'failed', error: result.error },
  );
}

/** Books the free times of the series, each with a credit; the hold panel then lists them. */
export async function bookSeries(): Promise<void> {
  const hold = $hold.get();
  const { every, count } = $seriesChoice.get();
  if (hold.status !== 'held' || !every) return;
  $series.set({ status: 'booking' });
  const result = await bookSeriesFor(hold.bookingId, { every, count });
  if (!result.ok) {
    $series.set({ status: 'failed', error: result.error });
    return;
  }
  $series.set({ status: 'choosing' });
  $hold.set({
    status: 'confirmed',
    slot: hold.slot,
    bookingId: hold.bookingId,
    series: {
      booked: result.data.booked.map((b) => b.startsAt),
      skipped: result.data.skipped,
    },
  });
}
