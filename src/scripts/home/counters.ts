/**
 * Counters count up from 0 when their section scrolls into view, in the specification's steps
 * (10000 by 10, 8000 by 8, 10 by 0.01), one step a tick. Browsers cap timers, so a tick covers
 * as many steps as the elapsed time allows, finishing in about a second. The final figures are
 * in the page for screen readers and without JavaScript; reduced motion leaves them as they are.
 */
const TICK_MS = 1;

function formatted(value: number, step: number): string {
  const decimals = step < 1 ? 2 : 0;
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

function run(el: HTMLElement): void {
  const target = Number(el.dataset.countTo);
  const step = Number(el.dataset.countStep);
  const totalSteps = Math.round(target / step);
  const start = performance.now();
  const frame = (now: number) => {
    const done = Math.min(totalSteps, Math.floor((now - start) / TICK_MS));
    const value = done >= totalSteps ? target : done * step;
    el.textContent = done >= totalSteps ? formatted(target, 1) : formatted(value, step);
    if (done < totalSteps) requestAnimationFrame(frame);
  };
  el.textContent = formatted(0, step);
  requestAnimationFrame(frame);
}

export function initCounters(root: HTMLElement): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const counters = [...root.querySelectorAll<HTMLElement>('[data-count-to]')];
  for (const el of counters) el.textContent = '0';
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      for (const el of counters) run(el);
      root.dataset.counted = 'true';
    },
    { threshold: 0.3 },
  );
  observer.observe(root);
}
