import { sql } from 'kysely';
import type { SendMeasures, SentAnswer } from '#/api/measures-booking.ts';
import type { ProgressPoint } from '#/api/measures-progress.ts';
import { bandLabel, type MeasureId } from '#/features/measures/facts.ts';
import { MEASURES, scoreMeasure } from '#/features/measures/rules.ts';
import { requestOpen } from '#/features/measures/schedule.ts';
import type { Db } from '#/server/db/client.server.ts';
import { badRequest, conflict, notFound } from '#/server/http/errors.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { checkInAlertEmail } from './emails.ts';

export const MEASURE_MESSAGES = {
  notFound: 'We could not find questions for this session. The link may be from an older e-mail.',
  closed:
    'These questions can be answered in the 72 hours before your session, until it starts. Thank you for wanting to.',
  incomplete: 'Please answer every question; each one counts towards the score.',
  notAsked: 'This session does not ask for that questionnaire.',
} as const;

/**
 * Stores a client's answers to the measures a booking asked for, in one transaction: each
 * request is locked, must be open (72 hours before the start until the start) and not answered
 * yet (a second sending of the same measure changes nothing). Every answer is scored here, not
 * trusted from the browser. PHQ-9 item 9 above 0 queues one e-mail to the booking's clinician,
 * naming no client and carrying no answer. Answers this time's totals and bands with the change
 * since the client's first, and whether the crisis help is to be shown.
 */
export async function sendMeasures(
  database: Db,
  input: {
    bookingId: string;
    /** The signed-in client; undefined when the signed link stands in for signing in. */
    userId: string | undefined;
    answers: SendMeasures['answers'];
    siteUrl: string;
    now?: Date;
  },
): Promise<SentAnswer & { emailIds: string[] }> {
  const now = input.now ?? new Date();
  for (const { measure, items } of input.answers) {
    if (items.length !== MEASURES[measure].items.length) {
      throw badRequest(MEASURE_MESSAGES.incomplete);
    }
  }
  return database.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('measure_requests as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
      .select([
        'r.id',
        'r.measure',
        'r.user_id',
        'b.status',
        'b.starts_at',
        'c.contact_email',
        'c.account_email',
      ])
      .where('r.booking_id', '=', input.bookingId)
      .forUpdate('r');
    if (input.userId !== undefined) query = query.where('r.user_id', '=', input.userId);
    const requests = await query.execute();
    const first = requests[0];
    if (first?.status !== 'confirmed') throw notFound(MEASURE_MESSAGES.notFound);
    if (!requestOpen(first.starts_at, now)) throw conflict(MEASURE_MESSAGES.closed);

    const results: SentAnswer['results'] = [];
    const emailIds: string[] = [];
    let crisis = false;
    for (const { measure, items } of input.answers) {
      const request = requests.find((r) => r.measure === measure);
      if (!request) throw badRequest(MEASURE_MESSAGES.notAsked);
      const score = scoreMeasure(measure, items);
      const row = await trx
        .insertInto('measure_results')
        .values({
          user_id: request.user_id,
          booking_id: input.bookingId,
          request_id: request.id,
          measure,
          // As text cast to jsonb: a bare string parameter would be stored as a JSON string.
          answers: sql<string>`${JSON.stringify(items)}::text::jsonb`,
          total: score.total,
          item9_flagged: score.item9Flagged,
          taken_at: now,
        })
        .onConflict((oc) => oc.column('request_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue; // Answered before: the first answers stand.
      crisis ||= score.item9Flagged;
      const firstTotal = await trx
        .selectFrom('measure_results')
        .select('total')
        .where('user_id', '=', request.user_id)
        .where('measure', '=', measure)
        .where('id', '<>', row.id)
        .orderBy('taken_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      results.push({
        measure,
        total: score.total,
        band: score.band,
        change: firstTotal ? score.total - firstTotal.total : null,
      });
      const clinicianAddress = first.contact_email || first.account_email;
      if (score.item9Flagged && clinicianAddress) {
        const id = await queueEmail(
          trx,
          checkInAlertEmail({
            resultId: row.id,
            bookingId: input.bookingId,
            to: clinicianAddress,
            siteUrl: input.siteUrl,
          }),
        );
        if (id) emailIds.push(id);
      }
    }
    return { results, crisis, emailIds };
  });
}

/** A person's measures over time, oldest first: totals and bands, never the item answers. */
export async function progressOf(database: Db, userId: string): Promise<ProgressPoint[]> {
  const rows = await database
    .selectFrom('measure_results')
    .select(['measure', 'total', 'taken_at', 'item9_flagged'])
    .where('user_id', '=', userId)
    .orderBy('taken_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    measure: r.measure as MeasureId,
    total: r.total,
    band: bandLabel(r.measure as MeasureId, r.total),
    takenAt: r.taken_at.toISOString(),
    item9Flagged: r.item9_flagged,
  }));
}
