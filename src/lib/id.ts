import { z } from 'zod';

/**
 * A row's id as requests and answers carry it: the decimal digits of a PostgreSQL bigint (at
 * most 18, so every one fits). The one place the pattern is spelled out.
 */
export const ID_PATTERN = /^\d{1,18}$/;

/** Whether a text from a request (a path, a query) can be a row's id. */
export const isId = (text: string): boolean => ID_PATTERN.test(text);

/** A row's id in a request; the message says what was not found when it is not one. */
export const idSchema = (message?: string) => z.string().regex(ID_PATTERN, message);
