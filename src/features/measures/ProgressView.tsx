import { clientProgressPath } from '#/api/clinician-progress.ts';
import { ProgressChart } from './ProgressChart.tsx';
import { useProgress } from './useProgress.ts';
import { CHART_WORDS_EN } from './words.ts';
import './progress.css';

/**
 * One client's PHQ-9 and GAD-7 over time, for their clinician: the portal mounts it with the
 * client's user id. The same chart as the client's own, with each PHQ-9's item-9 mark; English,
 * as the clinician's portal is.
 */
export default function ProgressView({ userId }: { userId: string }) {
  const state = useProgress(clientProgressPath(userId));
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        Loading the client's progress…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="measures-panel measures-panel--problem" role="alert">
        {state.message}
      </p>
    );
  }
  return (
    <div className="progress-view">
      {state.name ? <p className="progress-view__who">Progress of {state.name}</p> : null}
      {state.points.length === 0 ? (
        <p>This client has not answered any measures yet.</p>
      ) : (
        <ProgressChart points={state.points} words={CHART_WORDS_EN} forClinician />
      )}
    </div>
  );
}
