/**
 * PUT: updates one clinician and replaces their weekly hours (booked sessions stay). The body is
 * the Clinicians tab's whole record (`clinicianRequest` in ./admin-clinicians.ts); the answer is
 * `ClinicianSavedAnswer` there.
 */
export const PATH = '/api/admin/clinicians/:slug';

/** The address of one clinician's record. */
export const adminClinicianPath = (slug: string) =>
  `/api/admin/clinicians/${encodeURIComponent(slug)}`;
