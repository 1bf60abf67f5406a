import { countOf } from '#/lib/plural.ts';

/** "1 session", "24 sessions". */
export function sessionsText(sessions: number): string {
  return countOf(sessions, 'session');
}

/**
 * An option with its sessions, "3 months · 12 sessions"; an option named by its sessions alone
 * ("1 session") is not said twice.
 */
export function optionText(label: string, sessions: number): string {
  return labelIsSessions(label, sessions) ? label : `${label} · ${sessionsText(sessions)}`;
}

/** Whether an option's name already says its sessions ("1 session"). */
export function labelIsSessions(label: string, sessions: number): boolean {
  return label.trim().toLowerCase() === sessionsText(sessions);
}
