import { z } from 'zod';
import { MEASURES_EN, type MeasuresKey } from './words.ts';

// Apart from words.ts so that the islands, and the clinician's view that imports the chart's
// English words, do not carry zod.
/**
 * A translation of /user/measures' and /user/progress' words: every key, none empty
 * (`form.inEnglish`, empty in English, is the line saying why the questionnaires stay in English).
 */
export const measuresWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(MEASURES_EN).map((key) => [key, z.string().min(1)])) as Record<
    MeasuresKey,
    z.ZodString
  >,
);
