/**
 * `npm run bench:sweep`: the largest paint of every page, not only the bench's list. Every
 * address of the sitemap, and the pages it leaves out (the search, a clinician's profile, the
 * login page, and a signed-in customer's own pages, measured as that customer), each measured
 * once; a page over its budget is measured twice more and its median of 3 reported, as the
 * budgets are stated. Prints the pages over budget and the slowest ten. Needs a quiet machine.
 * BENCH_SWEEP_ONLY=/hi,/mr limits it to addresses starting with those.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { BUDGETS } from './bench/budgets.ts';
import { lighthouse } from './bench/lighthouse.ts';
import { prepareShopper } from './bench/shopper.ts';
import { startSite } from './bench/site.ts';

const root = resolve(import.meta.dirname, '..');
const budget = BUDGETS.lighthouse.site.lcpMs;
const only = process.env.BENCH_SWEEP_ONLY?.split(',').filter(Boolean);

/** Pages the sitemap leaves out, by who may see them. */
const PUBLIC_EXTRA = [
  '/search/anxiety',
  '/mr/search?q=%E0%A4%9A%E0%A4%BF%E0%A4%82%E0%A4%A4%E0%A4%BE',
  '/book/clinician?clinician=demo-clinician-asha',
  '/hi/book/clinician?clinician=demo-clinician-asha',
  '/user/login',
  '/user/mycart',
  '/clinician',
  '/admin/login',
];
const SIGNED_IN = ['/user/sessions', '/user/measures', '/user/progress', '/user/privacy'];

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

const sitemap = await readFile(resolve(root, 'dist/sitemap-0.xml'), 'utf8');
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
  const url = new URL(m[1]!);
  return `${url.pathname}${url.search}`;
});

const site = await startSite(8952, '.data/bench-sweep');
interface Row {
  path: string;
  lcpMs: number;
  runs: number;
  error?: string;
}
const rows: Row[] = [];
try {
  const shopper = await prepareShopper(site.url);
  const pages = [
    ...[...listed, ...PUBLIC_EXTRA].map((path) => ({ path, profile: undefined })),
    ...SIGNED_IN.map((path) => ({ path, profile: shopper.profile })),
  ].filter((page) => !only || only.some((start) => page.path.startsWith(start)));
  for (const [i, page] of pages.entries()) {
    const url = `${site.url}${page.path}`;
    let result = await lighthouse(url, 1, { profile: page.profile });
    let runs = 1;
    if (!result.error && result.lcpMs > budget) {
      result = await lighthouse(url, 3, { profile: page.profile });
      runs = 3;
    }
    rows.push({ path: page.path, lcpMs: result.lcpMs, runs, error: result.error });
    console.error(
      `[sweep] ${i + 1}/${pages.length} ${page.path}: ${result.error ?? `${(result.lcpMs / 1000).toFixed(2)} s`}`,
    );
  }
  await shopper.remove();
} finally {
  await site.stop();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const over = rows.filter((row) => row.error || row.lcpMs > budget);
console.log(`${rows.length} pages measured; the budget is ${seconds(budget)}.`);
console.log('\n| page | LCP | runs |\n| --- | --- | --- |');
for (const row of over)
  console.log(`| \`${row.path}\` | ${row.error ?? `**${seconds(row.lcpMs)}**`} | ${row.runs} |`);
if (over.length === 0) console.log('| (none over the budget) | | |');
console.log('\nThe slowest ten:\n\n| page | LCP | runs |\n| --- | --- | --- |');
for (const row of [...rows]
  .filter((row) => !row.error)
  .sort((a, b) => b.lcpMs - a.lcpMs)
  .slice(0, 10))
  console.log(`| \`${row.path}\` | ${seconds(row.lcpMs)} | ${row.runs} |`);
process.exitCode = over.length === 0 ? 0 : 1;
