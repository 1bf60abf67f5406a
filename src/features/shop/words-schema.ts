import { z } from 'zod';
import { SHOP_WORDS_EN, type ShopWordKey } from './words.ts';

// Apart from words.ts so that the islands, which import the words, do not carry zod.
/**
 * A translation of these words: every key, none empty (`order.invoiceEnglish`, empty in English,
 * is the line saying why the tax invoice below stays in English).
 */
export const shopWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(SHOP_WORDS_EN).map((key) => [key, z.string().min(1)])) as Record<
    ShopWordKey,
    z.ZodString
  >,
);
