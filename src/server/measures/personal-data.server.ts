import type { Db } from '#/server/db/client.server.ts';

/**
 * A person's outcome measures in the privacy centre's export: every one they took, with their
 * own item answers (theirs to have), totals and dates.
 */
export async function exportMeasures(database: Db, userId: string) {
  const rows = await database
    .selectFrom('measure_results')
    .select(['measure', 'answers', 'total', 'item9_flagged', 'taken_at', 'booking_id'])
    .where('user_id', '=', userId)
    .orderBy('taken_at')
    .execute();
  return {
    outcomeMeasures: rows.map((r) => ({
      measure: r.measure,
      answers: r.answers,
      total: r.total,
      selfHarmItemAboveZero: r.item9_flagged,
      takenAt: r.taken_at.toISOString(),
      session: r.booking_id,
    })),
  };
}

/**
 * Erasing an account erases its measures: no answer is left in the clear with an erased person.
 * A client who had sessions has them kept first inside the sealed clinical record
 * (src/server/notes/retained.server.ts), for the period the law asks.
 */
export async function eraseMeasures(database: Db, userId: string): Promise<void> {
  await database.deleteFrom('measure_results').where('user_id', '=', userId).execute();
  await database.deleteFrom('measure_requests').where('user_id', '=', userId).execute();
}

/** Outcome measures are part of the clinical record: those taken before this moment go. */
export async function purgeMeasureResults(database: Db, before: Date): Promise<number> {
  const result = await database
    .deleteFrom('measure_results')
    .where('taken_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
