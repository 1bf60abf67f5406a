import { useEffect } from 'react';
import { PATH } from '#/api/measures-progress.ts';
import { loginHref } from '#/lib/auth.ts';
import type { Locale } from '#/lib/i18n.ts';
import { english, pagePath } from './language.ts';
import { ProgressChart } from './ProgressChart.tsx';
import { useProgress } from './useProgress.ts';
import type { IslandWords } from './words.ts';
import './progress.css';

/**
 * /user/progress: the signed-in client's own PHQ-9 and GAD-7 over time, in the page's language
 * (its words come as a prop; the server's messages stay English, marked so).
 */
export default function MyProgress({
  words: w,
  locale,
}: {
  words: IslandWords<'progress'>;
  locale: Locale;
}) {
  const state = useProgress(PATH);
  useEffect(() => {
    if (state.status === 'error' && state.code === 401) {
      window.location.replace(loginHref(window.location.pathname));
    }
  }, [state]);
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {w['progress.loading']}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="measures-panel measures-panel--problem" role="alert" lang={english(locale)}>
        {state.message}
      </p>
    );
  }
  if (state.points.length === 0) {
    const [before, after = ''] = w['progress.empty'].split('{link}');
    return (
      <p>
        {before}
        <a href={pagePath(locale, '/user/sessions')}>{w['progress.emptyLink']}</a>
        {after}
      </p>
    );
  }
  return (
    <>
      <p>{w['progress.intro']}</p>
      <ProgressChart points={state.points} words={w} locale={locale} />
    </>
  );
}
