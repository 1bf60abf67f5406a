import { createClient } from '@supabase/supabase-js';
import { countOf } from '#/lib/plural.ts';
import { type Config, ConfigError, readConfig } from '#/server/config.ts';
import { connectSql } from '#/server/db/client.server.ts';
import { pendingMigrations } from '#/server/db/migrate.server.ts';

/** One finding of `npm run doctor`: what was checked, whether it is fine, and what to do. */
export interface Finding {
  check: string;
  ok: boolean;
  /** Only for problems that do not stop the site (an optional provider half set up). */
  warning?: boolean;
  message: string;
}

const ok = (check: string, message: string): Finding => ({ check, ok: true, message });
const problem = (check: string, message: string): Finding => ({ check, ok: false, message });
const warning = (check: string, message: string): Finding => ({
  check,
  ok: true,
  warning: true,
  message,
});

/** Checks of the variables alone: nothing leaves the machine. */
export function checkVariables(cfg: Config): Finding[] {
  const findings: Finding[] = [];
  const site = new URL(cfg.SITE_URL);
  findings.push(
    site.protocol === 'https:'
      ? ok('SITE_URL', `The site is ${site.origin}.`)
      : problem(
          'SITE_URL',
          `SITE_URL should start with https:// in production (it is ${site.origin}).`,
        ),
  );
  if (cfg.PSYCORTEX_EMBEDDED === '1') {
    findings.push(
      problem(
        'PSYCORTEX_EMBEDDED',
        'PSYCORTEX_EMBEDDED is set: remove it; it is for the local runtime only.',
      ),
    );
  }
  const db = new URL(cfg.DATABASE_URL.replace(/^postgres(ql)?:/, 'http:'));
  findings.push(
    /pooler\.supabase\.com$/.test(db.hostname) && db.port !== '6543'
      ? warning(
          'DATABASE_URL',
          'DATABASE_URL points at the Supabase session pooler; functions should use the transaction pooler (port 6543).',
        )
      : ok('DATABASE_URL', `The database is at ${db.hostname}${db.port ? `:${db.port}` : ''}.`),
  );
  findings.push(
    /^re_[A-Za-z0-9_]{16,}$/.test(cfg.RESEND_API_KEY)
      ? ok(
          'RESEND_API_KEY',
          'The Resend key has the right shape (whether Resend accepts it shows on the first e-mail).',
        )
      : problem(
          'RESEND_API_KEY',
          'RESEND_API_KEY does not look like a Resend key (re_ followed by letters and digits).',
        ),
  );
  if (cfg.RESEND_BASE_URL) {
    findings.push(
      warning(
        'RESEND_BASE_URL',
        `RESEND_BASE_URL sends e-mail to ${cfg.RESEND_BASE_URL}, not to Resend. Remove it in production.`,
      ),
    );
  }

  const razorpay = [cfg.RAZORPAY_KEY_ID, cfg.RAZORPAY_KEY_SECRET, cfg.RAZORPAY_WEBHOOK_SECRET];
  const paydollar = [cfg.PAYDOLLAR_MERCHANT_ID, cfg.PAYDOLLAR_SECURE_HASH_SECRET];
  const paydollarQuery = [cfg.PAYDOLLAR_API_LOGIN_ID, cfg.PAYDOLLAR_API_PASSWORD];
  const all = (values: readonly unknown[]) => values.every(Boolean);
  const some = (values: readonly unknown[]) => values.some(Boolean);
  if (!all(razorpay) && !all(paydollar)) {
    findings.push(
      problem(
        'payments',
        'No payment provider is fully configured: set the RAZORPAY_* or PAYDOLLAR_* variables (see .env.example).',
      ),
    );
  }
  if (some(razorpay) && !all(razorpay)) {
    findings.push(
      problem(
        'Razorpay',
        'Razorpay is half set up: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are all needed.',
      ),
    );
  } else if (all(razorpay)) {
    findings.push(
      /^rzp_live_/.test(cfg.RAZORPAY_KEY_ID!)
        ? ok('Razorpay', 'Razorpay live keys are set.')
        : warning(
            'Razorpay',
            'RAZORPAY_KEY_ID is not a live key (rzp_live_...): payments will be test payments.',
          ),
    );
  }
  if (some(paydollar) && !all(paydollar)) {
    findings.push(
      problem(
        'PayDollar',
        'PayDollar is half set up: PAYDOLLAR_MERCHANT_ID and PAYDOLLAR_SECURE_HASH_SECRET are both needed.',
      ),
    );
  } else if (all(paydollar)) {
    findings.push(
      all(paydollarQuery)
        ? ok('PayDollar', 'PayDollar is set up, with an API user for reconciliation.')
        : problem(
            'PayDollar',
            'PayDollar has no API user: set PAYDOLLAR_API_LOGIN_ID and PAYDOLLAR_API_PASSWORD, or pending orders cannot be reconciled.',
          ),
    );
  }
  for (const [name, values] of [
    ['Google sign-in', [cfg.GOOGLE_OIDC_ISSUER, cfg.GOOGLE_CLIENT_ID, cfg.GOOGLE_CLIENT_SECRET]],
    [
      'Microsoft sign-in',
      [cfg.MICROSOFT_OIDC_ISSUER, cfg.MICROSOFT_CLIENT_ID, cfg.MICROSOFT_CLIENT_SECRET],
    ],
  ] as const) {
    if (some(values) && !all(values)) {
      findings.push(
        warning(
          name,
          `${name} is half set up, so it is not offered: its issuer, client id and secret are all needed.`,
        ),
      );
    } else if (!some(values)) {
      findings.push(
        warning(name, `${name} is not set up; its button leads back to the e-mail code.`),
      );
    } else {
      findings.push(ok(name, `${name} is set up.`));
    }
  }
  findings.push(
    cfg.NOTES_KEY
      ? ok(
          'NOTES_KEY',
          `Session notes are encrypted under the key NOTES_KEY holds${cfg.NOTES_KEY_PREVIOUS ? ', and earlier keys are still read (NOTES_KEY_PREVIOUS)' : ''}.`,
        )
      : problem(
          'NOTES_KEY',
          'NOTES_KEY is missing: set it to 32 random bytes in base64 (openssl rand -base64 32) and keep a copy outside Netlify; without it no session note can be written or read.',
        ),
  );
  findings.push(
    cfg.TURN_URLS && cfg.TURN_SECRET
      ? ok(
          'TURN',
          `Video sessions relay through ${cfg.TURN_URLS.split(',').length} TURN address(es) when a network blocks direct calls.`,
        )
      : problem(
          'TURN',
          'TURN_URLS and TURN_SECRET are missing: without a TURN server, video sessions fail on the many mobile and office networks that block direct calls. Set both (coturn with use-auth-secret, or a hosted TURN service that speaks its shared-secret scheme).',
        ),
  );
  if (!cfg.SUPABASE_URL || !cfg.SUPABASE_SERVICE_ROLE_KEY) {
    findings.push(
      problem(
        'storage',
        'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are needed to store product images.',
      ),
    );
  }
  return findings;
}

/** Reaches the database and lists migrations it has not applied. */
export async function checkDatabase(cfg: Config): Promise<Finding[]> {
  const sql = connectSql(cfg.DATABASE_URL);
  try {
    const [row] = await sql`select version() as version`;
    const pending = await pendingMigrations(sql);
    return [
      ok('database', `Reached ${String(row?.version).split(' on ')[0]}.`),
      pending.length === 0
        ? ok('migrations', 'Every migration is applied.')
        : problem(
            'migrations',
            `${countOf(pending.length, 'migration')} not applied (${pending.join(', ')}): run npm run db:migrate with the port 5432 connection string.`,
          ),
    ];
  } catch (error) {
    return [problem('database', `Could not reach the database: ${(error as Error).message}`)];
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Looks for the public image bucket in Supabase Storage. */
export async function checkStorage(cfg: Config): Promise<Finding[]> {
  if (!cfg.SUPABASE_URL || !cfg.SUPABASE_SERVICE_ROLE_KEY) return [];
  try {
    const storage = createClient(cfg.SUPABASE_URL, cfg.SUPABASE_SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
    }).storage;
    const { data, error } = await storage.getBucket(cfg.SUPABASE_STORAGE_BUCKET);
    if (error || !data) {
      return [
        problem(
          'storage',
          `The bucket "${cfg.SUPABASE_STORAGE_BUCKET}" was not found (${error?.message ?? 'no answer'}): create it as a public bucket in Supabase Storage.`,
        ),
      ];
    }
    return [
      data.public
        ? ok('storage', `The public bucket "${data.name}" is there.`)
        : problem(
            'storage',
            `The bucket "${data.name}" is private: make it public so product images show.`,
          ),
    ];
  } catch (error) {
    return [problem('storage', `Could not reach Supabase Storage: ${(error as Error).message}`)];
  }
}

/** Every check, in order; the configuration is read from the given environment. */
export async function runChecks(env: NodeJS.ProcessEnv): Promise<Finding[]> {
  let cfg: Config;
  try {
    cfg = readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [problem('variables', error.message)];
    throw error;
  }
  return [...checkVariables(cfg), ...(await checkDatabase(cfg)), ...(await checkStorage(cfg))];
}
