import { z } from 'zod';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Moves a privacy request along: open, in progress, done. */
export const PATH = '/api/admin/privacy-requests/:id';

export const privacyRequestStateSchema = z.object({
  state: z.enum(['open', 'in_progress', 'done'], { error: 'Choose open, in progress or done.' }),
});

export interface PrivacyRequestStateAnswer {
  ok: true;
}

export const setPrivacyRequestState = (
  id: string,
  input: z.input<typeof privacyRequestStateSchema>,
) =>
  sendJson<Json<PrivacyRequestStateAnswer>>(
    'PUT',
    PATH.replace(':id', encodeURIComponent(id)),
    input,
  );
