import type { ClinicianBlock, ClinicianInput } from '#/api/admin-clinicians.ts';
import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** GET: the signed-in clinician's own record: profile, hours, coming leave, whether a feed is on. */
export const PATH = '/api/clinician/me';

/** A clinician's own record, as the portal shows it to them. */
export interface OwnProfile
  extends Pick<ClinicianInput, 'slug' | 'name' | 'role' | 'bio' | 'languages' | 'modes' | 'hours'> {
  photoUrl: string | null;
  accountEmail: string;
  noteTemplate: 'DAP' | 'SOAP';
  blocks: ClinicianBlock[];
  /** When the calendar feed's address was made, if there is one (the address is shown once). */
  feedCreatedAt: Date | null;
}

/** The record, and whether they lead the clinical team (they then see every client's record). */
export interface ClinicianMe extends OwnProfile {
  clinicalLead: boolean;
}

export interface ClinicianMeAnswer {
  clinician: ClinicianMe;
}

export const getClinicianMe = () => api<Json<ClinicianMeAnswer>>(PATH);
