import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Serves the product images the local image store wrote under the data folder, as Supabase
 * Storage's public bucket does in production: immutable, by key, nothing else.
 */
export function createLocalStorage(dir: string, prefix: string) {
  return {
    async handle(request: Request): Promise<Response | undefined> {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(`${prefix}/`)) return undefined;
      const key = pathname.slice(prefix.length + 1);
      if (!/^products\/[0-9a-f]{24}\.webp$/.test(key))
        return new Response('Not found', { status: 404 });
      const data = await readFile(join(dir, key)).catch(() => undefined);
      if (!data) return new Response('Not found', { status: 404 });
      return new Response(data, {
        headers: {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  };
}
