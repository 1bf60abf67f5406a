/**
 * The video sessions' bench (issue #33): the time from the clinician pressing "Admit" to the
 * first frame of the other person's video on the client's screen (requestVideoFrameCallback on
 * the remote <video>), and on the clinician's, in Chromium with fake devices, both tabs on this
 * machine: once connecting directly and once through the local coturn alone (relay). The median
 * of `runs` calls each. Goal: under 3 s, relay too.
 *
 * Run on its own against a built site: `node scripts/bench/video.ts` (starts the site on port
 * 8952 with data in .data/bench-video), or from scripts/bench.ts with a running site.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import postgres from 'postgres';

export interface VideoFigures {
  direct: { clientMs: number; clinicianMs: number; runs: number[] };
  relay: { clientMs: number; clinicianMs: number; runs: number[] };
}

export const VIDEO_GOAL_MS = 3000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function session(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, prepare: false, onnotice: () => {} });
  const suffix = randomBytes(5).toString('hex');
  const token = () => randomBytes(32).toString('base64url');
  const hash = (t: string) => createHash('sha256').update(t).digest('hex');
  try {
    const [clinician] = await sql`
      insert into clinicians (slug, name, role, languages, services, modes, contact_email)
      values (${`bench-video-${suffix}`}, ${`Bench clinician ${suffix}`}, 'Psychologist',
        ${['English']}, ${['anxiety']}, ${['video']}, ${`bench-video-${suffix}@example.com`})
      returning id`;
    const [user] = await sql`insert into users (email)
      values (${`bench.video.${suffix}@example.com`}) returning id`;
    const [booking] = await sql`
      insert into bookings (clinician_id, user_id, service_slug, mode, language, starts_at,
        ends_at, status, booked_by, confirmed_at)
      values (${clinician!.id}, ${user!.id}, 'anxiety', 'video', 'English',
        now() + interval '5 minutes', now() + interval '55 minutes', 'confirmed', 'customer', now())
      returning video_room`;
    const clientToken = token();
    const clinicianToken = token();
    await sql`insert into sign_ins (token_hash, kind, user_id, expires_at)
      values (${hash(clientToken)}, 'customer', ${user!.id}, now() + interval '1 hour')`;
    await sql`update clinicians set account_email = ${`bench-video-${suffix}@clinicians.example`}
      where id = ${clinician!.id}`;
    await sql`insert into sign_ins (token_hash, kind, clinician_id, expires_at)
      values (${hash(clinicianToken)}, 'clinician', ${clinician!.id}, now() + interval '1 hour')`;
    return { room: booking!.video_room as string, clientToken, clinicianToken };
  } finally {
    await sql.end();
  }
}

/** When the remote <video> shows its first frame, in epoch milliseconds. */
function watchFirstFrame(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { firstFrameAt?: Promise<number> };
    w.firstFrameAt = new Promise<number>((done) => {
      const tick = () => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        if (video) video.requestVideoFrameCallback(() => done(Date.now()));
        else setTimeout(tick, 5);
      };
      tick();
    });
  });
}

async function oneCall(browser: Browser, siteUrl: string, databaseUrl: string, relay: boolean) {
  const s = await session(databaseUrl);
  const host = new URL(siteUrl).hostname;
  const open = async (name: string, value: string) => {
    const context = await browser.newContext({ baseURL: siteUrl });
    await context.addCookies([
      { name, value, domain: host, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await page.goto(`/session/${s.room}${relay ? '?relay=1' : ''}`);
    await page.getByText('Camera: working.').waitFor();
    await page.getByRole('button', { name: 'Join the session' }).click();
    return page;
  };
  const client = await open('__Host-psy_session', s.clientToken);
  await client.getByText(/You are in the waiting room/).waitFor();
  const clinician = await open('__Host-psy_clinician', s.clinicianToken);
  const admit = clinician.getByRole('button', { name: 'Admit your client' });
  await admit.waitFor();
  await watchFirstFrame(client);
  await watchFirstFrame(clinician);
  const clickedAt = await admit.evaluate((button: HTMLButtonElement) => {
    const at = Date.now();
    button.click();
    return at;
  });
  const frame = (page: Page) =>
    page.evaluate(() => (window as unknown as { firstFrameAt: Promise<number> }).firstFrameAt);
  const [clientAt, clinicianAt] = await Promise.all([frame(client), frame(clinician)]);
  await client.context().close();
  await clinician.context().close();
  return { client: clientAt - clickedAt, clinician: clinicianAt - clickedAt };
}

export async function admitToFirstFrame(
  siteUrl: string,
  databaseUrl: string,
  runs = 5,
): Promise<VideoFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const figures = {} as VideoFigures;
    for (const mode of ['direct', 'relay'] as const) {
      const calls: { client: number; clinician: number }[] = [];
      for (let i = 0; i < runs; i++)
        calls.push(await oneCall(browser, siteUrl, databaseUrl, mode === 'relay'));
      figures[mode] = {
        clientMs: median(calls.map((c) => c.client)),
        clinicianMs: median(calls.map((c) => c.clinician)),
        runs: calls.map((c) => Math.round(c.client)),
      };
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The report's lines for these figures (scripts/bench/report.ts). */
export function videoReport(f: VideoFigures): { lines: string[]; missed: string[] } {
  const missed: string[] = [];
  const lines = [
    '## Video sessions: from Admit to the first remote frame',
    '',
    `Chromium with fake devices, both tabs on this machine; median of ${f.direct.runs.length} calls each. Goal: under ${VIDEO_GOAL_MS / 1000} s.`,
    '',
    '| path | client sees the clinician | clinician sees the client | each call (client, ms) | goal |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const mode of ['direct', 'relay'] as const) {
    const m = f[mode];
    const ok = m.clientMs < VIDEO_GOAL_MS && m.clinicianMs < VIDEO_GOAL_MS;
    if (!ok) missed.push(`video ${mode}: ${Math.round(m.clientMs)} ms`);
    lines.push(
      `| ${mode === 'direct' ? 'direct' : 'relay only (local coturn)'} | ${Math.round(m.clientMs)} ms | ${Math.round(m.clinicianMs)} ms | ${m.runs.join(', ')} | ${ok ? 'met' : 'MISSED'} |`,
    );
  }
  return { lines: [...lines, ''], missed };
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '../..');
  const { startSite } = await import('./site.ts');
  const dataDir = '.data/bench-video';
  const site = await startSite(Number(process.env.PORT ?? 8952), dataDir);
  try {
    const databaseUrl = (await readFile(join(root, dataDir, 'database-url'), 'utf8')).trim();
    const figures = await admitToFirstFrame(
      site.url,
      databaseUrl,
      Number(process.env.BENCH_RUNS ?? 5),
    );
    const { lines, missed } = videoReport(figures);
    console.log(lines.join('\n'));
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    await site.stop();
  }
}
