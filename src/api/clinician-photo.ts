import { api, sendJson } from '#/lib/http.ts';
import type { PhotoAnswer } from './admin-clinician-photo.ts';
import type { Json } from './json.ts';

/** PUT (a `photo` file in a form) or DELETE: the clinician's own profile photo (audited). */
export const PATH = '/api/clinician/photo';

export const setOwnPhoto = (photo: File | null) => {
  if (!photo) return sendJson<Json<PhotoAnswer>>('DELETE', PATH);
  const body = new FormData();
  body.set('photo', photo);
  return api<Json<PhotoAnswer>>(PATH, { method: 'PUT', body });
};
