import { clinicalRecordEnds } from '#/features/notes/templates.ts';
import type { Db } from '#/server/db/client.server.ts';
import { exportMeasures } from '#/server/measures/personal-data.server.ts';
import { notesKeys } from './keys.ts';
import { amendmentContext, noteContext, sealText } from './notes.server.ts';

/**
 * The clinical record the law keeps after an account is erased. The Indian Medical Council's
 * regulations (1.3.1) ask for a patient's records to be kept for 3 years; the Mental Healthcare
 * Act 2017 (s. 23) keeps them confidential meanwhile. So when a client erases their account, the
 * sessions that took place (attended or missed), the notes written about any of their sessions
 * and the outcome measures they took are sealed into one record under NOTES_KEY, with no name outside the seal, and the
 * daily privacy purge deletes it 3 years after the last of those sessions. Nothing on the site
 * reads it back: it is there for a court, the Mental Health Review Board or the person.
 */

/** The encryption context of an erased account's sealed record. */
export const retainedContext = (userId: string) => `retained-record:${userId}`;

/**
 * Seals the clinical record of the person about to be erased (call it inside the erasure's
 * transaction, before their sessions are deleted). Returns the sessions kept, 0 when there was
 * nothing the law asks to keep.
 */
export async function retainClinicalRecord(
  trx: Db,
  userId: string,
  email: string,
  erasedAt = new Date(),
): Promise<number> {
  const sessions = await trx
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .leftJoin('session_notes as n', 'n.booking_id', 'b.id')
    .select([
      'b.id',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.mode',
      'b.branch',
      'b.language',
      'b.service_slug',
      'c.name as clinician',
      'n.id as note_id',
    ])
    .where((eb) => eb.or([eb('b.user_id', '=', userId), eb('b.contact_email', '=', email)]))
    .where((eb) =>
      eb.or([eb('b.status', 'in', ['attended', 'no_show']), eb('n.id', 'is not', null)]),
    )
    .orderBy('b.starts_at')
    .execute();
  if (sessions.length === 0) return 0;
  const noteIds = sessions.flatMap((s) => (s.note_id ? [s.note_id] : []));
  const [notes, amendments, person, measures] = await Promise.all([
    noteIds.length === 0
      ? []
      : trx
          .selectFrom('session_notes as n')
          .innerJoin('clinicians as a', 'a.id', 'n.author_id')
          .select([
            'n.id',
            'n.booking_id',
            'n.template',
            'n.body',
            'n.withheld_from_client',
            'n.signed_at',
            'n.created_at',
            'n.updated_at',
            'a.name as author',
          ])
          .where('n.id', 'in', noteIds)
          .execute(),
    noteIds.length === 0
      ? []
      : trx
          .selectFrom('note_amendments as m')
          .innerJoin('clinicians as a', 'a.id', 'm.author_id')
          .select(['m.note_id', 'm.body', 'm.created_at', 'a.name as author'])
          .where('m.note_id', 'in', noteIds)
          .orderBy('m.created_at')
          .execute(),
    trx
      .selectFrom('users')
      .select(['name', 'email', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    exportMeasures(trx, userId),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const record = {
    kind: 'psycortex-retained-clinical-record',
    reason:
      'Kept after the account was erased, as the Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations, 2002, 1.3.1 require; deleted after the date below.',
    erasedAt: erasedAt.toISOString(),
    // Inside the seal only: a record kept for the law must be found for the person it is about.
    person: { userId, name: person.name, email: person.email, phone: person.phone },
    sessions: sessions.map((s) => {
      const note = notes.find((n) => n.booking_id === s.id);
      return {
        startsAt: iso(s.starts_at),
        endsAt: iso(s.ends_at),
        status: s.status,
        mode: s.mode,
        branch: s.branch,
        language: s.language,
        service: s.service_slug,
        clinician: s.clinician,
        // The note as it was stored: still sealed under its own context, so its integrity
        // (what was signed, and when) can be shown.
        note: note
          ? {
              template: note.template,
              author: note.author,
              createdAt: iso(note.created_at),
              updatedAt: iso(note.updated_at),
              signedAt: iso(note.signed_at),
              withheldFromClient: note.withheld_from_client,
              context: noteContext(s.id),
              body: note.body,
              amendments: amendments
                .filter((m) => m.note_id === note.id)
                .map((m) => ({
                  author: m.author,
                  createdAt: iso(m.created_at),
                  context: amendmentContext(note.id),
                  body: m.body,
                })),
            }
          : null,
      };
    }),
    outcomeMeasures: measures.outcomeMeasures,
  };
  const last = new Date(Math.max(...sessions.map((s) => s.ends_at.getTime())));
  notesKeys(); // Refuse before writing anything when the key is missing.
  await trx
    .insertInto('retained_records')
    .values({
      user_id: userId,
      body: sealText(JSON.stringify(record), retainedContext(userId)),
      purge_after: clinicalRecordEnds(last),
    })
    .execute();
  return sessions.length;
}

/** The privacy purge's rule: sealed records whose 3 years have passed go. */
export async function purgeRetainedRecords(database: Db, now = new Date()): Promise<number> {
  const result = await database
    .deleteFrom('retained_records')
    .where('purge_after', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
