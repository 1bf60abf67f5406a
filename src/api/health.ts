/**
 * What anyone may learn from /api/health: up or not (503 when not). Driver errors name hosts
 * and users, so they go to the log, never to the caller. Monitors call it; the site does not.
 */
export const PATH = '/api/health';

export type HealthAnswer = { ok: true } | { ok: false; reason: string };
