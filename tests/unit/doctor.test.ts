import { describe, expect, it } from 'vitest';
import { readConfig } from '#/server/config.ts';
import { checkVariables, runChecks } from '#/server/doctor/checks.server.ts';

const production = {
  SITE_URL: 'https://psycortex.in',
  DATABASE_URL: 'postgres://u:p@aws-0-ap-south-1.pooler.supabase.com:6543/postgres',
  RESEND_API_KEY: 're_abcdefghijklmnop1234',
  OTP_SECRET: 'x'.repeat(48),
  RAZORPAY_KEY_ID: 'rzp_live_abcdef',
  RAZORPAY_KEY_SECRET: 'secretsecret',
  RAZORPAY_WEBHOOK_SECRET: 'whsecretwhsecret',
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role',
  NOTES_KEY: Buffer.alloc(32, 7).toString('base64'),
  TURN_URLS: 'turn:turn.psycortex.in:3478?transport=udp,turns:turn.psycortex.in:5349?transport=tcp',
  TURN_SECRET: 't'.repeat(48),
};
const problems = (env: Record<string, string | undefined>) =>
  checkVariables(readConfig(env as NodeJS.ProcessEnv))
    .filter((f) => !f.ok)
    .map((f) => f.check);

describe('npm run doctor: the variables', () => {
  it('finds nothing wrong with a complete production environment', () => {
    expect(problems(production)).toEqual([]);
  });

  it('names each problem in words', () => {
    expect(problems({ ...production, SITE_URL: 'http://psycortex.in' })).toEqual(['SITE_URL']);
    expect(problems({ ...production, RESEND_API_KEY: 'abc' })).toEqual(['RESEND_API_KEY']);
    expect(problems({ ...production, RAZORPAY_WEBHOOK_SECRET: undefined })).toEqual([
      'payments',
      'Razorpay',
    ]);
    expect(
      problems({
        ...production,
        PAYDOLLAR_MERCHANT_ID: '123',
        PAYDOLLAR_SECURE_HASH_SECRET: 'secretsecret',
      }),
    ).toEqual(['PayDollar']);
    expect(problems({ ...production, SUPABASE_URL: undefined })).toEqual(['storage']);
    expect(problems({ ...production, PSYCORTEX_EMBEDDED: '1' })).toEqual(['PSYCORTEX_EMBEDDED']);
    expect(problems({ ...production, NOTES_KEY: undefined })).toEqual(['NOTES_KEY']);
    // Without TURN, video sessions fail on networks that block direct calls.
    expect(problems({ ...production, TURN_SECRET: undefined })).toEqual(['TURN']);
    expect(() => readConfig({ ...production, TURN_URLS: 'https://turn.example' })).toThrow(
      /TURN_URLS/,
    );
  });

  it('reports missing variables before trying to connect anywhere', async () => {
    const findings = await runChecks({ SITE_URL: 'https://psycortex.in' });
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(/DATABASE_URL is missing/);
  });
});
