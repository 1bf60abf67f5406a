import { PRIVACY_NOTICE_VERSION } from '#/features/privacy/privacy.ts';
import type { Db } from '#/server/db/client.server.ts';

/** Records a consent as given: for what, under which notice, when and how. */
export async function recordConsent(
  database: Db,
  consent: { email: string; userId?: string | null; purpose: 'newsletter'; method: string },
): Promise<void> {
  const user =
    consent.userId ??
    (
      await database
        .selectFrom('users')
        .select('id')
        .where('email', '=', consent.email)
        .executeTakeFirst()
    )?.id ??
    null;
  await database
    .insertInto('consents')
    .values({
      email: consent.email,
      user_id: user,
      purpose: consent.purpose,
      notice_version: PRIVACY_NOTICE_VERSION,
      method: consent.method,
    })
    .execute();
}

/** Marks every live consent of this address for this purpose as withdrawn. */
export async function withdrawConsent(
  database: Db,
  email: string,
  purpose: 'newsletter',
  method: string,
): Promise<number> {
  const result = await database
    .updateTable('consents')
    .set({ withdrawn_at: new Date(), withdrawal_method: method })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Erasing a person: their consents, given or withdrawn, by account or by address. */
export async function forgetConsents(database: Db, userId: string, email: string): Promise<void> {
  await database
    .deleteFrom('consents')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .execute();
}
