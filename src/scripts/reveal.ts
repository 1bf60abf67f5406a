/**
 * Content marked `data-reveal` fades and scales in when 10% of it is visible, and returns to
 * scale 0.95 and opacity 0 when it leaves view. Nothing moves under prefers-reduced-motion,
 * and nothing is hidden before this script runs.
 */
export function initReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const targets = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (targets.length === 0 || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        entry.target.classList.toggle('is-revealed', entry.isIntersecting);
    },
    { threshold: 0.1 },
  );
  document.documentElement.classList.add('reveal-ready');
  for (const target of targets) observer.observe(target);
}
