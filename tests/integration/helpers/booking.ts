import { expect } from 'vitest';
import type { Db } from '#/server/db/client.server.ts';
import type { TestSite } from './site.ts';

export interface SlotAnswer {
  clinicians: { slug: string; name: string }[];
  slots: { clinician: string; startsAt: string; endsAt: string; mode: string; branch: null }[];
}

/** A demo clinician's free video times for anxiety, as the booking page asks for them. */
export async function videoSlots(site: TestSite, clinician = 'demo-clinician-asha') {
  const response = await fetch(
    `${site.url}/api/booking/slots?mode=video&service=anxiety&clinician=${clinician}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as SlotAnswer).slots;
}

/** What the booking page posts to hold a video time. */
export const holdBody = (startsAt: string, clinician = 'demo-clinician-asha') => ({
  clinician,
  startsAt,
  mode: 'video',
  service: 'anxiety',
  language: 'English',
});

/** Gives a signed-in customer session credits, as a paid package would; answers their id. */
export async function giveCredits(db: Db, email: string, credits: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('session_credits')
    .values({
      user_id: user.id,
      product_name: 'Test package',
      granted: credits,
      remaining: credits,
      expires_at: new Date(Date.now() + 365 * 86_400_000),
    })
    .execute();
  return user.id;
}
