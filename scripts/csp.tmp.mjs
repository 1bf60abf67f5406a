import { chromium } from '@playwright/test';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const errs = [];
p.on('response', (r) => {
  if (r.status() >= 400) errs.push(r.status() + ' ' + r.url());
});
p.on('console', (m) => {
  if (m.type() === 'error') errs.push(m.text());
});
for (const u of process.argv.slice(2)) {
  await p.goto('http://localhost:8888' + u);
  await p.waitForTimeout(500);
}
console.log(errs);
await b.close();
