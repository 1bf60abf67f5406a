import type { MeasureSummary } from '#/api/clinician-sessions.ts';
import { isId } from '#/lib/id.ts';
import type { Db } from '#/server/db/client.server.ts';

/**
 * The measures in brief of some clients of one clinician, by user id. Only users who have a
 * booking with that clinician are looked at; any other id is simply absent from the answer (as
 * are clients who have taken no measure yet). No item answers leave here, only totals and the
 * item-9 mark.
 */
export async function measureSummaries(
  db: Db,
  clinicianId: string,
  userIds: string[],
): Promise<Map<string, MeasureSummary>> {
  const summaries = new Map<string, MeasureSummary>();
  const ids = [...new Set(userIds)].filter(isId);
  if (ids.length === 0) return summaries;
  const rows = await db
    .selectFrom('measure_results as m')
    .select(['m.user_id', 'm.measure', 'm.total', 'm.taken_at', 'm.item9_flagged'])
    .where('m.user_id', 'in', ids)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookings as b')
          .select('b.id')
          .whereRef('b.user_id', '=', 'm.user_id')
          .where('b.clinician_id', '=', clinicianId),
      ),
    )
    .orderBy('m.taken_at')
    .orderBy('m.id')
    .execute();
  for (const row of rows) {
    const summary = summaries.get(row.user_id) ?? { item9Flagged: false };
    const trend = summary[row.measure];
    summary[row.measure] = {
      first: trend ? trend.first : row.total,
      latest: row.total,
      change: trend ? row.total - trend.first : 0,
      takenAt: row.taken_at.toISOString(),
    };
    if (row.measure === 'phq9') summary.item9Flagged = row.item9_flagged;
    summaries.set(row.user_id, summary);
  }
  return summaries;
}
