import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTextArray, serializeTextArray } from '#/server/db/text-array.ts';
import { databaseTrouble } from '#/server/db/trouble.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, toErrorResponse } from '#/server/http/handler.ts';

describe('text[] without postgres.js fetching types', () => {
  it('reads what PostgreSQL writes', () => {
    expect(parseTextArray('{}')).toEqual([]);
    expect(parseTextArray('{English,Hindi}')).toEqual(['English', 'Hindi']);
    expect(parseTextArray('{"Hindi, Marathi",NULL,"say \\"hi\\"","back\\\\slash",""}')).toEqual([
      'Hindi, Marathi',
      null,
      'say "hi"',
      'back\\slash',
      '',
    ]);
    expect(() => parseTextArray('{{a},{b}}')).toThrow();
  });

  it('reads back every list of strings it writes', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: null })), (values) => {
        expect(parseTextArray(serializeTextArray(values))).toEqual(values);
      }),
    );
  });
});

describe('a database that cannot answer', () => {
  it('is told apart from a query that is wrong', () => {
    for (const code of [
      'ECONNREFUSED',
      'CONNECTION_CLOSED',
      'CONNECT_TIMEOUT',
      '57P01',
      '57P03',
      '08006',
      '53300',
    ]) {
      expect(databaseTrouble(Object.assign(new Error('x'), { code }))).toBe('unavailable');
    }
    expect(databaseTrouble({ code: '57014' })).toBe('timeout');
    for (const error of [new Error('x'), { code: '23505' }, { code: '42P01' }, 'text', null]) {
      expect(databaseTrouble(error)).toBeUndefined();
    }
  });

  it('is answered with a 503 and a plain message: text for a page, JSON for the API', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const page = toErrorResponse(
      error,
      new Request('http://localhost/shop', { headers: { accept: 'text/html,*/*' } }),
    );
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(page.headers.get('retry-after')).toBe('30');
    expect(await page.text()).toBe(`${DATABASE_UNAVAILABLE_MESSAGE}\n`);
    const api = toErrorResponse(error, new Request('http://localhost/api/products'));
    expect(api.status).toBe(503);
    const body = (await api.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'database_unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });
});
