import type { RoomState } from '#/api/session-room.ts';
import type { RoomSignal } from '#/api/session-room-signals.ts';
import { roomClosesAt, roomWindow, type VideoRole } from '#/features/video/video-session.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import {
  CLINICIAN_COOKIE,
  CUSTOMER_COOKIE,
  findSignIn,
  readCookie,
} from '#/server/auth/sign-ins.server.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { HttpError } from '#/server/http/errors.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { roleOfRoomKey, roomLinkUrl } from './room-link.ts';
import { turnCredentials, turnUrls } from './turn.ts';

/**
 * A session's video room (issue #33): who may enter it, the waiting room, and the signals the
 * two browsers exchange to connect to each other. Only the booking's client and its clinician
 * enter, signed in or by the signed link in their e-mail, from 10 minutes before the start to 30
 * minutes after the end; nobody else, whoever they are. The call itself never passes through
 * here: the browsers send audio and video to each other, encrypted (DTLS-SRTP), and nothing is
 * recorded.
 */

/** A participant is present while their tab polls: it asks at least every 5 seconds. */
const PRESENT_SECONDS = 15;

export const ROOM_MESSAGES = {
  notFound:
    'We could not find this session room. It may have been cancelled or moved: My sessions shows the current link.',
  signIn: 'Please sign in, or open the room from the link in your e-mail.',
  notYours: 'This room belongs to another session. Only its client and clinician can enter it.',
  replaced: 'You opened this session in another tab or device, so it continues there.',
  removed: 'Your clinician has closed your place in this session.',
  notAdmitted: 'Please wait until your clinician lets you in.',
  onlyClinician: 'Only the clinician can let people in or out of the room.',
  noPeer: 'The other person is not in the room yet.',
} as const;

export interface RoomAccess {
  bookingId: string;
  room: string;
  role: VideoRole;
  startsAt: Date;
  endsAt: Date;
  clinicianEmail: string;
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message);

function when(date: Date): string {
  return describeIndiaTime(date);
}

/**
 * Who the request is in this room, or an error saying plainly why they cannot enter. A signed key
 * names its role; otherwise the customer's or the clinician's own session must be the booking's.
 */
export async function enterRoom(
  database: Db,
  request: Request,
  room: string,
  key: string | undefined,
  now: Date = new Date(),
): Promise<RoomAccess> {
  const booking = await database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select(['b.id', 'b.user_id', 'b.clinician_id', 'b.starts_at', 'b.ends_at', 'c.contact_email'])
    .where('b.video_room', '=', room)
    .where('b.mode', '=', 'video')
    .where('b.status', '=', 'confirmed')
    .executeTakeFirst();
  if (!booking) throw refuse(404, 'room_not_found', ROOM_MESSAGES.notFound);
  let role: VideoRole | undefined;
  if (key) {
    role = roleOfRoomKey(config().OTP_SECRET, room, key);
    if (!role) throw refuse(403, 'room_refused', ROOM_MESSAGES.notYours);
  } else {
    const customer = await findSignIn(database, readCookie(request, CUSTOMER_COOKIE));
    const clinician = await findSignIn(database, readCookie(request, CLINICIAN_COOKIE));
    if (customer?.kind === 'customer' && booking.user_id && customer.userId === booking.user_id) {
      role = 'client';
    } else if (
      clinician?.kind === 'clinician' &&
      clinician.clinicianId === booking.clinician_id &&
      (await database
        .selectFrom('clinicians')
        .select('id')
        .where('id', '=', booking.clinician_id)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst())
    ) {
      role = 'clinician';
    } else if (customer || clinician || readCookie(request, '__Host-psy_admin')) {
      throw refuse(403, 'room_refused', ROOM_MESSAGES.notYours);
    } else {
      throw refuse(401, 'not_signed_in', ROOM_MESSAGES.signIn);
    }
  }
  const window = roomWindow(booking.starts_at, booking.ends_at, now);
  if (window === 'not_open') {
    throw refuse(
      403,
      'room_not_open',
      `The room opens 10 minutes before your session, which starts ${when(booking.starts_at)}. Please come back then.`,
    );
  }
  if (window === 'closed') {
    throw refuse(403, 'room_closed', 'This session has ended, and its room is closed.');
  }
  return {
    bookingId: booking.id,
    room,
    role,
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    clinicianEmail: booking.contact_email,
  };
}

const other = (role: VideoRole): VideoRole => (role === 'client' ? 'clinician' : 'client');

/**
 * Enters the room in this tab. The clinician is in at once; the client waits until admitted
 * (a client already admitted who comes back in a new tab stays admitted; one who was removed
 * waits again). A tab of the same person open before is replaced: what was addressed to it is
 * dropped, and it learns at its next poll that the session continues elsewhere.
 */
export async function joinRoom(database: Db, access: RoomAccess, tab: string, now = new Date()) {
  await database.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('video_participants')
      .select(['tab', 'state'])
      .where('booking_id', '=', access.bookingId)
      .where('role', '=', access.role)
      .forUpdate()
      .executeTakeFirst();
    const state =
      access.role === 'clinician' || before?.state === 'admitted' ? 'admitted' : 'waiting';
    await trx
      .insertInto('video_participants')
      .values({
        booking_id: access.bookingId,
        role: access.role,
        tab,
        state,
        joined_at: now,
        last_seen_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['booking_id', 'role'])
          .doUpdateSet({ tab, state, joined_at: now, last_seen_at: now }),
      )
      .execute();
    if (before && before.tab !== tab) {
      await trx
        .deleteFrom('video_signals')
        .where('booking_id', '=', access.bookingId)
        .where('to_role', '=', access.role)
        .execute();
    }
  });
  if (access.role === 'client') await tellClinician(database, access);
}

/**
 * The clinician is told that the client is waiting: in the room, at once; and by e-mail the
 * first time, in case they have not opened it yet. The e-mail names no client.
 */
async function tellClinician(database: Db, access: RoomAccess): Promise<void> {
  if (!access.clinicianEmail) return;
  const at = when(access.startsAt);
  const { html, text } = renderEmail({
    heading: 'Your client is in the waiting room',
    paragraphs: [
      `Your client for the video session ${at} has arrived and is waiting for you to let them in.`,
      'Open the room below; the client joins when you press Admit.',
    ],
    link: {
      text: 'Open the session room',
      url: roomLinkUrl(config().SITE_URL, config().OTP_SECRET, access.room, 'clinician'),
    },
  });
  await queueEmail(database, {
    idempotencyKey: `video-waiting:${access.bookingId}`,
    to: access.clinicianEmail,
    subject: `Your client is waiting: video session ${at}`,
    html,
    text,
    about: { bookingId: access.bookingId },
  });
}

async function ownRow(database: Db, access: RoomAccess, tab: string) {
  const row = await database
    .selectFrom('video_participants')
    .select(['tab', 'state'])
    .where('booking_id', '=', access.bookingId)
    .where('role', '=', access.role)
    .executeTakeFirst();
  if (!row) throw refuse(409, 'not_joined', 'Please enter the room first.');
  if (row.tab !== tab) throw refuse(409, 'replaced', ROOM_MESSAGES.replaced);
  return row;
}

async function peerRow(database: Db, access: RoomAccess, now: Date) {
  return database
    .selectFrom('video_participants')
    .select(['role', 'tab', 'state'])
    .where('booking_id', '=', access.bookingId)
    .where('role', '=', other(access.role))
    .where('state', 'in', ['waiting', 'admitted'])
    .where('last_seen_at', '>', new Date(now.getTime() - PRESENT_SECONDS * 1000))
    .executeTakeFirst();
}

/** What the tab's poll answers: the room's state and the signals addressed to it since `after`. */
export async function pollRoom(
  database: Db,
  access: RoomAccess,
  tab: string,
  after: number,
  options: { now?: Date; relay?: boolean } = {},
): Promise<RoomState> {
  const now = options.now ?? new Date();
  const me = await ownRow(database, access, tab);
  await database
    .updateTable('video_participants')
    .set({ last_seen_at: now })
    .where('booking_id', '=', access.bookingId)
    .where('role', '=', access.role)
    .execute();
  const peer = await peerRow(database, access, now);
  const signals = await database
    .selectFrom('video_signals')
    .select(['seq', 'kind', 'payload'])
    .where('booking_id', '=', access.bookingId)
    .where('to_role', '=', access.role)
    .where('to_tab', '=', tab)
    .where('seq', '>', String(after))
    .orderBy('seq')
    .limit(100)
    .execute();
  const told =
    access.role === 'client' &&
    (peer !== undefined ||
      Boolean(
        await database
          .selectFrom('emails')
          .select('id')
          .where('idempotency_key', '=', `video-waiting:${access.bookingId}`)
          .executeTakeFirst(),
      ));
  const closesAt = roomClosesAt(access.endsAt);
  const cfg = config();
  const urls = turnUrls(cfg.TURN_URLS);
  return {
    role: access.role,
    state: me.state,
    startsAt: access.startsAt.toISOString(),
    endsAt: access.endsAt.toISOString(),
    closesAt: closesAt.toISOString(),
    peer: peer ? { role: peer.role, tab: peer.tab, state: peer.state } : null,
    clinicianTold: told,
    signals: signals.map((s) => ({
      seq: Number(s.seq),
      kind: s.kind,
      payload: typeof s.payload === 'string' ? JSON.parse(s.payload) : s.payload,
    })),
    cursor: signals.length > 0 ? Number(signals.at(-1)!.seq) : after,
    iceServers:
      urls.length > 0 && cfg.TURN_SECRET
        ? [turnCredentials(cfg.TURN_SECRET, urls, access.room, access.role, closesAt)]
        : [],
    // Forcing the relay is for testing the TURN server, on the local runtime only.
    iceTransportPolicy: options.relay && cfg.PSYCORTEX_EMBEDDED === '1' ? 'relay' : 'all',
  };
}

/** Sends one signal to the other participant's current tab; a waiting client sends none. */
export async function sendSignal(
  database: Db,
  access: RoomAccess,
  tab: string,
  signal: RoomSignal,
  now = new Date(),
): Promise<void> {
  const me = await ownRow(database, access, tab);
  if (signal.kind === 'bye') {
    await database
      .updateTable('video_participants')
      .set({ state: me.state === 'removed' ? 'removed' : 'left', last_seen_at: now })
      .where('booking_id', '=', access.bookingId)
      .where('role', '=', access.role)
      .execute();
  } else if (me.state !== 'admitted') {
    throw refuse(403, 'not_admitted', ROOM_MESSAGES.notAdmitted);
  }
  const peer = await peerRow(database, access, now);
  if (!peer) {
    if (signal.kind === 'bye') return;
    throw refuse(409, 'no_peer', ROOM_MESSAGES.noPeer);
  }
  if (signal.kind !== 'bye' && peer.state !== 'admitted') {
    throw refuse(409, 'no_peer', ROOM_MESSAGES.noPeer);
  }
  await database
    .insertInto('video_signals')
    .values({
      booking_id: access.bookingId,
      from_role: access.role,
      to_role: peer.role,
      to_tab: peer.tab,
      kind: signal.kind,
      payload: JSON.stringify(signal.payload),
      created_at: now,
    })
    .execute();
}

/** The clinician lets the waiting client in, or closes their place (the client's call ends). */
export async function admitOrRemove(
  database: Db,
  access: RoomAccess,
  tab: string,
  action: 'admit' | 'remove',
  now = new Date(),
): Promise<void> {
  if (access.role !== 'clinician') throw refuse(403, 'not_clinician', ROOM_MESSAGES.onlyClinician);
  await ownRow(database, access, tab);
  const client = await database
    .updateTable('video_participants')
    .set({ state: action === 'admit' ? 'admitted' : 'removed' })
    .where('booking_id', '=', access.bookingId)
    .where('role', '=', 'client')
    .where('state', 'in', action === 'admit' ? ['waiting', 'admitted'] : ['waiting', 'admitted'])
    .returning('tab')
    .executeTakeFirst();
  if (!client) throw refuse(409, 'no_peer', 'Your client is not in the waiting room.');
  if (action === 'remove') {
    await database
      .insertInto('video_signals')
      .values({
        booking_id: access.bookingId,
        from_role: 'clinician',
        to_role: 'client',
        to_tab: client.tab,
        kind: 'bye',
        payload: JSON.stringify({}),
        created_at: now,
      })
      .execute();
  }
}

/**
 * Signals are only needed while two browsers connect: those older than a day go, with the rooms'
 * participants once the room has closed (called by the booking sweep).
 */
export async function purgeRoomSignals(database: Db, now = new Date()): Promise<number> {
  const gone = await database
    .deleteFrom('video_signals')
    .where('created_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .executeTakeFirst();
  await database
    .deleteFrom('video_participants')
    .where('last_seen_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
  return Number(gone.numDeletedRows);
}
