import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * Erases the signed-in customer's account and personal data at once (invoices excepted). The
 * request is checked by `eraseSchema` (features/privacy/schemas.ts): the word ERASE, typed.
 */
export const PATH = '/api/me/erase';

/** What the person reads once it is done. */
export interface EraseAnswer {
  message: string;
}

/** What the person typed: the server says so when it is not the word. */
export const eraseAccount = (input: { confirm: string }) =>
  postJson<Json<EraseAnswer>>(PATH, input);
