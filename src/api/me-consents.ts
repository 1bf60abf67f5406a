import type { ConsentPurpose } from '#/features/privacy/privacy.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Withdraws a consent in one click, as easily as it was given. */
export const PATH = '/api/me/consents/:purpose/withdraw';

/** What the person reads once it is done. */
export interface WithdrawConsentAnswer {
  message: string;
}

export const withdrawConsent = (purpose: ConsentPurpose) =>
  postJson<Json<WithdrawConsentAnswer>>(PATH.replace(':purpose', purpose));
