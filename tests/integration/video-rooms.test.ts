import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { holdRequest } from '#/api/bookings.ts';
import type { RoomState } from '#/api/session-room.ts';
import { confirmWithCredit } from '#/server/bookings/confirm.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { listMySessions } from '#/server/bookings/my-sessions.server.ts';
import { resetConfigCache } from '#/server/config.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { enterRoom, joinRoom, pollRoom, purgeRoomSignals } from '#/server/video/room.server.ts';
import { roomLinkToken } from '#/server/video/room-link.ts';
import { turnUsernameValid } from '#/server/video/turn.ts';
import { signInAdmin } from './helpers/admin.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import { signInClinician } from './helpers/clinician.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

const TURN_SECRET = 'a-turn-secret-of-at-least-32-characters!';

describe('video rooms', () => {
  const { db, sql, site } = useTestSite((database) => seedDemoClinicians(database));

  afterEach(() => {
    delete process.env.TURN_URLS;
    delete process.env.TURN_SECRET;
    resetConfigCache();
  });

  /** A customer with a confirmed video session (through the same code the API calls). */
  async function confirmedSession(email: string, slotIndex = 0) {
    const cookie = await signInCustomer(db, email);
    const userId = await giveCredits(db, email, 1);
    const slot = (await videoSlots(site))[slotIndex]!;
    const hold = await holdSlot(db, userId, holdRequest.parse(holdBody(slot.startsAt)));
    const { emailIds } = await confirmWithCredit(db, userId, hold.id);
    const [row] = await sql`select video_room from bookings where id = ${hold.id}`;
    return { cookie, userId, bookingId: hold.id, emailIds, room: row!.video_room as string };
  }

  /** Moves the session so that it starts `minutes` from now and lasts 50 minutes. */
  async function startsIn(bookingId: string, minutes: number) {
    await sql`update bookings set starts_at = now() + make_interval(mins => ${minutes}),
      ends_at = now() + make_interval(mins => ${minutes + 50}) where id = ${bookingId}`;
  }

  const get = (room: string, query: Record<string, string>, cookie = '') =>
    fetch(`${site.url}/api/session/${room}?${new URLSearchParams(query)}`, {
      headers: cookie ? { cookie } : {},
    });
  const join = (room: string, tab: string, cookie = '', key?: string) =>
    site.post(`/api/session/${room}`, { tab, ...(key ? { key } : {}) }, cookie ? { cookie } : {});
  const poll = async (room: string, tab: string, cookie: string, after = 0) => {
    const response = await get(room, { tab, after: String(after) }, cookie);
    expect(response.status).toBe(200);
    return (await response.json()) as RoomState;
  };
  const signal = (room: string, tab: string, cookie: string, body: unknown) =>
    site.post(`/api/session/${room}/signals`, { tab, signal: body }, { cookie });
  const client = (room: string, tab: string, cookie: string, action: 'admit' | 'remove') =>
    site.post(`/api/session/${room}/client`, { tab, action }, { cookie });
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;

  const OFFER = { kind: 'offer', payload: { type: 'offer', sdp: 'v=0\r\n' } };

  it('lets in only the booking’s client and clinician, and only while the room is open', async () => {
    const { cookie, room, bookingId } = await confirmedSession('client@example.com');
    const clinician = await signInClinician(db, 'demo-clinician-asha');
    const otherClinician = await signInClinician(db, 'demo-clinician-ravi');
    const stranger = await signInCustomer(db, 'stranger@example.com');
    const admin = await signInAdmin(db);
    const tab = 'tab-check-0001';

    // An hour ahead: the room is not open yet, even to its own people.
    await startsIn(bookingId, 60);
    const early = await join(room, tab, cookie);
    expect(early.status).toBe(403);
    expect(await errorCode(early)).toBe('room_not_open');

    await startsIn(bookingId, 9);
    expect((await join(room, tab, cookie)).status).toBe(200);
    expect((await join(room, 'tab-clin-0001', clinician)).status).toBe(200);
    for (const [who, cookieOf, status, code] of [
      ['another customer', stranger, 403, 'room_refused'],
      ['another clinician', otherClinician, 403, 'room_refused'],
      ['an admin', admin, 403, 'room_refused'],
      ['nobody signed in', '', 401, 'not_signed_in'],
    ] as const) {
      const refused = await join(room, 'tab-other-0001', cookieOf);
      expect(refused.status, who).toBe(status);
      expect(await errorCode(refused), who).toBe(code);
      const peek = await get(room, { tab: 'tab-other-0001' }, cookieOf);
      expect(peek.status, who).toBe(status);
    }
    // A room that does not exist, and a made-up key, are refused too.
    const unknown = await join('0'.repeat(64), tab, cookie);
    expect(unknown.status).toBe(404);
    const forged = await join(room, 'tab-key-0001', '', `client.${'x'.repeat(43)}`);
    expect(forged.status).toBe(403);
    // The e-mail's signed key lets the client in without signing in, as the client.
    const key = `client.${roomLinkToken('test-otp-secret-of-at-least-32-characters', room, 'client')}`;
    const byKey = await join(room, 'tab-key-0001', '', key);
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toEqual({ role: 'client' });

    // 29 minutes after the end it is still open; at 30 it closes, for everyone in it too.
    await sql`update bookings set starts_at = now() - interval '79 minutes',
      ends_at = now() - interval '29 minutes' where id = ${bookingId}`;
    expect((await get(room, { tab: 'tab-clin-0001' }, clinician)).status).toBe(200);
    await sql`update bookings set starts_at = now() - interval '81 minutes',
      ends_at = now() - interval '31 minutes' where id = ${bookingId}`;
    const late = await get(room, { tab: 'tab-clin-0001' }, clinician);
    expect(late.status).toBe(403);
    expect(await errorCode(late)).toBe('room_closed');

    // A cancelled session has no room.
    await startsIn(bookingId, 5);
    await sql`update bookings set status = 'cancelled' where id = ${bookingId}`;
    expect((await join(room, tab, cookie)).status).toBe(404);
  });

  it('keeps the client waiting until the clinician admits them, and delivers signals to the other tab only', async () => {
    const { cookie, room, bookingId } = await confirmedSession('client@example.com');
    await startsIn(bookingId, 5);
    const clinician = await signInClinician(db, 'demo-clinician-asha');

    expect((await join(room, 'client-tab-1', cookie)).status).toBe(200);
    const waiting = await poll(room, 'client-tab-1', cookie);
    expect(waiting).toMatchObject({ role: 'client', state: 'waiting', peer: null });
    // The clinician is told by e-mail (naming no client) while they are not in the room.
    expect(waiting.clinicianTold).toBe(true);
    const [told] = await sql`select to_address, text_body from emails
      where idempotency_key = ${`video-waiting:${bookingId}`}`;
    expect(told!.to_address).toBe('demo-clinician-asha@example.com');
    expect(told!.text_body).toContain(`/session/${room}?key=clinician.`);
    expect(told!.text_body).not.toContain('client@example.com');

    // A waiting client can send nothing to the clinician.
    expect((await signal(room, 'client-tab-1', cookie, OFFER)).status).toBe(403);
    // The client cannot admit themself.
    expect((await client(room, 'client-tab-1', cookie, 'admit')).status).toBe(403);

    expect((await join(room, 'clinician-tab-1', clinician)).status).toBe(200);
    const seen = await poll(room, 'clinician-tab-1', clinician);
    expect(seen).toMatchObject({ role: 'clinician', state: 'admitted' });
    expect(seen.peer).toEqual({ role: 'client', tab: 'client-tab-1', state: 'waiting' });
    // Not admitted yet: nothing can be sent to the client.
    expect((await signal(room, 'clinician-tab-1', clinician, OFFER)).status).toBe(409);

    expect((await client(room, 'clinician-tab-1', clinician, 'admit')).status).toBe(200);
    expect((await poll(room, 'client-tab-1', cookie)).state).toBe('admitted');
    expect((await signal(room, 'clinician-tab-1', clinician, OFFER)).status).toBe(202);
    const inbox = await poll(room, 'client-tab-1', cookie);
    expect(inbox.signals).toEqual([
      { seq: expect.any(Number), kind: 'offer', payload: OFFER.payload },
    ]);
    // The sender does not read its own signal, and the cursor moves on.
    expect((await poll(room, 'clinician-tab-1', clinician)).signals).toEqual([]);
    expect((await poll(room, 'client-tab-1', cookie, inbox.cursor)).signals).toEqual([]);

    // A second tab of the client replaces the first: it stays admitted, the first is told, and
    // what is sent now reaches the new tab alone.
    expect((await join(room, 'client-tab-2', cookie)).status).toBe(200);
    const replaced = await get(room, { tab: 'client-tab-1' }, cookie);
    expect(replaced.status).toBe(409);
    expect(await errorCode(replaced)).toBe('replaced');
    expect((await poll(room, 'client-tab-2', cookie)).state).toBe('admitted');
    expect((await signal(room, 'clinician-tab-1', clinician, OFFER)).status).toBe(202);
    expect((await poll(room, 'client-tab-2', cookie)).signals.map((s) => s.kind)).toEqual([
      'offer',
    ]);
    const rows = await sql`select to_tab from video_signals`;
    expect(rows.map((r) => r.to_tab)).toEqual(['client-tab-2']);

    // Removing the client ends their call; they are told, and can only wait again.
    expect((await client(room, 'clinician-tab-1', clinician, 'remove')).status).toBe(200);
    const removed = await poll(room, 'client-tab-2', cookie);
    expect(removed.state).toBe('removed');
    expect(removed.signals.map((s) => s.kind)).toContain('bye');
    expect((await signal(room, 'client-tab-2', cookie, OFFER)).status).toBe(403);

    // The sweep drops signals after a day.
    await sql`update video_signals set created_at = now() - interval '25 hours'`;
    expect(await purgeRoomSignals(db)).toBeGreaterThan(0);
    expect(await sql`select 1 from video_signals`).toHaveLength(0);
  });

  it('gives each person TURN credentials of their own that expire when the room closes', async () => {
    // The functions read their variables once; the room's code is called here with TURN set.
    process.env.TURN_URLS = 'turn:turn.example.in:3478?transport=udp,turns:turn.example.in:5349';
    process.env.TURN_SECRET = TURN_SECRET;
    resetConfigCache();
    const { cookie, room, bookingId } = await confirmedSession('client@example.com');
    await startsIn(bookingId, 5);
    const clinician = await signInClinician(db, 'demo-clinician-asha');
    const as = (c: string) => new Request(`${site.url}/`, { headers: { cookie: c } });
    const clientIn = await enterRoom(db, as(cookie), room, undefined);
    const clinicianIn = await enterRoom(db, as(clinician), room, undefined);
    await joinRoom(db, clientIn, 'client-tab-1');
    await joinRoom(db, clinicianIn, 'clinician-tab-1');
    const mine = await pollRoom(db, clientIn, 'client-tab-1', 0);
    const theirs = await pollRoom(db, clinicianIn, 'clinician-tab-1', 0);
    const [server] = mine.iceServers;
    expect(server!.urls).toEqual([
      'turn:turn.example.in:3478?transport=udp',
      'turns:turn.example.in:5349',
    ]);
    // coturn's use-auth-secret: <unix expiry>:<room>:<role>, password base64(HMAC-SHA1).
    const closesAt = new Date(mine.closesAt).getTime();
    const [expiry, roomPart, role] = server!.username!.split(':');
    expect(Number(expiry)).toBe(Math.floor(closesAt / 1000));
    expect(room.startsWith(roomPart!)).toBe(true);
    expect(role).toBe('client');
    expect(server!.credential).toBe(
      createHmac('sha1', TURN_SECRET).update(server!.username!).digest('base64'),
    );
    expect(theirs.iceServers[0]!.username).toMatch(/:clinician$/);
    expect(theirs.iceServers[0]!.credential).not.toBe(server!.credential);
    // Valid now; not a second after the room closes (the TURN server's own rule).
    expect(turnUsernameValid(server!.username!, new Date())).toBe(true);
    expect(turnUsernameValid(server!.username!, new Date(closesAt + 1000))).toBe(false);
    // Forcing the relay is honoured by the local runtime only.
    expect(
      (await pollRoom(db, clientIn, 'client-tab-1', 0, { relay: true })).iceTransportPolicy,
    ).toBe('relay');
    process.env.PSYCORTEX_EMBEDDED = '0';
    resetConfigCache();
    expect(
      (await pollRoom(db, clientIn, 'client-tab-1', 0, { relay: true })).iceTransportPolicy,
    ).toBe('all');
    process.env.PSYCORTEX_EMBEDDED = '1';
    // Without TURN set, no credentials are given out.
    delete process.env.TURN_URLS;
    resetConfigCache();
    expect((await pollRoom(db, clientIn, 'client-tab-1', 0)).iceServers).toEqual([]);
  });

  it('shows the room on My sessions from 10 minutes before, to its client alone, and e-mails the links', async () => {
    const first = await confirmedSession('first@example.com', 0);
    const second = await confirmedSession('second@example.com', 1);
    await startsIn(first.bookingId, 5);
    const mine = await listMySessions(db, first.userId);
    expect(mine.upcoming.map((s) => s.joinUrl)).toEqual([`/session/${first.room}`]);
    const theirs = await listMySessions(db, second.userId);
    expect(theirs.upcoming.map((s) => s.joinUrl)).not.toContain(`/session/${first.room}`);

    // The client's confirmation carries their signed link (a caller booked by staff has no
    // account); the clinician's e-mail carries theirs and names no client.
    await sendDueEmails(db, first.emailIds);
    const toClinician = await eventually(() => {
      const found = site.mail
        .messages()
        .find((m) => m.to.includes('demo-clinician-asha@example.com'));
      if (!found) throw new Error('no e-mail to the clinician yet');
      return found;
    });
    expect(toClinician.text).toContain(`/session/${first.room}?key=clinician.`);
    expect(`${toClinician.text}${toClinician.html}`).not.toMatch(/first@example\.com/i);
    const toClient = site.mail.messages().find((m) => m.to.includes('first@example.com'));
    expect(toClient!.text).toContain(`/session/${first.room}?key=client.`);
  });
});
