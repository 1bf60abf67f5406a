import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Signs the customer out on every device, this one included. */
export const PATH = '/api/me/sessions/end';

export interface EndSessionsAnswer {
  message: string;
  /** How many sign-ins were ended. */
  ended: number;
}

export const endAllSessions = () => postJson<Json<EndSessionsAnswer>>(PATH);
