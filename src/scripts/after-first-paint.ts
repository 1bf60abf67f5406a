/**
 * Runs `work` once the page has shown its first frame: in a frame's callback, then after the
 * frame is painted. The shell's script waits for it, so that on a slow phone the page's text and
 * largest picture are painted before the header's and footer's code is fetched and run. Measured
 * with Lighthouse's mobile profile on the built home page: with its scripts taken out by hand the
 * largest paint was 0.91 s in three runs of three, against 1.11-1.52 s with them fetched and run
 * first (docs/decisions.md, "The shell after the first paint"). A page opened in a background tab
 * paints no frame until it is shown, so there the work starts at once.
 */
export function afterFirstPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
