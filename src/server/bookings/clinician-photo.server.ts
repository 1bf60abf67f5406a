import { type Actor, audit } from '#/server/admin/audit.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { processImage } from '#/server/storage/images.server.ts';
import { discardImage, imageUrl, storeImage } from '#/server/storage/store.server.ts';

/** An admin, or a clinician changing their own (the admin's code path, audited as them). */
type Admin = Actor;

/** A profile photo is shown small: 640 px on its longest side is plenty for a sharp screen. */
const PHOTO_SIDE = 640;

/**
 * Gives a clinician a new profile photo (re-encoded, stored under a fresh key) or, with `null`,
 * none; the photo it replaces is removed from storage once the change is saved, and a failed save
 * removes the new one. Audited. Answers the photo's address.
 */
export async function setClinicianPhoto(
  database: Db,
  admin: Admin,
  slug: string,
  upload: Uint8Array | null,
): Promise<string | null> {
  const newPath = upload
    ? await storeImage('clinicians', await processImage(upload, PHOTO_SIDE))
    : null;
  try {
    const replaced = await database.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('clinicians')
        .select(['id', 'photo_path'])
        .where('slug', '=', slug)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound('We could not find that clinician.');
      await trx
        .updateTable('clinicians')
        .set({ photo_path: newPath, updated_at: new Date() })
        .where('id', '=', current.id)
        .execute();
      await audit(
        trx,
        admin,
        newPath ? 'clinician.photo' : 'clinician.photo-removed',
        `clinician:${current.id}`,
        {
          photo: newPath,
        },
      );
      return current.photo_path;
    });
    await discardImage(replaced);
    return imageUrl(newPath);
  } catch (error) {
    await discardImage(newPath);
    throw error;
  }
}
