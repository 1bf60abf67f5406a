import type { BookedSession } from './bookings.ts';

/**
 * GET: the future sessions of a clinician who is leaving, for the admin to reassign; POST:
 * deactivates them (signed out, no new bookings) and answers the same list.
 */
export const PATH = '/api/admin/clinicians/:slug/deactivate';

export const deactivatePath = (slug: string) =>
  `/api/admin/clinicians/${encodeURIComponent(slug)}/deactivate`;

/** A future session of a clinician who is leaving, with the client, for the admin to move. */
export interface SessionToReassign extends BookedSession {
  client: { name: string; email: string; phone: string };
}

/** GET. */
export interface ToReassignAnswer {
  sessions: SessionToReassign[];
}

/** POST: whether this call deactivated them, how many sign-ins it ended, and the sessions. */
export interface DeactivatedAnswer extends ToReassignAnswer {
  deactivated: boolean;
  signInsEnded: number;
}
