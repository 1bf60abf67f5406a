import { useEffect } from 'react';
import { PATH } from '#/api/measures-progress.ts';
import { loginHref } from '#/lib/auth.ts';
import { ProgressChart } from './ProgressChart.tsx';
import { useProgress } from './useProgress.ts';
import './progress.css';

/** /user/progress: the signed-in client's own PHQ-9 and GAD-7 over time. */
export default function MyProgress() {
  const state = useProgress(PATH);
  useEffect(() => {
    if (state.status === 'error' && state.code === 401) {
      window.location.replace(loginHref(window.location.pathname));
    }
  }, [state]);
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        Loading your progress…
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
  if (state.points.length === 0) {
    return (
      <p>
        Nothing to show yet. Before each session we ask you a few short questions about how you have
        been; once you have answered them, your progress appears here. See{' '}
        <a href="/user/sessions">My sessions</a>.
      </p>
    );
  }
  return (
    <>
      <p>
        Your answers before each session, over time. Lower scores mean fewer difficulties. These are
        questionnaires, not a diagnosis: your clinician sees the same chart and can talk it through
        with you.
      </p>
      <ProgressChart points={state.points} />
    </>
  );
}
