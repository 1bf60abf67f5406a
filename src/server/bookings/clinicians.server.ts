import type { ClinicianProfile } from '#/api/booking-slots.ts';
import type { SessionMode } from '#/features/booking/booking-rules.ts';
import type { Db } from '#/server/db/client.server.ts';
import { imageUrl } from '#/server/storage/store.server.ts';

export interface ClinicianFilter {
  service?: string;
  mode?: SessionMode;
  language?: string;
  clinician?: string;
}

/** Active clinicians offering what was asked for (each criterion optional: "any"). */
export async function findClinicians(
  database: Db,
  filter: ClinicianFilter = {},
): Promise<ClinicianProfile[]> {
  let query = database
    .selectFrom('clinicians')
    .select([
      'id',
      'slug',
      'name',
      'role',
      'qualifications',
      'registration_number',
      'bio',
      'languages',
      'services',
      'modes',
      'photo_path',
      'session_minutes',
      'buffer_minutes',
      'demo',
    ])
    .where('active', '=', true)
    .orderBy('name');
  if (filter.clinician) query = query.where('slug', '=', filter.clinician);
  const rows = await query.execute();
  const language = filter.language?.toLowerCase();
  return rows
    .filter(
      (row) =>
        (!filter.service || row.services.includes(filter.service)) &&
        (!filter.mode || row.modes.includes(filter.mode)) &&
        (!language || row.languages.some((l) => l.toLowerCase() === language)),
    )
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      role: row.role,
      qualifications: row.qualifications,
      registrationNumber: row.registration_number,
      bio: row.bio,
      languages: row.languages,
      services: row.services,
      modes: row.modes,
      photoUrl: imageUrl(row.photo_path),
      sessionMinutes: row.session_minutes,
      bufferMinutes: row.buffer_minutes,
      demo: row.demo,
    }));
}
