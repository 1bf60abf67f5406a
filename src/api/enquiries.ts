import type { z } from 'zod';
import type { enquirySchema } from '#/features/contact/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The contact form: stored, acknowledged and passed on to the care team. */
export const PATH = '/api/enquiries';

/**
 * Checked by `enquirySchema` (features/contact/schemas.ts), imported here as a type only: the
 * contact page's script calls this route and loads no zod.
 */
export type EnquiryRequest = z.input<typeof enquirySchema>;

/** The same answer whether the enquiry was stored or a bot's was dropped. */
export interface EnquiryAnswer {
  success: true;
}

export const sendEnquiry = (input: EnquiryRequest) => postJson<Json<EnquiryAnswer>>(PATH, input);
