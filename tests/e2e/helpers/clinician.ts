import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { siteDatabase } from './database.ts';

/**
 * Gives a clinician an account and this browser context their session, made in the site's
 * database (the portal's own sign-in by e-mail code is tested in clinician-portal.spec.ts).
 */
export async function signInClinician(
  context: BrowserContext,
  baseURL: string,
  slug = 'demo-clinician-asha',
): Promise<void> {
  const sql = await siteDatabase();
  try {
    const [clinician] = await sql`
      update clinicians set account_email = ${`${slug}@clinicians.example`}, deactivated_at = null
      where slug = ${slug} returning id`;
    const token = randomBytes(32).toString('base64url');
    await sql`
      insert into sign_ins (token_hash, kind, clinician_id, expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, 'clinician', ${clinician!.id},
              now() + interval '12 hours')`;
    await context.addCookies([
      {
        name: '__Host-psy_clinician',
        value: token,
        // As a browser stores the cookie the site sets (host-only, Path=/).
        domain: new URL(baseURL).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  } finally {
    await sql.end();
  }
}
