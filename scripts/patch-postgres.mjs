// Run by `npm install` (package.json "postinstall"), in plain JavaScript so that any Node runs it.
//
// postgres.js 3.4.9 (the latest) writes to a connection's socket after the connection has closed
// when a query is sent on it in that moment, which happens when the database goes away under a
// connection a transaction holds:
//
//   TypeError: Cannot read properties of null (reading 'write') at Immediate.nextWrite
//
// thrown from a timer, so no caller can catch it and the process ends. Had it survived, the
// connection would hang for good: its write timer is left set, so nothing is written again, and
// its next start-up message would follow the dead connection's unsent bytes. Reported upstream
// as porsager/postgres#1154 and #1208; the fixes proposed (#1168, #1209) are not released.
//
// The patch makes a write on a closed connection fail its queries with CONNECTION_CLOSED (the
// caller gets an error, the site answers 503) and makes a closed connection forget its pending
// bytes and timer. It is applied to each of postgres.js's builds, once, and says so if the file
// has changed (a new postgres.js). tests/integration/embedded-clients.test.ts kills the server
// under busy transactions to prove the site's client survives and recovers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = '/* psycortex: closed-socket guard */';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const edits = [
  [
    '  function nextWrite(fn) {\n',
    `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n`,
  ],
  // closed() and terminate(): a cancelled timer is forgotten with its bytes.
  [
    '    clearImmediate(nextWriteTimer)\n',
    '    clearImmediate(nextWriteTimer), nextWriteTimer = chunk = null\n',
  ],
];

let patched = 0;
for (const build of ['src', 'cjs/src', 'cf/src']) {
  const file = join(root, 'node_modules/postgres', build, 'connection.js');
  if (!existsSync(file)) continue;
  let text = readFileSync(file, 'utf8');
  if (text.includes(MARK)) continue;
  if (edits.some(([from]) => !text.includes(from))) {
    console.warn(
      `[patch-postgres] ${file} has changed (a new postgres.js?): not patched. Check whether it still writes to a closed socket (porsager/postgres#1208).`,
    );
    continue;
  }
  for (const [from, to] of edits) text = text.replaceAll(from, to);
  writeFileSync(file, text);
  patched++;
}
if (patched > 0) {
  console.log(
    `[patch-postgres] guarded ${patched} postgres.js builds against writes on a closed socket`,
  );
}
