/**
 * PUT (a `photo` file in a form) or DELETE: a clinician's profile photo, by the admin. The
 * answer is the photo's address, or null once removed.
 */
export const PATH = '/api/admin/clinicians/:slug/photo';

export const adminPhotoPath = (slug: string) =>
  `/api/admin/clinicians/${encodeURIComponent(slug)}/photo`;

export interface PhotoAnswer {
  photoUrl: string | null;
}
