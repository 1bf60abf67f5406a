import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { decryptText, encryptText, keyIdOfText } from './crypto.ts';
import { notesKeys } from './keys.ts';
import { amendmentContext, noteContext } from './notes.server.ts';
import { retainedContext } from './retained.server.ts';

export interface RekeyReport {
  notes: number;
  amendments: number;
  retainedRecords: number;
}

/**
 * Writes every encrypted text that is not under the current NOTES_KEY again under it (after a
 * new key was set and the old one moved to NOTES_KEY_PREVIOUS), so the old key can then be
 * retired. The words do not change: the lock's trigger lets a signed note's `body` alone be
 * rewritten inside this transaction (`psycortex.rekey`). Returns how many texts were rewritten.
 */
export async function rekeyNotes(database: Db): Promise<RekeyReport> {
  const { current, readable } = notesKeys();
  const stale = (body: string) => keyIdOfText(body) !== current.id;
  const again = (body: string, context: string) =>
    encryptText(decryptText(body, readable, context), current, context);
  return database.transaction().execute(async (trx) => {
    await sql`set local psycortex.rekey = 'on'`.execute(trx);
    const report: RekeyReport = { notes: 0, amendments: 0, retainedRecords: 0 };
    for (const note of await trx
      .selectFrom('session_notes')
      .select(['id', 'booking_id', 'body'])
      .forUpdate()
      .execute()) {
      if (!stale(note.body)) continue;
      await trx
        .updateTable('session_notes')
        .set({ body: again(note.body, noteContext(note.booking_id)) })
        .where('id', '=', note.id)
        .execute();
      report.notes++;
    }
    for (const amendment of await trx
      .selectFrom('note_amendments')
      .select(['id', 'note_id', 'body'])
      .forUpdate()
      .execute()) {
      if (!stale(amendment.body)) continue;
      await trx
        .updateTable('note_amendments')
        .set({ body: again(amendment.body, amendmentContext(amendment.note_id)) })
        .where('id', '=', amendment.id)
        .execute();
      report.amendments++;
    }
    for (const record of await trx
      .selectFrom('retained_records')
      .select(['id', 'user_id', 'body'])
      .forUpdate()
      .execute()) {
      if (!stale(record.body) || !record.user_id) continue;
      await trx
        .updateTable('retained_records')
        .set({ body: again(record.body, retainedContext(record.user_id)) })
        .where('id', '=', record.id)
        .execute();
      report.retainedRecords++;
    }
    return report;
  });
}
