import { inView } from 'motion';
import { animate } from 'motion/mini';

/**
 * Content marked `data-reveal` fades and scales in when 10% of it is visible, and returns to
 * scale 0.95 and opacity 0 when it leaves view: motion's `inView` (an IntersectionObserver)
 * and its mini `animate` (the browser's own Web Animations, a few kilobytes where the full
 * `animate` is tens). Nothing moves under prefers-reduced-motion, and nothing is hidden before
 * this script runs: the hidden state is CSS that applies only under `.reveal-ready`, and not to
 * the blocks already in view when it runs, which stay as they are: what the first screen shows
 * is there at once (and a fading block would be painted late, as the page's largest text).
 */
const SHOWN = { opacity: 1, transform: 'none' };
const HIDDEN = { opacity: 0, transform: 'scale(0.95)' };
const EASING = { duration: 0.6, ease: 'easeOut' } as const;

/** Whether a tenth of the block is in the window now, as `inView`'s `amount: 0.1` counts it. */
function inViewNow(target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return box.height > 0 && shown >= box.height * 0.1;
}

export function initReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const targets = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (targets.length === 0 || !('IntersectionObserver' in window)) return;
  // What the first screen shows stays as it is; only the blocks further down wait to fade in.
  for (const target of targets) if (inViewNow(target)) target.classList.add('is-revealed');
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
