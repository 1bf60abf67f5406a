import { expect, type Page } from '@playwright/test';

interface Shift {
  value: number;
  startTime: number;
  /** What moved, as `tag.class x,y → x,y`, for the failure message. */
  moved: string[];
}

/**
 * Counts the layout shifts a page's scripts and data cause: those from the end of parsing on
 * (DOMContentLoaded), summed (stricter than Lighthouse's session windows). Before that, a
 * starved machine may paint a half-parsed header, which is not what these tests are about.
 * Call before the first `goto`; the returned check fails, naming what moved, when the shifts
 * since the last navigation add up to more than `limit`.
 */
export async function watchLayoutShifts(page: Page): Promise<(limit?: number) => Promise<void>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    const at = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          sources?: Array<{
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>;
        }
      >) {
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          moved: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            const name = node?.tagName ? `${node.tagName.toLowerCase()}.${node.className}` : '?';
            return `${name} ${at(source.previousRect)} → ${at(source.currentRect)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async (limit = 0.02) => {
    const counted = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const parsed = navigation?.domContentLoadedEventStart ?? 0;
      return (window as unknown as { shifts: Shift[] }).shifts.filter(
        (shift) => shift.startTime >= parsed,
      );
    });
    const total = counted.reduce((sum, shift) => sum + shift.value, 0);
    const moved = counted.flatMap((shift) =>
      shift.moved.map((m) => `${m} (${shift.value.toFixed(4)})`),
    );
    expect(total, `moved: ${moved.join(', ')}`).toBeLessThanOrEqual(limit);
  };
}
