import { useEffect, useState } from 'react';
import { NoteEditor } from './NoteEditor.tsx';

/** /clinician/notes?booking=<id>: one session's note on a page of its own. */
export default function NotePage() {
  const [booking, setBooking] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setBooking(new URLSearchParams(window.location.search).get('booking'));
  }, []);
  if (booking === undefined) return <p role="status">Opening the note…</p>;
  if (!booking || !/^[1-9][0-9]{0,17}$/.test(booking)) {
    return (
      <p className="note-panel">
        Choose a session from <a href="/clinician">your day</a> to write its note.
      </p>
    );
  }
  return <NoteEditor bookingId={booking} />;
}
