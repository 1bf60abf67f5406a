/**
 * `npm run bench:pages`: only the pages' Lighthouse part of `npm run bench` (the same site, the
 * same pages, runs and settings), for a quick look at the largest paint after a change to a
 * page. Prints a table; the full report and its budgets stay `npm run bench`'s.
 * BENCH_ONLY=/book,/mr/book measures only those pages (their paths as PAGES writes them).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { BUDGETS, PAGES } from './bench/budgets.ts';
import { lighthouse } from './bench/lighthouse.ts';
import { prepareShopper } from './bench/shopper.ts';
import { startSite } from './bench/site.ts';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
const site = await startSite(8951, '.data/bench-pages');
try {
  const shopper = await prepareShopper(site.url);
  console.log('| page | performance | LCP | LCP budget | CLS | TBT |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const page of PAGES) {
    if (only && !only.includes(page.path)) continue;
    const path = page.path.replace('{order}', shopper.orderReference);
    const lh = await lighthouse(`${site.url}${path}`, runs, {
      profile: page.asShopper ? shopper.profile : undefined,
    });
    const budget = BUDGETS.lighthouse[page.speed ?? 'site'].lcpMs;
    const verdict = lh.lcpMs <= budget ? 'met' : '**missed**';
    console.log(
      `| ${page.name} (\`${path}\`) | ${lh.performance} | ${(lh.lcpMs / 1000).toFixed(2)} s | ${verdict} | ${lh.cls.toFixed(3)} | ${Math.round(lh.tbtMs)} ms |`,
    );
  }
} finally {
  await site.stop();
}
