import { afterEach, describe, expect, it } from 'vitest';
import { holdSchema } from '#/lib/booking-schemas.ts';
import { confirmWithCredit } from '#/server/bookings/confirm.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { listMySessions } from '#/server/bookings/my-sessions.server.ts';
import { resetConfigCache } from '#/server/config.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

const ROOMS = 'https://rooms.psycortex.example/r';

describe('video rooms', () => {
  const { db, sql, site } = useTestSite((database) => seedDemoClinicians(database));

  afterEach(() => {
    delete process.env.VIDEO_ROOM_BASE_URL;
    resetConfigCache();
  });

  /** A customer with a confirmed video session (through the same code the API calls). */
  async function confirmedSession(email: string, slotIndex: number) {
    await signInCustomer(db, email);
    const userId = await giveCredits(db, email, 1);
    const slot = (await videoSlots(site))[slotIndex]!;
    const hold = await holdSlot(db, userId, holdSchema.parse(holdBody(slot.startsAt)));
    const { emailIds } = await confirmWithCredit(db, userId, hold.id);
    return { userId, bookingId: hold.id, emailIds };
  }

  it('names each room with 244 random bits, never the booking number', async () => {
    const first = await confirmedSession('first@example.com', 0);
    const second = await confirmedSession('second@example.com', 1);
    const rooms = await sql`select id, video_room from bookings order by id`;
    expect(rooms).toHaveLength(2);
    for (const row of rooms) {
      expect(row.video_room).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(rooms[0]!.video_room).not.toBe(rooms[1]!.video_room);

    // Open from 10 minutes before the start, to its client alone.
    await sql`update bookings set starts_at = now() + interval '5 minutes',
      ends_at = now() + interval '55 minutes' where id = ${first.bookingId}`;
    const mine = await listMySessions(db, first.userId, { videoRoomBase: ROOMS });
    const [own] = await sql`select video_room from bookings where id = ${first.bookingId}`;
    expect(mine.upcoming.map((s) => s.joinUrl)).toEqual([`${ROOMS}/${own!.video_room}`]);
    const theirs = await listMySessions(db, second.userId, { videoRoomBase: ROOMS });
    expect(theirs.upcoming.map((s) => s.joinUrl)).not.toContain(`${ROOMS}/${own!.video_room}`);
  });

  it('tells the clinician the room and names no client', async () => {
    process.env.VIDEO_ROOM_BASE_URL = ROOMS;
    resetConfigCache();
    const { bookingId, emailIds } = await confirmedSession('client@example.com', 0);
    const [row] = await sql`select video_room from bookings where id = ${bookingId}`;
    const room = row!.video_room as string;
    await sendDueEmails(db, emailIds);
    const mail = await eventually(() => {
      const found = site.mail
        .messages()
        .find((m) => m.to.includes('demo-clinician-asha@example.com'));
      if (!found) throw new Error('no e-mail to the clinician yet');
      return found;
    });
    expect(mail.subject).toMatch(/^Video session on /);
    expect(mail.text).toContain(`${ROOMS}/${room}`);
    expect(`${mail.text}${mail.html}`).not.toMatch(/client@example\.com|Client Name/i);
    // Kept with its booking, so that erasing the client's account removes it too.
    const [outbox] = await sql`select booking_id from emails
      where idempotency_key = ${`clinician-room:${bookingId}`}`;
    expect(outbox).toEqual({ booking_id: bookingId });
  });

  it('sends the clinician nothing when no room service is set', async () => {
    const { emailIds } = await confirmedSession('client@example.com', 0);
    expect(emailIds).toHaveLength(1);
    const keys = await sql`select idempotency_key from emails`;
    expect(keys.map((k) => k.idempotency_key)).toEqual([
      expect.stringMatching(/^booking-confirmed:/),
    ]);
  });
});
