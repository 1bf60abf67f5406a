/**
 * Whether an error means the database cannot answer now, rather than that a query is wrong:
 * the site then says so with a 503, as when a setting is missing, instead of a 500. Covers the
 * socket (refused, reset, closed by postgres.js), PostgreSQL's connection and shutdown states
 * (the server stopping, starting, crashed, full) and a statement cancelled by its timeout.
 */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // postgres.js's own
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** SQLSTATEs of a server going away or not taking connections (57P0x, 53300 and 53400). */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '57P04', '53300', '53400']);

export type DatabaseTrouble = 'unavailable' | 'timeout';

export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (code === '57014') return 'timeout';
  if (UNREACHABLE.has(code) || SERVER_STATES.has(code) || /^08...$/.test(code))
    return 'unavailable';
  return undefined;
}
