import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds WCAG 2.2 AA violations. Waits for reveal
 * animations first, or contrast would be measured mid-fade; the Book Appointment button's
 * five-second blink is finished at once (its colours at rest are what axe should judge).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; disableRules?: string[] } = {},
) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    // Blocks in view are revealed by an IntersectionObserver, whose callback (and so the fade)
    // can start after a first wait: wait until every block 10% in view is revealed and no
    // animation runs any more (at most about 3 seconds).
    const revealPending = () =>
      [...document.querySelectorAll('[data-reveal]')].some((element) => {
        const box = element.getBoundingClientRect();
        const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
        return (
          box.height > 0 && shown / box.height >= 0.1 && !element.classList.contains('is-revealed')
        );
      });
    for (let round = 0; round < 30; round++) {
      for (const animation of document.getAnimations()) {
        if ((animation as CSSAnimation).animationName?.includes('blink')) animation.finish();
      }
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
      await frame();
      await frame();
      const running = document.getAnimations().some((a) => a.playState === 'running');
      if (!running && !revealPending()) return;
      await new Promise((done) => setTimeout(done, 100));
    }
  });
  // Legacy mode runs axe in the page itself. The default runs each frame apart and then
  // merges the results in a fresh blank page, which more than doubles the time of a check;
  // these pages hold no frames (the contact map's frame comes only after a click), so
  // nothing is lost.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_22_AA);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  expect(summarise(results.violations), 'axe WCAG 2.2 AA violations').toEqual([]);
}

/** Each violation as its rule, impact and help, with the first five elements it found. */
function summarise(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
}

/**
 * A Hindi or Marathi page not yet translated: the English page's body (judged whole at its
 * English address) under a notice in the visitor's language. Judges the notice with every
 * WCAG 2.2 AA rule, and the whole page with the rules about its languages (a true `lang` on the
 * page, on the English body and on the notice).
 */
export async function expectFallbackPageAccessible(page: Page) {
  const notice = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_22_AA)
    .include('[data-fallback-notice]')
    .analyze();
  const languages = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withRules(['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang'])
    .analyze();
  expect(
    summarise([...notice.violations, ...languages.violations]),
    'axe WCAG 2.2 AA violations',
  ).toEqual([]);
}
