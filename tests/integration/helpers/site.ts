import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildFunctions,
  createRouter,
  type FunctionRouter,
  loadFunctions,
} from '@psycortex/local-runtime/functions';
import {
  createMailCatcher,
  MAIL_API_PATH,
  type MailCatcher,
} from '@psycortex/local-runtime/mail-catcher';
import { createOidcProvider, localOidcClients } from '@psycortex/local-runtime/oidc-provider';
import type { PaymentSimulator } from '@psycortex/local-runtime/payment-simulator';
import { createSiteServer } from '@psycortex/local-runtime/server';
import type { StorageEmulator } from '@psycortex/local-runtime/storage-emulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetConfigCache } from '#/server/config.ts';
import type { Db, Sql } from '#/server/db/client.server.ts';
import { toErrorResponse } from '#/server/http/handler.ts';
import {
  localOidcEnv,
  startImageStorage,
  startPaymentSimulator,
} from '../../../scripts/local-services.ts';
import { resetData, useTestDatabase } from './db.ts';
import { pageShellResponse } from './page-shells.ts';

export interface TestSite {
  url: string;
  mail: MailCatcher;
  /** The payment gateway simulator, on the same port. */
  gateway: PaymentSimulator;
  router: FunctionRouter;
  /** A same-origin request, as the site's own pages make. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

/**
 * The functions, bundled exactly as the local runtime bundles them, behind the runtime's own
 * HTTP front door, with the mail catcher on the same port. No static files but the shop's
 * shells (./page-shells.ts).
 */
export async function startTestSite(databaseUrl: string): Promise<TestSite> {
  const outdir = await mkdtemp(join(tmpdir(), 'psycortex-functions-'));
  const router = createRouter(await loadFunctions(await buildFunctions(root, outdir)));
  const mail = await createMailCatcher();
  const oidcClients = localOidcClients();
  const oidc = await createOidcProvider(oidcClients);
  const storageDir = await mkdtemp(join(tmpdir(), 'psycortex-storage-'));
  let storage: StorageEmulator | undefined;
  let gateway: PaymentSimulator | undefined;
  const server = createSiteServer({
    router: () => router,
    fallback: async (req) => pageShellResponse(req.url ?? '/'),
    devServices: [
      (request) => mail.handle(request),
      (request) => oidc.handle(request),
      (request) => gateway!.handle(request),
      (request) => storage!.handle(request),
    ],
    distDir: outdir,
    errorResponse: toErrorResponse,
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const payments = await startPaymentSimulator(url, { lateDelayMs: 300 });
  gateway = payments.simulator;
  const images = await startImageStorage(url, storageDir);
  storage = images.storage;
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    SITE_URL: url,
    RESEND_API_KEY: 're_test',
    OTP_SECRET: 'test-otp-secret-of-at-least-32-characters',
    NOTES_KEY: 'dGVzdC1ub3Rlcy1rZXktb2YtMzItYnl0ZXMtZXhhY3Q=',
    RESEND_BASE_URL: `${url}${MAIL_API_PATH}`,
    PSYCORTEX_EMBEDDED: '1',
    ...images.env,
    ...localOidcEnv(url, oidcClients),
    ...payments.env,
  });
  resetConfigCache();
  return {
    url,
    mail,
    gateway,
    router,
    post: (path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await gateway.settled();
      await router.settled();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await rm(outdir, { recursive: true, force: true });
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the condition holds, for things finished after the response (e-mail). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  let lastError: unknown;
  while (Date.now() - start < timeoutMs) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw lastError;
}

/**
 * One test site per file against the test database: started before the file's tests, its data
 * and mail emptied before each test (then `prepare` runs), everything closed after. `site`
 * forwards to the running site, so tests use it as if they had started it themselves.
 */
export function useTestSite(prepare?: (db: Db) => Promise<unknown>): {
  db: Db;
  sql: Sql;
  site: TestSite;
} {
  const { db, sql } = useTestDatabase();
  let started: TestSite | undefined;
  const site = new Proxy({} as TestSite, {
    get: (_target, key) => {
      if (!started) throw new Error('The test site starts in beforeAll; use it inside a test.');
      return Reflect.get(started, key);
    },
  });
  beforeAll(async () => {
    started = await startTestSite(process.env.DATABASE_URL!);
  });
  beforeEach(async () => {
    await resetData(sql);
    await site.mail.clear();
    site.mail.setDown(false);
    await site.gateway.clear();
    await prepare?.(db);
  });
  afterAll(async () => {
    await started?.close();
    await db.destroy();
    await sql.end();
  });
  return { db, sql, site };
}

/** The cookie `name` from a response's Set-Cookie headers, as a Cookie request header value. */
export function cookiePair(response: Response, name: string): string {
  const line = setCookieLine(response, name);
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(';')[0]!;
}

export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

/**
 * Waits, if need be, until a fixed rate-limit window (rate-limit.server.ts counts in windows
 * aligned to the clock) has more than `marginMs` left: a test that fills a limit and expects the
 * next try refused must not straddle a window's end, where the count starts again.
 */
export async function clearOfWindowEnd(windowSeconds: number, marginMs: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
