/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build.
 *   node scripts/screenshots.ts http://localhost:8888 / /blogs ...
 * Writes PNGs to bench/out/screens/. FULL=1 takes whole pages (with reduced motion).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:8888', ...paths] = process.argv.slice(2);
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const out = 'bench/out/screens';
await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
});
for (const path of paths.length ? paths : ['/']) {
  for (const [name, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    // Full-page shots never scroll, so content that reveals on view would stay hidden.
    if (process.env.FULL === '1') await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
    );
    const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
