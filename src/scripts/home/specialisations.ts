/** Which of `count` pictures to show for a scroll progress between 0 and 1 (fifths for five). */
export function pictureIndex(progress: number, count: number): number {
  const clamped = Math.min(Math.max(progress, 0), 1);
  return Math.min(count - 1, Math.floor(clamped * count));
}

export function initSpecialisations(root: HTMLElement): void {
  const images = [...root.querySelectorAll<HTMLElement>('[data-special-image]')];
  if (images.length === 0) return;
  let queued = false;
  const update = () => {
    queued = false;
    const rect = root.getBoundingClientRect();
    const scrollable = rect.height - window.innerHeight;
    const progress = scrollable > 0 ? -rect.top / scrollable : 0;
    const current = pictureIndex(progress, images.length);
    images.forEach((img, i) => {
      img.classList.toggle('is-current', i === current);
    });
    root.dataset.picture = String(current);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}
