import type { SessionMode } from '#/features/booking/booking-rules.ts';
import { parseEndTime, parseTime } from '#/lib/india-time.ts';
import type { Db } from '#/server/db/client.server.ts';

/**
 * Clinicians to try the booking with on a local site: clearly named "Demo clinician …", flagged
 * `demo`, and never seeded on a production build (scripts/local-services.ts seeds them only into
 * the embedded database). Their hours are every day, so a slot is always there to book.
 */
interface DemoClinician {
  slug: string;
  name: string;
  role: string;
  languages: string[];
  services: string[];
  modes: SessionMode[];
  sessionMinutes: 50 | 60;
  hours: Array<{ from: string; to: string; mode: SessionMode; branch?: string }>;
}

const COUNSELLING = [
  'anxiety',
  'depression',
  'stressmanagement',
  'grief',
  'psychologicalcounselling',
];

export const DEMO_CLINICIANS: readonly DemoClinician[] = [
  {
    slug: 'demo-clinician-asha',
    name: 'Demo clinician Asha',
    role: 'Counselling psychologist',
    languages: ['English', 'Hindi', 'Marathi'],
    services: COUNSELLING,
    modes: ['video', 'phone', 'chat', 'in-person'],
    sessionMinutes: 50,
    hours: [
      { from: '09:00', to: '13:00', mode: 'video' },
      { from: '14:00', to: '17:00', mode: 'in-person', branch: 'pune' },
      { from: '17:00', to: '20:00', mode: 'phone' },
    ],
  },
  {
    slug: 'demo-clinician-ravi',
    name: 'Demo clinician Ravi',
    role: 'Clinical psychologist',
    languages: ['English', 'Hindi'],
    services: [...COUNSELLING, 'marital', 'premarital', 'trauma'],
    modes: ['video', 'chat'],
    sessionMinutes: 60,
    hours: [
      { from: '10:00', to: '14:00', mode: 'video' },
      { from: '15:00', to: '19:00', mode: 'chat' },
    ],
  },
];

/** Adds the demo clinicians and their hours, once: a second run changes nothing. */
export async function seedDemoClinicians(database: Db): Promise<void> {
  for (const demo of DEMO_CLINICIANS) {
    const row = await database
      .insertInto('clinicians')
      .values({
        slug: demo.slug,
        name: demo.name,
        role: demo.role,
        qualifications: 'Demonstration profile for trying the booking out',
        registration_number: 'DEMO',
        bio: 'Not a real person: this profile exists on local and test sites only, so that the booking can be tried end to end.',
        languages: demo.languages,
        services: demo.services,
        modes: demo.modes,
        contact_phone: '+91 00000 00000',
        contact_email: `${demo.slug}@example.com`,
        session_minutes: demo.sessionMinutes,
        buffer_minutes: 10,
        demo: true,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    await database
      .insertInto('clinician_hours')
      .values(
        [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          demo.hours.map((h) => ({
            clinician_id: row.id,
            weekday,
            start_minute: parseTime(h.from),
            end_minute: parseEndTime(h.to),
            mode: h.mode,
            branch: h.branch ?? null,
          })),
        ),
      )
      .execute();
  }
}
