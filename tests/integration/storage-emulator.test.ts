import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createStorageEmulator,
  localServiceKey,
  type StorageEmulator,
  storageProjectUrl,
} from '@psycortex/local-runtime/storage-emulator';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The runtime's Supabase Storage emulation, driven by the real `@supabase/supabase-js` client
 * (its requests handed to the emulator in-process), so that the product's storage code meets the
 * same protocol locally as in production.
 */
describe('Supabase Storage emulator', () => {
  const origin = 'http://localhost:8888';
  const serviceKey = localServiceKey();
  let dir: string;
  let emulator: StorageEmulator;

  const fetchThrough = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await emulator.handle(new Request(input, init));
    return response ?? new Response('not the emulator', { status: 599 });
  };
  const client = (key = serviceKey) =>
    createClient(storageProjectUrl(origin), key, {
      auth: { persistSession: false },
      global: { fetch: fetchThrough },
    }).storage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'psycortex-storage-test-'));
    emulator = await createStorageEmulator({
      dir,
      serviceKey,
      buckets: [
        { id: 'product-images', public: true },
        { id: 'private-files', public: false },
      ],
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const bytes = Buffer.from('RIFF....WEBPVP8 a picture');

  it('uploads, serves publicly, refuses a duplicate, replaces on upsert, removes', async () => {
    const bucket = client().from('product-images');
    const uploaded = await bucket.upload('products/a1.webp', bytes, {
      contentType: 'image/webp',
      cacheControl: '31536000',
      upsert: false,
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({
      path: 'products/a1.webp',
      fullPath: 'product-images/products/a1.webp',
    });

    const { publicUrl } = bucket.getPublicUrl('products/a1.webp').data;
    expect(publicUrl).toBe(
      `${origin}/_dev/supabase/storage/v1/object/public/product-images/products/a1.webp`,
    );
    const read = await fetchThrough(publicUrl);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.headers.get('cache-control')).toBe('max-age=31536000');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(bytes);
    const etag = read.headers.get('etag')!;
    const again = await fetchThrough(publicUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const duplicate = await bucket.upload('products/a1.webp', bytes, { upsert: false });
    expect(duplicate.error).toMatchObject({ status: 409, message: 'The resource already exists' });
    const replaced = await bucket.upload('products/a1.webp', Buffer.from('new'), {
      contentType: 'image/webp',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect(await (await fetchThrough(publicUrl)).text()).toBe('new');

    const removed = await bucket.remove(['products/a1.webp', 'products/never-there.webp']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual(['products/a1.webp']);
    expect((await fetchThrough(publicUrl)).status).toBe(404);
  });

  it('describes its buckets and refuses unknown ones', async () => {
    const { data, error } = await client().getBucket('product-images');
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 'product-images', name: 'product-images', public: true });
    const missing = await client().getBucket('nothing-here');
    expect(missing.error?.message).toBe('Bucket not found');
    const upload = await client().from('nothing-here').upload('x.webp', bytes);
    expect(upload.error?.message).toBe('Bucket not found');
  });

  it('wants the service key for everything but a public read', async () => {
    const wrong = client(`sb_secret_${'x'.repeat(32)}`);
    const upload = await wrong.from('product-images').upload('products/b.webp', bytes);
    expect(upload.error).toMatchObject({ status: 403 });
    expect((await wrong.getBucket('product-images')).error).toMatchObject({ status: 403 });
    const anonymous = await fetchThrough(
      `${origin}/_dev/supabase/storage/v1/object/product-images/products/b.webp`,
      { method: 'POST', body: bytes },
    );
    expect(anonymous.status).toBe(401);
  });

  it('keeps objects inside their bucket and private buckets private', async () => {
    const post = (key: string) =>
      fetchThrough(`${origin}/_dev/supabase/storage/v1/object/product-images/${key}`, {
        method: 'POST',
        headers: { apikey: serviceKey },
        body: bytes,
      });
    // Dot segments never arrive (URLs are normalised first): this one names another bucket.
    expect((await post('../escape.webp')).status).toBe(404);
    for (const key of ['products//x.webp', 'products/a%5Cb.webp', 'products/a%00b.webp']) {
      expect((await post(key)).status, key).toBe(400);
    }
    expect(await readdir(dir)).toEqual(expect.not.arrayContaining(['escape.webp']));

    const secret = await client().from('private-files').upload('notes.txt', Buffer.from('hush'));
    expect(secret.error).toBeNull();
    const read = await fetchThrough(
      client().from('private-files').getPublicUrl('notes.txt').data.publicUrl,
    );
    expect(read.status).toBe(400);
    expect(await read.text()).not.toContain('hush');
  });

  it('leaves paths outside its prefix to the other services', async () => {
    expect(await emulator.handle(new Request(`${origin}/_dev/mail`))).toBeUndefined();
  });
});
