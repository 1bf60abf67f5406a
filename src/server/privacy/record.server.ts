import type { ClientRecord } from '#/api/me-record.ts';
import { MODE_LABELS, type SessionMode } from '#/features/booking/booking-rules.ts';
import { bandLabel, MEASURE_NAMES } from '#/features/measures/facts.ts';
import { istDateTime, RECORD_INTRO, type RecordSection } from '#/features/notes/record-text.ts';
import type { Db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { exportMeasures } from '#/server/measures/personal-data.server.ts';
import { notesForRecord } from '#/server/notes/record.server.ts';

/**
 * The client's record (Mental Healthcare Act 2017, s. 25: a person's access to their basic
 * medical records), downloaded at once from the privacy centre as JSON and as readable text.
 * It is assembled from one section per source, in order: add a source by adding a function to
 * RECORD_SOURCES. Each source gives the JSON of its section and the
 * lines of the readable version.
 */

interface Person {
  userId: string;
  email: string;
  name: string;
}

type RecordSource = (database: Db, person: Person) => Promise<RecordSection>;

const STATUS_WORDS: Record<string, string> = {
  confirmed: 'Booked',
  attended: 'Attended',
  no_show: 'Missed',
  cancelled: 'Cancelled',
};

/** Sessions booked on the account or under its address (not lapsed holds). */
const sessionsSource: RecordSource = async (database, person) => {
  const rows = await database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select([
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.mode',
      'b.branch',
      'b.language',
      'b.service_slug',
      'c.name as clinician',
    ])
    .where((eb) =>
      eb.or([eb('b.user_id', '=', person.userId), eb('b.contact_email', '=', person.email)]),
    )
    .where('b.status', 'in', ['confirmed', 'attended', 'no_show', 'cancelled'])
    .orderBy('b.starts_at')
    .execute();
  const items = rows.map((r) => ({
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    status: STATUS_WORDS[r.status] ?? r.status,
    clinician: r.clinician,
    service: r.service_slug,
    mode: MODE_LABELS[r.mode as SessionMode] ?? r.mode,
    branch: r.branch,
    language: r.language,
  }));
  return {
    key: 'sessions',
    title: 'Your sessions',
    items,
    lines:
      items.length === 0
        ? ['You have no sessions with us yet.']
        : items.map(
            (s) =>
              `- ${istDateTime(s.startsAt)}: ${s.status}. ${s.mode}${s.branch ? ` at ${s.branch}` : ''} with ${s.clinician} (${s.service}${s.language ? `, ${s.language}` : ''}).`,
          ),
  };
};

/** Signed session notes, with what was withheld said plainly. */
const notesSource: RecordSource = async (database, person) => {
  const notes = await notesForRecord(database, person.userId, person.email);
  const lines: string[] = [];
  if (notes.length === 0) lines.push('There are no signed session notes about you yet.');
  for (const note of notes) {
    lines.push(
      `Session of ${istDateTime(note.session.startsAt)} with ${note.session.clinician}`,
      `Written by ${note.author} (${note.template}), signed ${istDateTime(note.signedAt)}.`,
    );
    for (const section of note.sections) lines.push(`${section.label}:`, section.text, '');
    if (note.risk) {
      lines.push(`Risk: ${note.risk.level}`, ...(note.risk.text ? [note.risk.text] : []), '');
    }
    for (const amendment of note.amendments) {
      lines.push(
        `Amendment of ${istDateTime(amendment.at)} by ${amendment.author}:`,
        amendment.text,
        '',
      );
    }
    if (note.withheld) lines.push(`WITHHELD: ${note.withheld.statement}`, '');
    lines.push('---');
  }
  return { key: 'notes', title: 'Your session notes', items: notes, lines };
};

/** The outcome measures the client took, with the band each total falls in. */
const measuresSource: RecordSource = async (database, person) => {
  const { outcomeMeasures } = await exportMeasures(database, person.userId);
  const items = outcomeMeasures.map((m) => ({
    ...m,
    name: MEASURE_NAMES[m.measure],
    band: bandLabel(m.measure, m.total),
  }));
  return {
    key: 'measures',
    title: 'Your outcome measures',
    items,
    lines:
      items.length === 0
        ? ['You have not filled in any outcome measures yet.']
        : items.map(
            (m) => `- ${istDateTime(m.takenAt)}: ${m.name} ${m.total} (${m.band.toLowerCase()}).`,
          ),
  };
};

export const RECORD_SOURCES: RecordSource[] = [sessionsSource, measuresSource, notesSource];

/** The signed-in client's record, assembled now from every source. */
export async function clientRecord(database: Db, userId: string): Promise<ClientRecord> {
  const user = await database
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('We could not find your account.');
  const person = { userId, email: user.email, name: user.name };
  const sections: RecordSection[] = [];
  for (const source of RECORD_SOURCES) sections.push(await source(database, person));
  return {
    generatedAt: new Date().toISOString(),
    about: RECORD_INTRO,
    person: { name: user.name, email: user.email },
    sections,
  };
}
