import type { Page } from '@playwright/test';

/**
 * Counts the page's layout shifts from its first paint, as Lighthouse's CLS does (without the
 * session windows: a sum is stricter). Call before the first `goto`; read with the returned
 * function.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
}
