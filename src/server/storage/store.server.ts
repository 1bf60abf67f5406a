import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { ConfigError, config } from '#/server/config.ts';

/**
 * Where product images and clinicians' photos live: a public Supabase Storage bucket (locally, the runtime's emulation
 * of Supabase Storage, reached the same way). The database keeps the object key; `publicUrl`
 * turns it into an address.
 */
export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

function supabaseStore(url: string, serviceKey: string, bucket: string): ImageStore {
  const storage = createClient(url, serviceKey, { auth: { persistSession: false } }).storage;
  return {
    async put(key, data, contentType) {
      const { error } = await storage
        .from(bucket)
        .upload(key, data, { contentType, cacheControl: '31536000', upsert: false });
      if (error) throw new Error(`Supabase Storage upload failed: ${error.message}`);
    },
    async remove(key) {
      const { error } = await storage.from(bucket).remove([key]);
      if (error) console.error(`[storage] removing ${key}: ${error.message}`);
    },
    publicUrl: (key) => storage.from(bucket).getPublicUrl(key).data.publicUrl,
  };
}

export function imageStore(): ImageStore {
  const cfg = config();
  if (!cfg.SUPABASE_URL || !cfg.SUPABASE_SERVICE_ROLE_KEY) {
    throw new ConfigError(
      ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'],
      'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are needed for product images.',
    );
  }
  return supabaseStore(
    cfg.SUPABASE_URL,
    cfg.SUPABASE_SERVICE_ROLE_KEY,
    cfg.SUPABASE_STORAGE_BUCKET,
  );
}

/** The folders of the bucket: one per kind of picture. */
export type ImageFolder = 'products' | 'clinicians';

/** A fresh key per upload, so a changed image never hides behind a cached old one. */
export function newImageKey(folder: ImageFolder = 'products'): string {
  return `${folder}/${randomBytes(12).toString('hex')}.webp`;
}

/** Stored keys look like newImageKey's; anything else (a seed path, a URL) is used as it is. */
export const isStoredKey = (path: string) =>
  /^(products|clinicians)\/[0-9a-f]{24}\.webp$/.test(path);

/** Where a stored image is served from; absolute addresses and site paths pass through. */
export function imageUrl(path: string | null): string | null {
  if (!path) return null;
  if (isStoredKey(path)) return imageStore().publicUrl(path);
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}

/** Validated, re-encoded (see images.server.ts) and stored under a fresh key; answers the key. */
export async function storeImage(
  folder: ImageFolder,
  processed: { data: Buffer; contentType: string },
): Promise<string> {
  const key = newImageKey(folder);
  await imageStore().put(key, processed.data, processed.contentType);
  return key;
}

/** Removes an image this site stored (seed pictures and outside addresses are left alone). */
export async function discardImage(path: string | null): Promise<void> {
  if (path && isStoredKey(path)) await imageStore().remove(path);
}
