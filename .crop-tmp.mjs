import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const spec of process.argv.slice(2)) {
  const [name, y, h, w = '390'] = spec.split(':');
  const data = readFileSync(`/tmp/shots-i18n-book/${name}.png`).toString('base64');
  await page.setContent(`<body style="margin:0"><img style="display:block" src="data:image/png;base64,${data}"></body>`);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/i18n-book-crop-${name}-${y}.png`, clip: { x: 0, y: Number(y), width: Number(w), height: Number(h) }, fullPage: true });
}
await browser.close();
