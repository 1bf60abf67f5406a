import { NOTE_MESSAGES } from '#/features/notes/state.ts';
import { notFound } from '#/server/http/errors.ts';

/** The session id in a notes address: anything that is not one names no session of theirs (404). */
export function noteBookingId(value: string | undefined): string {
  if (!value || !/^[1-9][0-9]{0,17}$/.test(value)) throw notFound(NOTE_MESSAGES.notFound);
  return value;
}

/** Notes are longer than most requests: a note of four full sections in any script fits. */
export const NOTE_BODY_BYTES = 256 * 1024;
