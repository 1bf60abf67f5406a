import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { signInCustomer } from './helpers/shop.ts';
import { isPhone } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';
import {
  callStats,
  expectMediaArriving,
  FAKE_MEDIA_LAUNCH,
  signInClinician,
  videoSession,
} from './helpers/video.ts';

/**
 * A session's video room (issue #33): the client checks their devices and waits; the clinician
 * opens the room from their day and admits them; audio and video flow both ways, directly and
 * through the local coturn alone; someone else with an account and the address is refused; and
 * a throttled link drops the call to sound only and brings video back.
 */

test.use({ launchOptions: FAKE_MEDIA_LAUNCH, permissions: ['camera', 'microphone'] });
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/shots-video';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  const width = isPhone(page) ? 390 : 1280;
  if (width !== size.width) await page.setViewportSize({ width, height: size.height });
  // The room itself (the page's main part, from the top of the page), without the site's footer.
  await page.evaluate(() => window.scrollTo(0, 0));
  const main = (await page.getByRole('main').boundingBox())!;
  await page.screenshot({
    path: `${SHOTS}/${name}-${width}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: main.y + main.height },
  });
  if (width !== size.width) await page.setViewportSize(size);
}

async function joinFromCheck(page: Page) {
  await expect(page.getByRole('heading', { name: 'Before you join' })).toBeVisible();
  await expect(page.getByText('Camera: working.')).toBeVisible();
  await page.getByRole('button', { name: 'Join the session' }).click();
}

test('the client waits, the clinician admits them, and they see and hear each other', async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await videoSession(page.context(), baseURL!);
  // The client, on this project's width: the device check first.
  await page.goto(`/session/${session.room}`);
  await expect(page.getByRole('heading', { name: 'Before you join' })).toBeVisible();
  await expect(page.getByText('Camera: working.')).toBeVisible();
  await expect(page.getByText(/does not record it/)).toBeVisible();
  await page.getByRole('button', { name: 'Play a test sound' }).click();
  await expect(page.getByText(/Heard a chime\?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'device-check');
  await page.getByRole('button', { name: 'Join the session' }).click();
  await expect(page.getByText(/You are in the waiting room/)).toBeVisible();
  await expect(page.getByText(/Your clinician has been told you are here/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'waiting-room');

  // The clinician, at a desktop: the room is on their day; they open it and admit the client.
  const clinicianContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    permissions: ['camera', 'microphone'],
  });
  await signInClinician(clinicianContext, baseURL!, session.slug);
  const clinician = await clinicianContext.newPage();
  await clinician.goto('/clinician');
  await clinician.getByRole('link', { name: /Open the video room/ }).click();
  await joinFromCheck(clinician);
  await expect(clinician.getByText('Your client is in the waiting room.')).toBeVisible();
  // Still waiting: nothing is connected until the clinician admits.
  expect(await callStats(page)).toBeNull();
  await clinician.getByRole('button', { name: 'Admit your client' }).click();

  await expect(page.getByText('You are in the session with your clinician.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(clinician.getByText('You are in the session with your client.')).toBeVisible();
  await expectMediaArriving(page);
  await expectMediaArriving(clinician);
  await expect(page.getByRole('button', { name: 'Mute' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'call');
  await shoot(clinician, 'call-clinician');

  // Someone else with an account and the room's address is refused, plainly.
  const strangerContext = await browser.newContext({ baseURL });
  await signInCustomer(strangerContext.request, baseURL!, `stranger.${session.slug}@example.com`);
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/session/${session.room}`);
  await expect(
    stranger.getByRole('heading', { name: 'We cannot open this room for you' }),
  ).toBeVisible();
  await expect(stranger.getByText(/Only its client and clinician can enter it/)).toBeVisible();
  await strangerContext.close();

  // The clinician removes the client: the client's call ends and says so.
  clinician.once('dialog', (dialog) => void dialog.accept());
  await clinician.getByRole('button', { name: 'Remove client' }).click();
  await expect(page.getByText(/Your clinician has ended your place in this session/)).toBeVisible();
  await clinicianContext.close();
});

test('a second tab of the client replaces the first', ONE_WIDTH, async ({ page, baseURL }) => {
  const session = await videoSession(page.context(), baseURL!);
  await page.goto(`/session/${session.room}`);
  await joinFromCheck(page);
  await expect(page.getByText(/You are in the waiting room/)).toBeVisible();
  const second = await page.context().newPage();
  await second.goto(`/session/${session.room}`);
  await expect(second.getByText('Camera: working.')).toBeVisible();
  // By keyboard this time: the camera-off box, then Join (Tab order follows the page).
  await second.getByRole('checkbox', { name: 'Join with my camera off' }).focus();
  await second.keyboard.press('Space');
  await second.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: 'Join the session' })).toBeFocused();
  await second.keyboard.press('Enter');
  await expect(second.getByText(/You are in the waiting room/)).toBeVisible();
  // Joined with the camera off: no picture of themself, and a button to turn it on.
  await expect(second.getByRole('button', { name: 'Camera on' })).toBeVisible();
  await expect(page.getByText(/continues there/)).toBeVisible();
});

test(
  'the call connects through the TURN server alone',
  ONE_WIDTH,
  async ({ page, browser, baseURL }) => {
    const session = await videoSession(page.context(), baseURL!);
    const clinicianContext = await browser.newContext({
      baseURL,
      permissions: ['camera', 'microphone'],
    });
    await signInClinician(clinicianContext, baseURL!, session.slug);
    const clinician = await clinicianContext.newPage();
    // ?relay=1 sets iceTransportPolicy 'relay' (honoured by the local runtime only).
    await page.goto(`/session/${session.room}?relay=1`);
    await joinFromCheck(page);
    await clinician.goto(`/session/${session.room}?relay=1`);
    await expect(clinician.getByText(/no relay server/)).toHaveCount(0);
    await joinFromCheck(clinician);
    await clinician.getByRole('button', { name: 'Admit your client' }).click();
    await expectMediaArriving(page);
    await expectMediaArriving(clinician);
    const stats = await callStats(page);
    expect(stats!.localType).toBe('relay');
    expect((await callStats(clinician))!.localType).toBe('relay');
    await clinicianContext.close();
  },
);

test(
  'a throttled link drops the call to sound only, and video comes back',
  ONE_WIDTH,
  async ({ page, browser, baseURL }) => {
    const session = await videoSession(page.context(), baseURL!);
    const clinicianContext = await browser.newContext({
      baseURL,
      permissions: ['camera', 'microphone'],
    });
    await signInClinician(clinicianContext, baseURL!, session.slug);
    const clinician = await clinicianContext.newPage();
    await page.goto(`/session/${session.room}`);
    // Chromium's network emulation, which WebRTC's sockets take on when they are made (so it is
    // set before the call): long delays, little bandwidth and a quarter of the packets lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 700,
      downloadThroughput: 40_000,
      uploadThroughput: 40_000,
      packetLoss: 25,
    });
    await joinFromCheck(page);
    await clinician.goto(`/session/${session.room}`);
    await joinFromCheck(clinician);
    await clinician.getByRole('button', { name: 'Admit your client' }).click();
    const notice = page.getByText(/we switched your side to sound only/);
    await expect(notice).toBeVisible({ timeout: 45_000 });
    // Sound still flows while video is off.
    const before = (await callStats(clinician))!.audioBytes;
    await expect.poll(async () => (await callStats(clinician))!.audioBytes).toBeGreaterThan(before);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
      packetLoss: 0,
    });
    await expect(notice).toBeHidden({ timeout: 60_000 });
    await clinicianContext.close();
  },
);
