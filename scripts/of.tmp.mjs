import { chromium } from '@playwright/test';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 320, height: 800 } });
await p.goto(process.argv[2] ?? 'http://localhost:8888/');
console.log(
  await p.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.right));
    }
    return [document.documentElement.scrollWidth, w, out.slice(0, 10)];
  }),
);
await b.close();
