import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './helpers/pglite-process.ts';

/** kill -9 of the embedded server while clients write: every acknowledged write survives. */
describe('embedded database after kill -9', () => {
  let dir: string;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged row of 4 concurrent writers', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-crash-'));
    server = await startServerProcess(join(dir, 'data'));
    const setup = postgres(server.url, { max: 1, prepare: false, onnotice: () => {} });
    await setup`create table writes (writer int not null, seq int not null, primary key (writer, seq))`;
    await setup.end();

    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (id: number) => {
      const sql = postgres(server!.url, { max: 1, prepare: false, onnotice: () => {} });
      try {
        for (let seq = 0; !killed; seq += 1) {
          // A transaction of two statements, so the kill can land between them too.
          await sql.begin(async (tx) => {
            await tx`insert into writes values (${id}, ${seq})`;
            await tx`select count(*) from writes where writer = ${id}`;
          });
          acknowledged.push(`${id}:${seq}`);
        }
        await sql.end({ timeout: 1 });
      } catch {
        // The server died under this writer: what it was told committed is what counts. Its
        // connection is gone; ending the client now trips postgres.js over the dead socket.
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((r) => setTimeout(r, 1500));
    // Killed while the writers are in flight; they stop at their first error.
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    server = await startServerProcess(join(dir, 'data'));
    const check = postgres(server.url, { max: 1, prepare: false, onnotice: () => {} });
    const rows = await check<{ key: string }[]>`select writer || ':' || seq as key from writes`;
    await check.end();
    const present = new Set(rows.map((r) => r.key));
    expect(acknowledged.filter((key) => !present.has(key))).toEqual([]);
    console.log(
      `kill -9: ${acknowledged.length} acknowledged writes, all present (${present.size} rows)`,
    );
  });
});
