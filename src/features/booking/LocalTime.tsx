import { deviceTimeZone, localTimeNote } from '#/features/booking/local-time.ts';
import { useMounted } from '#/lib/useMounted.ts';

/**
 * A session's time in the visitor's own zone, after the India time, for clients abroad: shown
 * once the page runs in the browser (the build does not know where the visitor is), and only
 * when the device keeps another time than India's.
 */
export function LocalTime({
  instant,
  className,
}: {
  instant: Date;
  /** Set: a line of its own with this class ("In your time: …"); unset: in brackets in a sentence. */
  className?: string;
}) {
  const mounted = useMounted();
  const note = mounted ? localTimeNote(instant, deviceTimeZone()) : undefined;
  if (!note) return null;
  return className ? <p className={className}>In your time: {note}</p> : <> ({note})</>;
}
