/**
 * Moves focus to an element and brings its top into view below the sticky header (the page's
 * scroll-padding), which focus() alone does not: it scrolls only as far as it must, leaving a
 * tall region's heading under the header. Smooth only when the person allows motion.
 */
export function focusAndReveal(
  element: HTMLElement | null,
  /** Where the view should start, when it is above the element (a step's progress line). */
  top: Element | null = element,
): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  (top ?? element).scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}
