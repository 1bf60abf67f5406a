import { z } from 'zod';
import { MESSAGE_KEYS, type MessageKey } from './messages.ts';

/**
 * A language's words for the server's and the stores' messages (content/i18n/messages/
 * <language>.json): every code of src/lib/messages.ts's MESSAGE_KEYS, none empty, so a code added
 * to the server without its Hindi and Marathi words stops the build. Kept apart from messages.ts
 * so that the islands reading the words do not load the schema library.
 */
export const messageWordsSchema = z.strictObject(
  Object.fromEntries(MESSAGE_KEYS.map((key) => [key, z.string().min(1)])) as Record<
    MessageKey,
    z.ZodString
  >,
);
