import { z } from 'zod';

/** A service's slug, as bookings name it. */
export const serviceSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'That is not one of our services.');
