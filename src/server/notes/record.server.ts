import { recordWithholding } from '#/features/notes/record.ts';
import {
  AMENDMENTS_PART,
  partLabel,
  RISK_LABELS,
  RISK_PART,
  TEMPLATE_SECTIONS,
} from '#/features/notes/templates.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { amendmentContext, openBody, openText } from './notes.server.ts';

/** One signed note as the client's record gives it: what was not withheld, and what was. */
export interface RecordNote {
  session: { startsAt: string; clinician: string; service: string };
  template: string;
  author: string;
  signedAt: string;
  sections: { label: string; text: string }[];
  risk: { level: string; text: string } | null;
  amendments: { at: string; author: string; text: string }[];
  /** Null when nothing was withheld; else the parts, the clinician's reason and the law. */
  withheld: { parts: string[]; reason: string; statement: string } | null;
}

/**
 * The client's signed notes for their record (Mental Healthcare Act 2017, s. 25): every signed
 * note on a session of theirs, without the parts their clinician withheld, each withholding said
 * plainly with its reason. Drafts are not part of the record until signed. Each note read here
 * is written to the access log as read by the client.
 */
export async function notesForRecord(database: Db, userId: string, email: string) {
  const rows = await database
    .selectFrom('session_notes as n')
    .innerJoin('bookings as b', 'b.id', 'n.booking_id')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .innerJoin('clinicians as a', 'a.id', 'n.author_id')
    .select([
      'n.id',
      'n.booking_id',
      'n.template',
      'n.body',
      'n.signed_at',
      'b.starts_at',
      'b.service_slug',
      'c.name as clinician',
      'a.name as author',
    ])
    .where('n.signed_at', 'is not', null)
    .where((eb) => eb.or([eb('b.user_id', '=', userId), eb('b.contact_email', '=', email)]))
    .orderBy('b.starts_at')
    .execute();
  const notes: RecordNote[] = [];
  for (const row of rows) {
    const body = openBody(row.body, row.booking_id);
    const hidden = new Set(body.withheld.parts);
    const amendments = hidden.has(AMENDMENTS_PART)
      ? []
      : (
          await database
            .selectFrom('note_amendments as m')
            .innerJoin('clinicians as a', 'a.id', 'm.author_id')
            .select(['m.body', 'm.created_at', 'a.name as author'])
            .where('m.note_id', '=', row.id)
            .orderBy('m.created_at')
            .orderBy('m.id')
            .execute()
        ).map((m) => ({
          at: m.created_at.toISOString(),
          author: m.author,
          text: openText(m.body, amendmentContext(row.id)),
        }));
    notes.push({
      session: {
        startsAt: row.starts_at.toISOString(),
        clinician: row.clinician,
        service: row.service_slug,
      },
      template: row.template,
      author: row.author,
      signedAt: row.signed_at!.toISOString(),
      sections: TEMPLATE_SECTIONS[row.template]
        .filter((s) => !hidden.has(s.key))
        .map((s) => ({ label: s.label, text: body.sections[s.key] ?? '' })),
      risk: hidden.has(RISK_PART)
        ? null
        : { level: RISK_LABELS[body.risk.level], text: body.risk.text },
      amendments,
      withheld:
        hidden.size === 0
          ? null
          : recordWithholding(
              [...hidden].map((p) => partLabel(row.template, p)),
              body.withheld.reason,
            ),
    });
  }
  for (const row of rows) {
    await audit(
      database,
      { adminId: null, username: `client:${userId}` },
      'note.read-by-client',
      `user:${userId}`,
      { note: row.id, booking: row.booking_id },
    );
  }
  return notes;
}
