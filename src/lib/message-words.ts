import { z } from 'zod';
import { API_ERROR_CODES } from './api-error.ts';
import { LOCAL_TIME_KEYS, type MessageKey, NOTICE_CODES } from './messages.ts';

/** Every key of the messages' dictionary: the server's codes, the stores' and the local time's. */
export const MESSAGE_KEYS: readonly MessageKey[] = [
  ...API_ERROR_CODES,
  ...NOTICE_CODES,
  ...LOCAL_TIME_KEYS,
];

/**
 * A language's words for the server's and the stores' messages (content/i18n/messages/
 * <language>.json): every key of MESSAGE_KEYS, none empty, so a code added
 * to the server without its Hindi and Marathi words stops the build. Kept apart from messages.ts
 * so that the islands reading the words do not load the schema library.
 */
export const messageWordsSchema = z.strictObject(
  Object.fromEntries(MESSAGE_KEYS.map((key) => [key, z.string().min(1)])) as Record<
    MessageKey,
    z.ZodString
  >,
);
