import { z } from 'zod';
import { BOOKING_EN, type BookingKey } from './words.ts';

// Apart from words.ts, so that the islands, which fall back on the English words, carry no zod.
/** A translation of these words: every key, none empty. */
export const bookingWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(BOOKING_EN).map((key) => [key, z.string().min(1)])) as Record<
    BookingKey,
    z.ZodString
  >,
);
