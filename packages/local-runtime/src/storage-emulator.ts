import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A local stand-in for Supabase Storage that speaks its HTTP API (`/storage/v1`), so that
 * `@supabase/supabase-js` talks to it unchanged when the project URL points here. Only what a
 * server-side client of public buckets uses is there:
 *
 *   POST   /storage/v1/object/{bucket}/{path}          upload (raw body; `x-upsert: true` replaces)
 *   PUT    /storage/v1/object/{bucket}/{path}          replace an existing object
 *   DELETE /storage/v1/object/{bucket}                 remove `{ "prefixes": [paths] }`
 *   GET    /storage/v1/object/public/{bucket}/{path}   public read (HEAD too), no key needed
 *   GET    /storage/v1/bucket/{id}                     the bucket's description
 *
 * Everything but the public read wants the service key (the `apikey` header or a Bearer token,
 * as the SDK sends them). Objects are files under `dir/<bucket>/<path>`, their content type and
 * cache control beside them under `dir/.meta/`. Errors have Storage's shape,
 * `{ statusCode, error, message }`, which the SDK turns into its `StorageApiError`.
 */

export const STORAGE_DEV_PREFIX = '/_dev/supabase';

export interface StorageBucket {
  id: string;
  public: boolean;
}

export interface StorageEmulatorOptions {
  /** Folder for the objects (made if missing). */
  dir: string;
  /** The key clients must present: the service role key of this stand-in project. */
  serviceKey: string;
  /** Buckets that exist from the start, as they would be created in Supabase's dashboard. */
  buckets: StorageBucket[];
  /** Where the emulator is served on the site's port (default /_dev/supabase). */
  prefix?: string;
  /** Largest object accepted, in bytes (Supabase's default: 50 MB). */
  fileSizeLimit?: number;
}

export interface StorageEmulator {
  /** Answers the emulator's routes; undefined for any other path. */
  handle(request: Request): Promise<Response | undefined>;
}

/** The project URL (what SUPABASE_URL would be) of the emulator served at `origin`. */
export function storageProjectUrl(origin: string, prefix = STORAGE_DEV_PREFIX): string {
  return `${origin}${prefix}`;
}

/** A service key for the local project, in the shape of Supabase's secret keys. */
export function localServiceKey(): string {
  return `sb_secret_${randomBytes(24).toString('base64url')}`;
}

interface ObjectMeta {
  id: string;
  contentType: string;
  cacheControl: string;
  size: number;
  eTag: string;
  createdAt: string;
  updatedAt: string;
}

function storageError(status: number, error: string, message: string): Response {
  return Response.json({ statusCode: String(status), error, message }, { status });
}

/** Object names as Supabase accepts them: no empty, `.` or `..` segments, no control characters. */
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?]+$/;

function objectKey(segments: string[]): string | undefined {
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
  const key = decoded.join('/');
  if (!KEY_CHARACTERS.test(key)) return undefined;
  if (decoded.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  return key;
}

export async function createStorageEmulator(
  options: StorageEmulatorOptions,
): Promise<StorageEmulator> {
  const prefix = `${options.prefix ?? STORAGE_DEV_PREFIX}/storage/v1`;
  const limit = options.fileSizeLimit ?? 50 * 1024 * 1024;
  const buckets = new Map(options.buckets.map((b) => [b.id, b]));
  for (const bucket of buckets.values()) {
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(bucket.id)) throw new Error(`bad bucket id ${bucket.id}`);
    await mkdir(join(options.dir, bucket.id), { recursive: true });
  }
  const createdAt = new Date().toISOString();
  const fileOf = (bucket: string, key: string) => join(options.dir, bucket, key);
  const metaOf = (bucket: string, key: string) => join(options.dir, '.meta', bucket, `${key}.json`);

  async function readMeta(bucket: string, key: string): Promise<ObjectMeta | undefined> {
    const text = await readFile(metaOf(bucket, key), 'utf8').catch(() => undefined);
    return text ? (JSON.parse(text) as ObjectMeta) : undefined;
  }

  async function writeAtomically(file: string, data: Uint8Array | string) {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, file);
  }

  function authorised(request: Request): boolean {
    const apikey = request.headers.get('apikey');
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    return apikey === options.serviceKey || bearer === options.serviceKey;
  }

  function fileObject(bucket: string, key: string, meta: ObjectMeta) {
    return {
      name: key,
      bucket_id: bucket,
      owner: '',
      id: meta.id,
      updated_at: meta.updatedAt,
      created_at: meta.createdAt,
      last_accessed_at: meta.updatedAt,
      metadata: {
        eTag: meta.eTag,
        size: meta.size,
        mimetype: meta.contentType,
        cacheControl: meta.cacheControl,
        lastModified: meta.updatedAt,
        contentLength: meta.size,
        httpStatusCode: 200,
      },
    };
  }

  async function upload(request: Request, bucket: string, key: string): Promise<Response> {
    const existing = await readMeta(bucket, key);
    const replace = request.method === 'PUT' || request.headers.get('x-upsert') === 'true';
    if (request.method === 'PUT' && !existing)
      return storageError(404, 'not_found', 'Object not found');
    if (existing && !replace) return storageError(409, 'Duplicate', 'The resource already exists');
    const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
    if (/^multipart\/form-data/i.test(contentType)) {
      return storageError(
        400,
        'InvalidRequest',
        'This local emulator takes the object as the raw request body (upload a Buffer or ArrayBuffer), not as a form.',
      );
    }
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > limit)
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const data = new Uint8Array(await request.arrayBuffer());
    if (data.byteLength > limit)
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const now = new Date().toISOString();
    const meta: ObjectMeta = {
      id: existing?.id ?? randomUUID(),
      contentType,
      cacheControl: request.headers.get('cache-control') ?? 'max-age=3600',
      size: data.byteLength,
      eTag: `"${createHash('md5').update(data).digest('hex')}"`,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    await writeAtomically(fileOf(bucket, key), data);
    await writeAtomically(metaOf(bucket, key), JSON.stringify(meta));
    return Response.json({ Id: meta.id, Key: `${bucket}/${key}` });
  }

  async function remove(request: Request, bucket: string): Promise<Response> {
    const body = (await request.json().catch(() => undefined)) as
      | { prefixes?: unknown }
      | undefined;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
      return storageError(400, 'InvalidRequest', 'body must have a "prefixes" array of paths');
    }
    const removed = [];
    for (const path of prefixes as string[]) {
      const key = objectKey(path.replace(/^\/+/, '').split('/'));
      if (!key) continue;
      const meta = await readMeta(bucket, key);
      if (!meta) continue;
      await rm(fileOf(bucket, key), { force: true });
      await rm(metaOf(bucket, key), { force: true });
      removed.push(fileObject(bucket, key, meta));
    }
    return Response.json(removed);
  }

  async function publicRead(request: Request, bucket: string, key: string): Promise<Response> {
    const meta = await readMeta(bucket, key);
    const data = meta ? await readFile(fileOf(bucket, key)).catch(() => undefined) : undefined;
    if (!meta || !data) return storageError(404, 'not_found', 'Object not found');
    const headers = {
      'content-type': meta.contentType,
      'cache-control': meta.cacheControl,
      etag: meta.eTag,
      'last-modified': new Date(meta.updatedAt).toUTCString(),
      'content-length': String(data.byteLength),
      'x-content-type-options': 'nosniff',
    };
    if (request.headers.get('if-none-match') === meta.eTag) {
      return new Response(null, { status: 304, headers: { etag: meta.eTag } });
    }
    return new Response(request.method === 'HEAD' ? null : data, { headers });
  }

  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(`${prefix}/`)) return undefined;
      const [area, ...rest] = pathname.slice(prefix.length + 1).split('/');
      const method = request.method;

      if (area === 'object' && rest[0] === 'public' && (method === 'GET' || method === 'HEAD')) {
        const [bucketId, ...path] = rest.slice(1);
        const bucket = buckets.get(bucketId ?? '');
        // A private bucket's objects are not public: Storage answers as if they were not there.
        if (!bucket?.public) return storageError(400, 'Bucket not found', 'Bucket not found');
        const key = objectKey(path);
        if (!key) return storageError(400, 'InvalidKey', 'Invalid key');
        return publicRead(request, bucket.id, key);
      }

      if (!authorised(request)) {
        return storageError(
          request.headers.has('apikey') || request.headers.has('authorization') ? 403 : 401,
          'Unauthorized',
          'Invalid Compact JWS',
        );
      }

      if (area === 'bucket' && rest.length === 1 && method === 'GET') {
        const bucket = buckets.get(rest[0]!);
        if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
        return Response.json({
          id: bucket.id,
          name: bucket.id,
          owner: '',
          public: bucket.public,
          type: 'STANDARD',
          file_size_limit: null,
          allowed_mime_types: null,
          created_at: createdAt,
          updated_at: createdAt,
        });
      }

      if (area === 'object' && rest.length >= 1) {
        const [bucketId, ...path] = rest;
        const bucket = buckets.get(bucketId!);
        if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
        if (method === 'DELETE' && path.length === 0) return remove(request, bucket.id);
        if (method === 'POST' || method === 'PUT') {
          const key = objectKey(path);
          if (!key) return storageError(400, 'InvalidKey', 'Invalid key');
          return upload(request, bucket.id, key);
        }
      }
      return storageError(404, 'not_found', 'Route not found');
    },
  };
}
