import { z } from 'zod';

/** 32 bytes in base64: the form of a notes key (src/server/notes/crypto.ts). */
const isNotesKey = (value: string) =>
  /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
const notesKey = z
  .string()
  .trim()
  .refine(isNotesKey, 'must be 32 random bytes in base64 (`openssl rand -base64 32`)');

/**
 * Every environment variable the server reads, validated once. A missing or malformed
 * production variable becomes a ConfigError that names it, answered as a 503 by the
 * HTTP layer, rather than a crash somewhere deep inside a request.
 */
export const configSchema = z.object({
  PSYCORTEX_EMBEDDED: z
    .enum(['0', '1'])
    .default('0')
    .describe('Set to 1 only by the local runtime: embedded database, mail catcher, /_dev routes.')
    .meta({ deploy: 'never' }),
  CONTEXT: z
    .string()
    .optional()
    .describe("Netlify's deploy context (production, deploy-preview, ...).")
    .meta({ deploy: 'netlify' }),
  SITE_URL: z
    .url()
    .describe('Public origin of the site, used in links in e-mails and for Origin checks.'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .describe('Postgres connection string; Supabase transaction pooler (port 6543) in production.'),
  DB_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(1)
    .describe('Database connections per function instance (1 suits serverless functions).'),
  RESEND_API_KEY: z
    .string()
    .min(1)
    .describe('Resend API key (any value for the local mail catcher).'),
  RESEND_BASE_URL: z
    .url()
    .optional()
    .describe('Resend API origin; the local runtime points it at its mail catcher.'),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Psycortex <care@psycortex.in>')
    .describe('Sender of every e-mail; its domain must be verified in Resend.'),
  CARE_EMAIL: z
    .email()
    .default('care@psycortex.in')
    .describe('Where notifications of contact enquiries go.'),
  TURN_URLS: z
    .string()
    .optional()
    .refine(
      (value) => !value || value.split(',').every((u) => /^turns?:[^\s,]+$/.test(u.trim())),
      'must be turn: or turns: addresses, separated by commas',
    )
    .describe(
      'TURN servers for the video sessions, separated by commas (e.g. `turn:turn.example.in:3478?transport=udp,turns:turn.example.in:5349?transport=tcp`). Many mobile and office networks block direct calls; without TURN those calls fail. The local runtime starts coturn when it is installed.',
    ),
  TURN_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
    .optional()
    .describe(
      "The TURN servers' shared secret (coturn's `static-auth-secret` with `use-auth-secret`): each participant of a session gets credentials of their own, valid for that session's room only and until it closes.",
    ),
  OTP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
    .describe('Key of the HMAC that stores login codes; the local runtime makes its own.'),
  GOOGLE_OIDC_ISSUER: z
    .url()
    .optional()
    .describe('OpenID issuer for Sign In with Google (https://accounts.google.com).'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional().describe('Google OAuth client id.'),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional().describe('Google OAuth client secret.'),
  MICROSOFT_OIDC_ISSUER: z
    .url()
    .optional()
    .describe(
      'OpenID issuer for Sign In with Microsoft (https://login.microsoftonline.com/<tenant-id>/v2.0).',
    ),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional().describe('Microsoft Entra application id.'),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional().describe('Microsoft Entra client secret.'),
  PAYDOLLAR_PAYMENT_URL: z
    .url()
    .default('https://www.paydollar.com/b2c2/eng/payment/payForm.jsp')
    .describe('PayDollar hosted payment page the browser posts to.'),
  PAYDOLLAR_QUERY_URL: z
    .url()
    .default('https://www.paydollar.com/b2c2/eng/merchant/api/orderApi.jsp')
    .describe("PayDollar's order query API, used to reconcile pending orders."),
  PAYDOLLAR_MERCHANT_ID: z.string().min(1).optional().describe('PayDollar merchant id.'),
  PAYDOLLAR_SECURE_HASH_SECRET: z
    .string()
    .min(8)
    .optional()
    .describe('PayDollar Secure Hash secret (merchant administration, Profile).'),
  PAYDOLLAR_HASH_ALGORITHM: z
    .enum(['sha1', 'sha256'])
    .default('sha1')
    .describe('The Secure Hash algorithm the merchant account is set to.'),
  PAYDOLLAR_API_LOGIN_ID: z.string().min(1).optional().describe('PayDollar API user login id.'),
  PAYDOLLAR_API_PASSWORD: z.string().min(1).optional().describe('PayDollar API user password.'),
  RAZORPAY_API_BASE: z
    .url()
    .default('https://api.razorpay.com')
    .describe('Razorpay API origin (the local runtime points it at its gateway simulator).'),
  RAZORPAY_CHECKOUT_URL: z
    .url()
    .default('https://api.razorpay.com/v1/checkout/embedded')
    .describe('Razorpay hosted checkout the browser posts to.'),
  RAZORPAY_KEY_ID: z.string().min(1).optional().describe('Razorpay key id (rzp_live_...).'),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional().describe('Razorpay key secret.'),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .min(8)
    .optional()
    .describe('Secret of the Razorpay webhook (payment.captured, payment.failed, order.paid).'),
  SUPABASE_URL: z.url().optional().describe('Supabase project URL, for product image storage.'),
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Supabase service role key (server only), to upload product images.'),
  SUPABASE_STORAGE_BUCKET: z
    .string()
    .min(1)
    .default('product-images')
    .describe('Public Storage bucket holding product images.'),
  NOTES_KEY: notesKey
    .optional()
    .describe(
      'Key of the session notes, AES-256-GCM: 32 random bytes in base64 (`openssl rand -base64 32`). Required in production; kept outside the database, and never changed without moving the old one to NOTES_KEY_PREVIOUS. The local runtime makes its own.',
    ),
  NOTES_KEY_PREVIOUS: z
    .string()
    .optional()
    .refine(
      (value) => !value || value.split(',').every((k) => isNotesKey(k.trim())),
      'must be notes keys (32 bytes in base64), separated by commas',
    )
    .describe(
      'Earlier notes keys, separated by commas, still read while notes written under them remain; new notes use NOTES_KEY.',
    ),
  RETENTION_OTP_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe('Days a login code row is kept after it was made (codes expire after 10 minutes).'),
  RETENTION_SESSION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('Days an expired or ended session row is kept.'),
  RETENTION_RATE_LIMIT_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2)
    .describe('Days a rate-limit counter is kept.'),
  RETENTION_ENQUIRY_DAYS: z.coerce
    .number()
    .int()
    .min(30)
    .default(365)
    .describe('Days a contact enquiry is kept.'),
  RETENTION_EMAIL_DAYS: z.coerce
    .number()
    .int()
    .min(7)
    .default(90)
    .describe('Days a sent or failed e-mail stays in the outbox.'),
  RETENTION_PAYMENT_PAYLOAD_DAYS: z.coerce
    .number()
    .int()
    .min(30)
    .default(180)
    .describe(
      "Days a payment provider's raw notification is kept (for disputes); its summary stays with the order.",
    ),
  RETENTION_BOOKING_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: sessions are needed for care and disputes for a year at least')
    .default(1095)
    .describe(
      'Days sessions (bookings) and lapsed session credits are kept after the session or the expiry; health data, kept no longer than needed.',
    ),
  RETENTION_PRIVACY_REQUEST_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: answered requests are evidence for the regulator')
    .default(1095)
    .describe('Days a privacy request is kept after it was answered.'),
  RETENTION_AUDIT_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365: access logs are kept for a year or more')
    .default(1095)
    .describe("Days the admin panel's audit and access log is kept (at least a year)."),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  readonly variables: string[];
  constructor(variables: string[], detail: string) {
    super(`Server configuration is incomplete: ${detail}`);
    this.name = 'ConfigError';
    this.variables = variables;
  }
}

let cached: Config | undefined;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return {
        name,
        text: issue.code === 'invalid_type' ? `${name} is missing` : `${name} ${issue.message}`,
      };
    });
    throw new ConfigError(
      problems.map((p) => p.name),
      problems.map((p) => p.text).join('; '),
    );
  }
  if (parsed.data.PSYCORTEX_EMBEDDED === '1' && parsed.data.CONTEXT === 'production') {
    throw new ConfigError(
      ['PSYCORTEX_EMBEDDED'],
      'the embedded services must not run in production',
    );
  }
  if (parsed.data.CONTEXT === 'production' && !parsed.data.NOTES_KEY) {
    throw new ConfigError(
      ['NOTES_KEY'],
      'NOTES_KEY is missing: production keeps session notes encrypted under it',
    );
  }
  return parsed.data;
}

/** The process's configuration, validated on first use. */
export function config(): Config {
  cached ??= readConfig();
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigCache(): void {
  cached = undefined;
}
