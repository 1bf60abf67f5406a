import { useStore } from '@nanostores/react';
import { indiaLocalToIso, isoToIndiaLocal } from '#/features/admin/calendar/admin-booking-forms.ts';
import { $freeTimes } from '#/features/admin/calendar/calendar.store.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';

/**
 * The clinician's next free times as a list: choosing one fills the date and time field above
 * it, which stays for a time the list does not show.
 */
export function FreeTimes({
  id,
  value,
  onChoose,
}: {
  id: string;
  /** The date and time field's value ("2026-12-03T15:00", India time). */
  value: string;
  onChoose: (local: string) => void;
}) {
  const free = useStore($freeTimes);
  if (free.status === 'idle') return null;
  const chosen = indiaLocalToIso(value);
  const times = free.status === 'ready' ? free.times : [];
  return (
    <div className="admin-field">
      <label htmlFor={id}>Free times</label>
      <span className="admin-help" id={`${id}-hint`} role="status">
        {free.status === 'loading' && 'Looking for free times…'}
        {free.status === 'failed' && 'The free times could not be loaded; type a time above.'}
        {free.status === 'ready' &&
          (times.length === 0
            ? 'No free times in the next two weeks; type a time above.'
            : `${times.length} free ${times.length === 1 ? 'time' : 'times'} in the next two weeks.`)}
      </span>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={times.includes(chosen) ? chosen : ''}
        disabled={times.length === 0}
        onChange={(event) => {
          if (event.target.value) onChoose(isoToIndiaLocal(event.target.value));
        }}
      >
        <option value="">Choose a free time</option>
        {times.map((time) => (
          <option key={time} value={time}>
            {describeIndiaTime(new Date(time))}
          </option>
        ))}
      </select>
    </div>
  );
}
