import { z } from 'zod';
import { GET_MATCHED_EN, type GetMatchedKey } from './words.ts';

// Apart from words.ts, so that the island, which falls back on the English words, carries no zod.
/**
 * A translation of these words: every key, none empty (`screeners.inEnglish`, empty in English,
 * is the line saying why the questionnaires stay in English).
 */
export const getMatchedWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(GET_MATCHED_EN).map((key) => [key, z.string().min(1)])) as Record<
    GetMatchedKey,
    z.ZodString
  >,
);
