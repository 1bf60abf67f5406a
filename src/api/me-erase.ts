import { z } from 'zod';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Erases the signed-in customer's account and personal data at once (invoices excepted). */
export const PATH = '/api/me/erase';

/** Erasure is confirmed by typing the word, so it never happens by a slip. */
export const eraseSchema = z.object({
  confirm: z.literal('ERASE', { error: 'Please type ERASE to confirm.' }),
});

/** What the person reads once it is done. */
export interface EraseAnswer {
  message: string;
}

/** What the person typed: the server says so when it is not the word. */
export const eraseAccount = (input: { confirm: string }) =>
  postJson<Json<EraseAnswer>>(PATH, input);
