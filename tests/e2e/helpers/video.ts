import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { signInClinician } from './clinician.ts';
import { siteDatabase } from './database.ts';
import { signInCustomer } from './shop.ts';

/**
 * The video sessions' end-to-end helpers: Chromium with a fake camera and microphone (a moving
 * test pattern and a beep) that it grants without asking, a clinician and a confirmed video
 * session of the test's own, and readings of the call from the page's RTCPeerConnection.
 */
export const FAKE_MEDIA_LAUNCH = {
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export interface VideoSession {
  room: string;
  slug: string;
  clientEmail: string;
  bookingId: string;
}

/**
 * A clinician of this test's own and a confirmed video session with `clientEmail` starting in
 * five minutes (the room is open), booked on the client's account.
 */
export async function videoSession(
  clientContext: BrowserContext,
  baseURL: string,
): Promise<VideoSession> {
  const suffix = randomBytes(5).toString('hex');
  const slug = `e2e-video-${suffix}`;
  const clientEmail = `video.client.${suffix}@example.com`;
  await signInCustomer(clientContext.request, baseURL, clientEmail);
  const sql = await siteDatabase();
  try {
    const [clinician] = await sql`
      insert into clinicians (slug, name, role, languages, services, modes, contact_email)
      values (${slug}, ${`Dr Video ${suffix}`}, 'Counselling psychologist', ${['English']},
        ${['anxiety']}, ${['video']}, ${`${slug}@example.com`})
      returning id`;
    const [booking] = await sql`
      insert into bookings (clinician_id, user_id, service_slug, mode, language, starts_at, ends_at,
        status, booked_by, confirmed_at)
      values (${clinician!.id}, (select id from users where email = ${clientEmail}), 'anxiety',
        'video', 'English', now() + interval '5 minutes', now() + interval '55 minutes',
        'confirmed', 'customer', now())
      returning id, video_room`;
    return { room: booking!.video_room, slug, clientEmail, bookingId: booking!.id };
  } finally {
    await sql.end();
  }
}

export { signInClinician };

/** The call's figures, read from the page's connection (see src/features/video/room-client.ts). */
export async function callStats(page: Page) {
  return page.evaluate(async () => {
    const pc = (window as unknown as { psycortexSessionPeer?: RTCPeerConnection })
      .psycortexSessionPeer;
    if (!pc) return null;
    const stats = await pc.getStats();
    const result = {
      audioBytes: 0,
      videoBytes: 0,
      framesDecoded: 0,
      localType: '',
      remoteType: '',
    };
    const byId = new Map<string, Record<string, unknown>>();
    stats.forEach((s) => {
      byId.set(s.id, s);
    });
    stats.forEach((s) => {
      if (s.type === 'inbound-rtp' && s.kind === 'audio') result.audioBytes += s.bytesReceived ?? 0;
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        result.videoBytes += s.bytesReceived ?? 0;
        result.framesDecoded += s.framesDecoded ?? 0;
      }
      if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') {
        result.localType = String(byId.get(s.localCandidateId)?.candidateType ?? '');
        result.remoteType = String(byId.get(s.remoteCandidateId)?.candidateType ?? '');
      }
    });
    return result;
  });
}

/** Waits until audio and video arrive on this page (bytes received and frames decoded). */
export async function expectMediaArriving(page: Page, timeout = 20_000) {
  await expect
    .poll(
      async () => {
        const s = await callStats(page);
        return Boolean(s && s.audioBytes > 0 && s.videoBytes > 0 && s.framesDecoded > 0);
      },
      { timeout },
    )
    .toBe(true);
}
