import type { WaitingListInput } from '#/api/booking-waiting-list.ts';
import {
  BOOKING_HORIZON_DAYS,
  type SessionMode,
  WAITING_OFFER_HOURS,
} from '#/features/booking/booking-rules.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { localizedPath } from '#/lib/i18n.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict, notFound } from '#/server/http/errors.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { describeSessionTime, mailWords } from '#/server/mail/words.ts';
import { findClinicians } from './clinicians.server.ts';
import { expireLapsedHolds } from './expire.server.ts';
import { computeSlots } from './slot-search.server.ts';

/**
 * Puts a signed-in customer on a clinician's waiting list for one way of meeting. Only when the
 * clinician has no free time for it in the next two weeks: otherwise there is a time to choose.
 * Asking twice keeps the first place.
 */
export async function joinWaitingList(
  database: Db,
  userId: string,
  input: WaitingListInput,
  now: Date = new Date(),
): Promise<{ position: number }> {
  const clinicians = await findClinicians(database, {
    clinician: input.clinician,
    mode: input.mode,
  });
  const clinician = clinicians[0];
  if (!clinician) throw notFound('We could not find that clinician for this way of meeting.');
  const free = await computeSlots(database, [clinician], {
    now,
    mode: input.mode,
    branch: input.branch ?? undefined,
  });
  if (free.length > 0) throw conflict(BOOKING_MESSAGES.hasFreeTimes, 'has_free_times');
  await database
    .insertInto('waiting_list')
    .values({
      user_id: userId,
      clinician_id: clinician.id,
      mode: input.mode,
      branch: input.mode === 'in-person' ? (input.branch ?? null) : null,
      service_slug: input.service,
      language: input.language,
      locale: input.locale,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const queue = await database
    .selectFrom('waiting_list')
    .select(['user_id'])
    .where('clinician_id', '=', clinician.id)
    .where('mode', '=', input.mode)
    .where('status', '<>', 'done')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { position: queue.findIndex((q) => q.user_id === userId) + 1 };
}

/**
 * A session's time has just been freed (cancelled): if it is within the next two weeks and
 * someone is waiting for that clinician and way of meeting, it is held for the first of them for
 * two hours and they are e-mailed a link that takes them to it. Called in the freeing
 * transaction; answers the e-mails queued.
 */
export async function offerFreedTime(
  database: Db,
  freed: { clinicianId: string; mode: string; branch: string | null; startsAt: Date; endsAt: Date },
  now: Date,
): Promise<string[]> {
  if (freed.startsAt.getTime() <= now.getTime()) return [];
  if (freed.startsAt.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) return [];
  const next = await database
    .selectFrom('waiting_list as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .innerJoin('clinicians as c', 'c.id', 'w.clinician_id')
    .select([
      'w.id',
      'w.user_id',
      'w.service_slug',
      'w.language',
      'w.locale',
      'u.email',
      'c.slug',
      'c.name as clinician_name',
    ])
    .where('w.clinician_id', '=', freed.clinicianId)
    .where('w.mode', '=', freed.mode as SessionMode)
    .where('w.status', '=', 'waiting')
    .where((eb) => (freed.branch ? eb('w.branch', '=', freed.branch) : eb('w.branch', 'is', null)))
    .where('u.email', '<>', '')
    .orderBy('w.created_at')
    .orderBy('w.id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!next) return [];
  const until = new Date(now.getTime() + WAITING_OFFER_HOURS * 3_600_000);
  const hold = await database
    .insertInto('bookings')
    .values({
      clinician_id: freed.clinicianId,
      user_id: next.user_id,
      service_slug: next.service_slug,
      mode: freed.mode as SessionMode,
      branch: freed.branch,
      language: next.language,
      locale: next.locale,
      starts_at: freed.startsAt,
      ends_at: freed.endsAt,
      status: 'held',
      hold_expires_at: until,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!hold) return [];
  await database
    .updateTable('waiting_list')
    .set({ status: 'offered', offered_booking_id: hold.id, updated_at: now })
    .where('id', '=', next.id)
    .execute();
  const site = config().SITE_URL;
  const link = new URL(localizedPath(next.locale, '/book'), site);
  link.search = new URLSearchParams({
    clinician: next.slug,
    mode: freed.mode,
    slot: freed.startsAt.toISOString(),
    as: freed.mode,
    ...(freed.branch ? { at: freed.branch, branch: freed.branch } : {}),
  }).toString();
  // In the language the client asked in (issue #34), with the booking page in that language.
  const t = mailWords(next.locale);
  const when = describeSessionTime(next.locale, freed.startsAt);
  const { html, text } = renderEmail({
    heading: t('waiting.heading'),
    paragraphs: [
      t('waiting.free', { clinician: next.clinician_name, when }),
      t('waiting.holding', { until: describeSessionTime(next.locale, until) }),
    ],
    link: { text: t('waiting.link'), url: link.toString() },
    locale: next.locale,
  });
  const id = await queueEmail(database, {
    idempotencyKey: `waiting-offer:${hold.id}`,
    to: next.email,
    subject: t('waiting.subject', { clinician: next.clinician_name, when }),
    html,
    text,
    about: { userId: next.user_id, bookingId: hold.id },
  });
  return id ? [id] : [];
}

/**
 * The sweep's part: an offer confirmed ends that place in the queue; an offer not taken up in
 * time (its hold lapsed or let go) ends it too, and the time, if still free, goes to the next.
 */
export async function advanceWaitingList(database: Db, now: Date): Promise<string[]> {
  const offers = await database
    .selectFrom('waiting_list as w')
    .innerJoin('bookings as b', 'b.id', 'w.offered_booking_id')
    .select([
      'w.id',
      'b.status',
      'b.hold_expires_at',
      'b.clinician_id',
      'b.mode',
      'b.branch',
      'b.starts_at',
      'b.ends_at',
    ])
    .where('w.status', '=', 'offered')
    .execute();
  const emailIds: string[] = [];
  for (const offer of offers) {
    const live = offer.status === 'held' && offer.hold_expires_at && offer.hold_expires_at > now;
    if (live) continue;
    await database
      .updateTable('waiting_list')
      .set({ status: 'done', updated_at: now })
      .where('id', '=', offer.id)
      .execute();
    if (offer.status === 'confirmed') continue;
    emailIds.push(
      ...(await database.transaction().execute(async (trx) => {
        // The lapsed hold is let go first, so that the time is free for the next person.
        await expireLapsedHolds(trx, now, offer.clinician_id);
        return offerFreedTime(
          trx,
          {
            clinicianId: offer.clinician_id,
            mode: offer.mode,
            branch: offer.branch,
            startsAt: offer.starts_at,
            endsAt: offer.ends_at,
          },
          now,
        );
      })),
    );
  }
  return emailIds;
}
