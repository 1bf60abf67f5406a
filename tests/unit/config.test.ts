import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '#/server/config.ts';

const production = {
  SITE_URL: 'https://psycortex.in',
  DATABASE_URL: 'postgres://user:pw@db.example.supabase.co:6543/postgres',
  RESEND_API_KEY: 're_123',
  OTP_SECRET: 'a-production-otp-secret-of-32-chars-or-more',
};

describe('configuration', () => {
  it('accepts a complete production environment and fills defaults', () => {
    const config = readConfig(production);
    expect(config.DB_POOL_MAX).toBe(1);
    expect(config.PSYCORTEX_EMBEDDED).toBe('0');
    expect(config.CARE_EMAIL).toBe('care@psycortex.in');
  });

  it('names every missing or malformed variable', () => {
    try {
      readConfig({ SITE_URL: 'not a url', RESEND_API_KEY: 're_1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const e = error as ConfigError;
      expect(e.variables.sort()).toEqual(['DATABASE_URL', 'OTP_SECRET', 'SITE_URL']);
      expect(e.message).toContain('DATABASE_URL is missing');
      expect(e.message).toContain('SITE_URL');
    }
  });

  it('refuses a short OTP secret', () => {
    expect(() => readConfig({ ...production, OTP_SECRET: 'too-short' })).toThrow(
      /OTP_SECRET must be at least 32 characters/,
    );
  });

  it('refuses a non-postgres database URL', () => {
    expect(() => readConfig({ ...production, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
  });

  it('refuses the embedded services in a production context', () => {
    expect(() =>
      readConfig({ ...production, PSYCORTEX_EMBEDDED: '1', CONTEXT: 'production' }),
    ).toThrow(ConfigError);
  });

  it('wants a notes key of 32 bytes, and refuses production without one', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(readConfig({ ...production, NOTES_KEY: key }).NOTES_KEY).toBe(key);
    expect(() => readConfig({ ...production, NOTES_KEY: 'c2hvcnQ=' })).toThrow(
      /NOTES_KEY must be 32 random bytes in base64/,
    );
    expect(() =>
      readConfig({ ...production, NOTES_KEY: key, NOTES_KEY_PREVIOUS: `${key},nope` }),
    ).toThrow(/NOTES_KEY_PREVIOUS must be notes keys/);
    try {
      readConfig({ ...production, CONTEXT: 'production' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).variables).toEqual(['NOTES_KEY']);
    }
    expect(readConfig({ ...production, CONTEXT: 'production', NOTES_KEY: key }).NOTES_KEY).toBe(
      key,
    );
  });
});
