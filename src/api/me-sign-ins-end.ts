import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Signs the customer out on every device, this one included. */
export const PATH = '/api/me/sign-ins/end';

export interface EndSignInsAnswer {
  message: string;
  /** How many sign-ins were ended. */
  ended: number;
}

export const endAllSignIns = () => postJson<Json<EndSignInsAnswer>>(PATH);
