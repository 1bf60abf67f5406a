import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { adminExists, createAdmin } from '#/server/auth/admins.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { connect, connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createMailCatcher, MAIL_API_PATH } from './mail-catcher.ts';
import { createOidcProvider, localOidcClients, OIDC_DEV_PREFIX } from './oidc-provider.ts';
import { createPaymentGateway, gatewayEnv, localGatewayCredentials } from './payment-gateway.ts';
import { startPgliteServer } from './pglite-server.ts';
import type { DevService } from './server.ts';

/**
 * Each local service is a real program speaking the real protocol. It starts only when its
 * production variables are absent, and tells the runtime which variables point at it.
 * Adding one (a payment gateway simulator, a sign-in provider) means adding an entry here.
 */
export interface RuntimeContext {
  root: string;
  dataDir: string;
  siteUrl: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

export interface StartedService {
  /** Variables the functions read to reach this service. */
  env: Record<string, string>;
  /** Routes under /_dev/ it serves on the site's port. */
  dev?: DevService;
  stop(): Promise<void>;
}

export interface LocalService {
  name: string;
  /** True when production variables are set, so the real service is used instead. */
  replacedByEnv(env: NodeJS.ProcessEnv): boolean;
  start(ctx: RuntimeContext): Promise<StartedService>;
}

export const databaseService: LocalService = {
  name: 'Postgres (embedded PGlite)',
  replacedByEnv: (env) => Boolean(env.DATABASE_URL),
  async start(ctx) {
    const server = await startPgliteServer({
      dataDir: join(ctx.dataDir, 'pglite'),
      port: Number(ctx.env.PGLITE_PORT ?? 0),
      // Generated once and kept beside the data, so that psql and pg_dump can use it too.
      password: await localSecret(ctx, 'db-password'),
    });
    ctx.log(
      `database  ${server.url.replace(/:[^:@/]+@/, ':…@')} (data in ${join(ctx.dataDir, 'pglite')}; password in ${join(ctx.dataDir, 'db-password')})`,
    );
    // So that commands such as `npm run admin:create` can reach the running local database.
    const urlFile = join(ctx.dataDir, 'database-url');
    await writeFile(urlFile, `${server.url}\n`, { mode: 0o600 });
    return {
      env: { DATABASE_URL: server.url },
      stop: async () => {
        await rm(urlFile, { force: true });
        await server.close();
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
    const clients = localOidcClients();
    const provider = await createOidcProvider(clients);
    const env = localOidcEnv(ctx.siteUrl, clients, ctx.env);
    ctx.log(
      `sign-in   ${ctx.siteUrl}${OIDC_DEV_PREFIX}/google, ${ctx.siteUrl}${OIDC_DEV_PREFIX}/microsoft`,
    );
    return { env, dev: (request) => provider.handle(request), stop: async () => {} };
  },
};

export const paymentService: LocalService = {
  name: 'Payment gateway simulator (PayDollar and Razorpay)',
  replacedByEnv: (env) => Boolean(env.PAYDOLLAR_MERCHANT_ID && env.RAZORPAY_KEY_ID),
  async start(ctx) {
    const credentials = localGatewayCredentials();
    const gateway = await createPaymentGateway({
      siteUrl: ctx.siteUrl,
      credentials,
      file: join(ctx.dataDir, 'payments.json'),
      lateDelayMs: Number(ctx.env.PAYMENT_SIM_LATE_MS ?? 3000),
    });
    ctx.log(`payments  ${ctx.siteUrl}/_dev/payments`);
    return {
      env: gatewayEnv(ctx.siteUrl, credentials),
      dev: (request) => gateway.handle(request),
      stop: () => gateway.settled(),
    };
  },
};

export const storageService: LocalService = {
  name: 'Image storage (a folder under the data directory)',
  replacedByEnv: (env) => Boolean(env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY),
  async start(ctx) {
    const dir = join(ctx.dataDir, 'uploads');
    await mkdir(dir, { recursive: true });
    const storage = createLocalStorage(dir);
    ctx.log(`images    ${dir}`);
    return {
      env: { UPLOADS_DIR: dir },
      dev: (request) => storage.handle(request),
      stop: async () => {},
    };
  },
};

export const LOCAL_SERVICES: LocalService[] = [
  databaseService,
  mailService,
  oidcService,
  paymentService,
  storageService,
];

/**
 * A secret the production environment must set (e.g. OTP_SECRET), made once for local use and
 * kept in the data folder so codes and sessions survive a restart.
 */
export async function localSecret(ctx: RuntimeContext, name: string): Promise<string> {
  const file = join(ctx.dataDir, name);
  const saved = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (saved.length >= 32) return saved;
  const secret = randomBytes(48).toString('base64url');
  await mkdir(ctx.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
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
    if (embedded && !(await adminExists(database, 'admin'))) {
      const password = randomBytes(12).toString('base64url');
      await createAdmin(database, 'admin', password);
      await mkdir(ctx.dataDir, { recursive: true });
      await writeFile(join(ctx.dataDir, 'admin-password'), `${password}\n`, { mode: 0o600 });
      ctx.log(
        `admin     username "admin", password ${password} (also in ${relative(ctx.root, join(ctx.dataDir, 'admin-password'))})`,
      );
    } else if (embedded) {
      const saved = await readFile(join(ctx.dataDir, 'admin-password'), 'utf8').catch(() => '');
      if (saved) {
        ctx.log(
          `admin     username "admin", password in ${relative(ctx.root, join(ctx.dataDir, 'admin-password'))}`,
        );
      }
    }
  } finally {
    await database.destroy();
  }
}
