import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailCatcher, MAIL_API_PATH } from '@psycortex/local-runtime/mail-catcher';
import { privateDir } from '@psycortex/local-runtime/services';
import { afterEach, describe, expect, it } from 'vitest';

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** The local data folder holds login codes (the caught mail), secrets and the database. */
describe('the local data folder is its owner’s alone', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('closes a folder an earlier version left open', async () => {
    dir = await mkdtemp(join(tmpdir(), 'psycortex-data-'));
    await chmod(dir, 0o755);
    await privateDir(dir);
    expect(await modeOf(dir)).toBe(0o700);
    await privateDir(join(dir, 'fresh'));
    expect(await modeOf(join(dir, 'fresh'))).toBe(0o700);
  });

  it('keeps the caught mail, login codes and all, readable by its owner only', async () => {
    dir = await mkdtemp(join(tmpdir(), 'psycortex-data-'));
    const file = join(dir, 'mail.json');
    // An earlier version wrote it world-readable.
    await writeFile(file, '[]', { mode: 0o644 });
    await chmod(file, 0o644);
    const catcher = await createMailCatcher({ file });
    const response = await catcher.handle(
      new Request(`http://localhost${MAIL_API_PATH}/emails`, {
        method: 'POST',
        headers: { authorization: 'Bearer re_test', 'content-type': 'application/json' },
        body: JSON.stringify({
          from: 'care@psycortex.in',
          to: 'someone@example.com',
          subject: 'Your login code',
          text: 'Your code is 123456',
        }),
      }),
    );
    expect(response?.status).toBe(200);
    expect(await modeOf(file)).toBe(0o600);
  });
});
