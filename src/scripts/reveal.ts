import { inView } from 'motion';
import { animate } from 'motion/mini';

/**
 * Content marked `data-reveal` fades and scales in when 10% of it is visible, and returns to
 * scale 0.95 and opacity 0 when it leaves view: motion's `inView` (an IntersectionObserver)
 * and its mini `animate` (the browser's own Web Animations, a few kilobytes where the full
 * `animate` is tens). Nothing moves under prefers-reduced-motion, and nothing is hidden before
 * this script runs: the hidden state is CSS that applies only under `.reveal-ready`.
 */
const SHOWN = { opacity: 1, transform: 'none' };
const HIDDEN = { opacity: 0, transform: 'scale(0.95)' };
const EASING = { duration: 0.6, ease: 'easeOut' } as const;

export function initReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const targets = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (targets.length === 0 || !('IntersectionObserver' in window)) return;
  document.documentElement.classList.add('reveal-ready');
  inView(
    targets,
    (target) => {
      // The class marks the block as shown; the animation takes it there.
      target.classList.add('is-revealed');
      animate(target, SHOWN, EASING);
      return () => {
        target.classList.remove('is-revealed');
        animate(target, HIDDEN, EASING);
      };
    },
    { amount: 0.1 },
  );
}
