import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { psql } from './helpers/pg-tools.ts';
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

    // The writers are psql processes (a real outside client): each runs one transaction after
    // another and prints an acknowledgement only once its COMMIT has been answered.
    const writer = async (id: number) => {
      const script = Array.from(
        { length: 20_000 },
        (_, seq) =>
          `begin;\ninsert into writes values (${id}, ${seq});\nselect count(*) from writes where writer = ${id};\ncommit;\n\\echo ack ${id}:${seq}\n`,
      ).join('');
      const result = await psql(server!.url, ['-q', '-t', '-v', 'ON_ERROR_STOP=1', '-f', '-'], {
        input: script,
        timeoutMs: 60_000,
      });
      return [...result.out.matchAll(/^ack (\d+:\d+)$/gm)].map((match) => match[1]!);
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((r) => setTimeout(r, 1500));
    // Killed while the writers are in flight; each psql ends at its lost connection.
    server.child.kill('SIGKILL');
    const acknowledged = (await Promise.all(writers)).flat();
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
