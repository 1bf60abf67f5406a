import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestSite } from './helpers/site.ts';

/** An endless chunked body, counting how much of it the server asked for. */
function endlessBody(chunkBytes = 64 * 1024, limitBytes = 300 * 1024 * 1024) {
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= limitBytes) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('what the site reads and whom it answers', () => {
  const { site } = useTestSite();

  it('stops reading a chunked body at the limit instead of taking all 300 MB', async () => {
    for (const [path, type] of [
      ['/api/payments/paydollar/datafeed', 'application/x-www-form-urlencoded'],
      ['/api/enquiries', 'application/json'],
      // The local payment simulator's pages and APIs read their bodies the same way.
      ['/_dev/paydollar/eng/payment/payForm.jsp', 'application/x-www-form-urlencoded'],
      ['/_dev/payments/redeliver', 'application/json'],
    ] as const) {
      const { stream, counter } = endlessBody();
      const abort = new AbortController();
      const response = await fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': type, origin: site.url },
        body: stream,
        duplex: 'half',
        signal: abort.signal,
      } as RequestInit);
      expect(response.status, path).toBe(413);
      if (path.startsWith('/api/')) expect((await response.json()).error.code).toBe('too_large');
      abort.abort();
      // Sockets and stream buffers take a few MB beyond the 64 KB limit; never the whole body.
      expect(counter.pulled, path).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it('answers only to localhost and 127.0.0.1, so a rebinding page cannot read the mail catcher', async () => {
    const { port } = new URL(site.url);
    const ask = (host: string) =>
      new Promise<number>((done, fail) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/_dev/mail.json', headers: { host } },
          (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          },
        );
        req.on('error', fail);
        req.end();
      });
    expect(await ask('evil.example')).toBe(421);
    expect(await ask(`evil.example:${port}`)).toBe(421);
    // Another port would be where the site fetches its own page shells from.
    expect(await ask('localhost:1')).toBe(421);
    expect(await ask('localhost')).toBe(421);
    expect(await ask(`localhost:${port}`)).toBe(200);
    expect(await ask(`127.0.0.1:${port}`)).toBe(200);
  });

  it('answers 404, not 500, to an address whose percent-encoding is broken', async () => {
    for (const path of ['/%ZZ', '/blogs/%ZZ', '/shop/products/%E0%A4']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
