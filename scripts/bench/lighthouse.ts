import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transfer sizes at load, bytes, by resource type. */
  bytes: { html: number; css: number; js: number; images: number; total: number };
  requests: number;
  /** Why the page could not be measured, when it could not. */
  error?: string;
}

interface Report {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: Array<{ resourceType: string; transferSize: number; requestCount: number }>;
      };
    }
  >;
}

export interface LighthouseOptions {
  /**
   * A Chromium profile whose cookies and stored data the page needs (a signed-in customer and
   * their cart). Its HTTP cache is emptied before each run, so every run is still a first visit.
   */
  profile?: string;
}

async function emptyCache(profile: string): Promise<void> {
  for (const part of ['Default/Cache', 'Default/Code Cache', 'SingletonLock', 'SingletonSocket'])
    await rm(join(profile, part), { recursive: true, force: true });
}

/** One Lighthouse run with its mobile defaults (Moto G Power, slow 4G, 4x CPU slowdown). */
async function once(url: string, options: LighthouseOptions): Promise<LighthouseResult> {
  const dir = await mkdtemp(join(tmpdir(), 'psycortex-lh-'));
  const out = join(dir, 'report.json');
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ];
  const profileFlags: string[] = [];
  if (options.profile) {
    await emptyCache(options.profile);
    // chrome-launcher's own profile flag comes first; Chromium keeps the last one.
    chromeFlags.push(`--user-data-dir=${options.profile}`);
    profileFlags.push('--disable-storage-reset');
  }
  try {
    await run(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${out}`,
        '--form-factor=mobile',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
        ...profileFlags,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(await readFile(out, 'utf8')) as Report;
    // A page that sends the visitor elsewhere (checkout to login) would measure the wrong page.
    if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw Object.assign(new Error('redirected'), {
        stderr: `redirected to ${report.finalDisplayedUrl}`,
      });
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const items = report.audits['resource-summary']?.details?.items ?? [];
    const size = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      bytes: {
        html: size('document'),
        css: size('stylesheet'),
        js: size('script'),
        images: size('image'),
        total: size('total'),
      },
      requests: items.find((i) => i.resourceType === 'total')?.requestCount ?? 0,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of `runs` runs, metric by metric (the run with the median performance for bytes). */
export async function lighthouse(
  url: string,
  runs = 3,
  options: LighthouseOptions = {},
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await once(url, options));
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr ?? (error as Error).message;
      return {
        performance: 0,
        accessibility: 0,
        bestPractices: 0,
        seo: 0,
        lcpMs: Number.NaN,
        cls: Number.NaN,
        tbtMs: Number.NaN,
        bytes: { html: 0, css: 0, js: 0, images: 0, total: 0 },
        requests: 0,
        error: detail.trim().split('\n')[0]!.slice(0, 200),
      };
    }
  }
  const middle = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)]!;
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    seo: median(results.map((r) => r.seo)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    bytes: middle.bytes,
    requests: middle.requests,
  };
}
