import { useEffect, useState } from 'react';
import ProgressView from '#/features/measures/ProgressView.tsx';

/** /clinician/progress?client=<user id>: one client's measures over time, for their clinician. */
export default function ClientProgressPage() {
  const [client, setClient] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setClient(new URLSearchParams(window.location.search).get('client'));
  }, []);
  if (client === undefined) return <p role="status">Opening the client's progress…</p>;
  if (!client || !/^[1-9][0-9]{0,17}$/.test(client)) {
    return (
      <p>
        Choose a client from <a href="/clinician">your day</a> to see their progress.
      </p>
    );
  }
  return <ProgressView userId={client} />;
}
