/** "1 session", "24 sessions". */
export function sessionsText(sessions: number): string {
  return sessions === 1 ? '1 session' : `${sessions} sessions`;
}
