import type { MySession, MySessionsAnswer } from '#/api/bookings.ts';
import {
  creditReturnedOnCancel,
  customerCanChange,
  joinLinkOpen,
} from '#/features/booking/booking-rules.ts';
import { sessionRoomPath } from '#/features/video/video-session.ts';
import type { Db } from '#/server/db/client.server.ts';
import { answersOf } from './answers.server.ts';
import { listCredits } from './credits.server.ts';
import { placeOf } from './places.ts';

function sessionRows(database: Db) {
  return database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select([
      'b.id',
      'b.service_slug',
      'b.mode',
      'b.branch',
      'b.language',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.hold_expires_at',
      'b.video_room',
      'b.series_id',
      'c.slug',
      'c.name',
      'c.role',
      'c.contact_phone',
      'c.contact_email',
    ])
    .where('b.status', '<>', 'expired');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['executeTakeFirstOrThrow']>>;

function toMySession(r: SessionRow, now: Date): Omit<MySession, 'sharedAnswers' | 'laterInSeries'> {
  return {
    id: r.id,
    clinician: { slug: r.slug, name: r.name, role: r.role },
    service: r.service_slug,
    mode: r.mode,
    branch: r.branch,
    place: r.branch ? { name: placeOf(r.branch).name, address: placeOf(r.branch).address } : null,
    language: r.language,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    holdExpiresAt: r.hold_expires_at,
    canChange: customerCanChange(r.status, r.starts_at, now),
    creditBackIfCancelled: creditReturnedOnCancel(r.starts_at, now),
    contact:
      r.status === 'confirmed' && (r.mode === 'chat' || r.mode === 'phone')
        ? { phone: r.contact_phone, email: r.contact_email }
        : null,
    joinUrl:
      r.status === 'confirmed' && joinLinkOpen(r.mode, r.starts_at, r.ends_at, now)
        ? sessionRoomPath(r.video_room)
        : null,
  };
}

/** A customer's sessions (upcoming first, then past) and their credits. */
export async function listMySessions(
  database: Db,
  userId: string,
  options: { now?: Date } = {},
): Promise<MySessionsAnswer> {
  const now = options.now ?? new Date();
  const rows = await sessionRows(database)
    .where('b.user_id', '=', userId)
    .orderBy('b.starts_at')
    .execute();
  const shared = await answersOf(
    database,
    rows.map((r) => r.id),
  );
  const sessions = rows
    .filter((r) => r.status !== 'held' || (r.hold_expires_at && r.hold_expires_at > now))
    .map((r) => ({
      ...toMySession(r, now),
      sharedAnswers: shared.get(r.id) ?? null,
      laterInSeries: r.series_id
        ? rows.filter(
            (o) =>
              o.series_id === r.series_id &&
              o.status === 'confirmed' &&
              o.starts_at > r.starts_at &&
              o.ends_at > now,
          ).length
        : 0,
    }));
  const upcoming = sessions.filter(
    (s) => s.endsAt > now && (s.status === 'confirmed' || s.status === 'held'),
  );
  const past = sessions.filter((s) => !upcoming.includes(s)).reverse();
  return { upcoming, past, credits: await listCredits(database, userId) };
}

/**
 * One session, as an e-mail's signed link shows it to whoever opens it: when and with whom, to
 * choose another time. Not its contact details, its video room or the answers shared with it, as
 * a link can be forwarded.
 */
export async function linkedSession(
  database: Db,
  bookingId: string,
  now: Date = new Date(),
): Promise<MySession | undefined> {
  const row = await sessionRows(database).where('b.id', '=', bookingId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toMySession(row, now),
    contact: null,
    joinUrl: null,
    sharedAnswers: null,
    laterInSeries: 0,
  };
}
