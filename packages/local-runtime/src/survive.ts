/**
 * The local site is one process: its server, its functions and its services. A promise a
 * function or a library left unawaited (postgres.js has such paths when a database goes away
 * under it) must not take all of them down: a stray rejection or exception is logged, with what
 * it was, and the site goes on answering. Installed once per process.
 */
let installed = false;

export function surviveStrayErrors(log: (line: string) => void = console.error): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    log(`[local-runtime] an unhandled promise rejection, logged and survived: ${describe(reason)}`);
  });
  process.on('uncaughtException', (error) => {
    log(`[local-runtime] an uncaught exception, logged and survived: ${describe(error)}`);
  });
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  return String(value);
}
