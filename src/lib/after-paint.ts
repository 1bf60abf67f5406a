/**
 * Runs `start` once the page has loaded and painted: after the load event (by then the first
 * screen's pictures have arrived) and two frames more (the first may still be the one that paints
 * them). A page whose load event never comes, behind a stalled picture, starts after 3 seconds.
 *
 * Why: code fetched while the page is still arriving shares a slow connection with the largest
 * picture and, over HTTP/1.1, opens a connection of its own; on a phone the first screen then
 * waits for code it does not need until someone taps or scrolls. The scripts held back this way
 * (AfterPaint.astro) and the islands hydrated with `client:after-paint` start one frame after the
 * paint instead, which on a slow connection is about when they had arrived anyway.
 *
 * Imported only by AfterPaint.astro's script and the `client:after-paint` directive, both inlined
 * into the page: imported by a bundled script as well, it would become a file of its own, and the
 * inlined script a request.
 */
export function whenPainted(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterNextPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
  if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint, { once: true });
  setTimeout(once, 3000);
}

/**
 * The header's button a tap landed on: its menus, search and language wait for the shell's code
 * (AfterPaint.astro keeps such a tap and makes it again once the code has run). Other buttons are
 * left alone: an island's and the home page's own have code of their own, which would see the tap
 * twice.
 */
export function tappedHeaderButton(event: Event): HTMLButtonElement | null {
  return (event.target as Element).closest?.('[data-header] button') ?? null;
}
