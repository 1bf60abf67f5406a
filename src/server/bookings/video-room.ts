/** The address of a video session's room: the configured meeting service and the booking's own random room. */
export function videoRoomUrl(base: string | undefined, room: string): string | null {
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}/${room}`;
}
