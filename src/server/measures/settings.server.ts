import type { MeasureSettingInput } from '#/api/measures-setting.ts';
import type { ServiceMeasureSetting } from '#/api/measures-settings.ts';
import { DEFAULT_MEASURE_SETTING, type MeasureSetting } from '#/features/measures/schedule.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { AdminSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';

const fromRow = (row: { phq9: boolean; gad7: boolean; every: number }): MeasureSetting => ({
  measures: [...(row.phq9 ? (['phq9'] as const) : []), ...(row.gad7 ? (['gad7'] as const) : [])],
  every: row.every,
});

/** A service's measure setting: its row, or the default (PHQ-9 and GAD-7 before every session). */
export async function measureSetting(database: Db, serviceSlug: string): Promise<MeasureSetting> {
  const row = await database
    .selectFrom('measure_settings')
    .select(['phq9', 'gad7', 'every'])
    .where('service_slug', '=', serviceSlug)
    .executeTakeFirst();
  return row ? fromRow(row) : { ...DEFAULT_MEASURE_SETTING };
}

/** Every service that has a setting of its own; the others ask for the default. */
export async function listMeasureSettings(database: Db): Promise<ServiceMeasureSetting[]> {
  const rows = await database
    .selectFrom('measure_settings')
    .select(['service_slug', 'phq9', 'gad7', 'every'])
    .orderBy('service_slug')
    .execute();
  return rows.map((r) => ({ service: r.service_slug, phq9: r.phq9, gad7: r.gad7, every: r.every }));
}

/** An admin sets which measures a service asks for and how often; audited. */
export async function setMeasureSetting(
  database: Db,
  admin: Pick<AdminSignIn, 'adminId' | 'username'>,
  serviceSlug: string,
  setting: MeasureSettingInput,
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .insertInto('measure_settings')
      .values({ service_slug: serviceSlug, ...setting })
      .onConflict((oc) =>
        oc.column('service_slug').doUpdateSet({ ...setting, updated_at: new Date() }),
      )
      .execute();
    await audit(trx, admin, 'measures.setting', `service:${serviceSlug}`, setting);
  });
}
