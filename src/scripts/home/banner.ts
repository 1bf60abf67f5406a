/**
 * Rotates the banner's slides every `data-interval` ms. Rotation stops for good when the
 * visitor presses pause or picks a slide, pauses while the banner has focus or the pointer,
 * and never starts under prefers-reduced-motion.
 */
export function initBanner(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-banner-toggle]')!;
  const live = root.querySelector<HTMLElement>('[data-slides]')!;
  const interval = Number(root.dataset.interval ?? 8000);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let current = 0;
  let timer: number | undefined;
  let stopped = reduced;
  let held = false;

  const show = (index: number) => {
    const next = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.hidden = i !== next;
      slide.classList.toggle('is-entering', i === next && !reduced);
    });
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === next));
    });
    current = next;
    root.dataset.current = String(next);
  };

  const schedule = () => {
    window.clearTimeout(timer);
    if (!stopped && !held)
      timer = window.setTimeout(() => {
        show(current + 1);
        schedule();
      }, interval);
  };

  const setStopped = (value: boolean) => {
    stopped = value;
    toggle.setAttribute(
      'aria-label',
      (stopped ? toggle.dataset.play : toggle.dataset.pause) ??
        (stopped ? 'Play the banner' : 'Pause the banner'),
    );
    toggle.querySelector<HTMLElement>('[data-icon="pause"]')!.hidden = stopped;
    toggle.querySelector<HTMLElement>('[data-icon="play"]')!.hidden = !stopped;
    // Announce slide changes only when they are the visitor's doing.
    live.setAttribute('aria-live', stopped ? 'polite' : 'off');
    schedule();
  };

  toggle.hidden = false;
  toggle.addEventListener('click', () => setStopped(!stopped));
  dots.forEach((dot, i) => {
    dot.addEventListener('click', () => {
      setStopped(true);
      show(i);
    });
  });
  const hold = (value: boolean) => {
    held = value;
    schedule();
  };
  root.addEventListener('focusin', () => hold(true));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold(false);
  });
  root.addEventListener('pointerenter', () => hold(true));
  root.addEventListener('pointerleave', () => hold(false));
  document.addEventListener('visibilitychange', () => hold(document.hidden));

  setStopped(reduced);
  show(0);
}
