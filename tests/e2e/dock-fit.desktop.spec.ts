import { expect, type Page, test } from '@playwright/test';
import { sitemapPathsByKind } from './helpers/site.ts';

/**
 * The WhatsApp and back-to-top buttons never cover what a visitor reads or uses. From 1024 px
 * they float in a margin the content keeps free: no text or control of the page may lie in
 * their column at any scroll position. Narrower, they sit in a bar of their own, below the
 * page's last line and below anything focused. Checked on every kind of page (up to six of each,
 * see sitemapPathsByKind), plus the shop and the cart.
 */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];
const SLICES = 2;

/** Runs in the page: what the dock covers, or could cover once scrolled. */
async function coveredByDock(): Promise<string[]> {
  // Found as a visitor finds them, by their names.
  const whatsapp = document.querySelector<HTMLElement>('a[aria-label^="Chat with us on WhatsApp"]');
  const back = document.querySelector<HTMLElement>('button[aria-label="Back to top"]');
  if (!whatsapp && !back) return [];
  // Every picture in, so the page's height is final; then scrolled to the end, where the
  // back-to-top button shows, as a visitor sees it.
  for (const image of document.images) image.loading = 'eager';
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  for (let i = 0; i < 3; i++) {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((done) => setTimeout(done, 100));
  }
  const floaters = [whatsapp, back].filter((b): b is HTMLElement => b !== null && !b.hidden);
  const bar = floaters[0]!.closest<HTMLElement>('[data-dock]');
  const floating = !bar || getComputedStyle(bar).borderTopStyle === 'none';
  const dock = bar ?? floaters[0]!;
  const problems: string[] = [];
  const buttons = floaters.map((b) => b.getBoundingClientRect());
  const dockBox = dock.getBoundingClientRect();
  const band = {
    left: Math.min(...buttons.map((b) => b.left)),
    right: Math.max(...buttons.map((b) => b.right)),
  };
  // Fixed, the buttons stand this far down the screen; at the top of the page that is also how far
  // down the document they start to pass over it.
  const buttonsTop = Math.min(...buttons.map((b) => b.top));

  const content: { what: string; box: DOMRect }[] = [];
  /** Where a node can be seen: not in the header, a dialog or the dock; clipped by scrolling boxes (a carousel's hidden slides). */
  const seenBox = (node: Node, box: DOMRect): DOMRect | null => {
    let { left, right, top, bottom } = box;
    for (let e = node.parentElement; e; e = e.parentElement) {
      if (
        e === dock ||
        floaters.includes(e) ||
        e.matches('[data-header], dialog, .visually-hidden')
      )
        return null;
      const style = getComputedStyle(e);
      if (style.position === 'fixed' || style.visibility === 'hidden' || style.display === 'none')
        return null;
      if (style.overflowX !== 'visible' && e !== document.body && e !== document.documentElement) {
        const clip = e.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
    }
    return right - left > 0.5 && bottom - top > 0.5
      ? new DOMRect(left, top, right - left, bottom - top)
      : null;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const box = seenBox(node, rect);
      if (box) content.push({ what: `text "${node.textContent.trim().slice(0, 30)}"`, box });
    }
  }
  for (const control of document.querySelectorAll('a, button, input, select, textarea, summary')) {
    const box = seenBox(control, control.getBoundingClientRect());
    if (box)
      content.push({
        what: `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
        box,
      });
  }
  const scrollY = window.scrollY;
  for (const { what, box } of content) {
    const across = box.right > band.left + 0.5 && box.left < band.right - 0.5;
    if (floating) {
      // A floating button passes over everything in its column below where it starts.
      if (across && box.bottom + scrollY > buttonsTop)
        problems.push(
          `${what} lies in the buttons' column (x ${Math.round(box.left)}..${Math.round(box.right)})`,
        );
    } else if (box.bottom > dockBox.top + 0.5 && box.top < dockBox.bottom) {
      problems.push(`${what} is under the bar at the end of the page`);
    }
  }
  if (!floating) {
    const padding = Number.parseFloat(
      getComputedStyle(document.documentElement).scrollPaddingBottom,
    );
    if (!(padding >= dockBox.height))
      problems.push(`focus may hide under the bar: scroll-padding-bottom ${padding}px`);
  }
  window.scrollTo(0, 0);
  return problems;
}

async function checkAtEveryWidth(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    // Scripts that follow the width run after the resize: let them.
    await page.waitForTimeout(200);
    const found = await page.evaluate(coveredByDock);
    problems.push(...found.map((problem) => `${path} at ${screen.width} px: ${problem}`));
  }
  return problems;
}

for (let slice = 0; slice < SLICES; slice++) {
  test(`the WhatsApp and back-to-top buttons cover nothing on every kind of page, part ${slice + 1} of ${SLICES}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const paths = (await sitemapPathsByKind(page)).filter((_, i) => i % SLICES === slice);
    const problems: string[] = [];
    for (const path of [...paths, ...(slice === 0 ? ['/shop', '/user/mycart'] : [])]) {
      await page.goto(path);
      // Measured once the page has settled: pictures, fonts and the islands' data all in.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      problems.push(...(await checkAtEveryWidth(page, path)));
    }
    expect(problems).toEqual([]);
  });
}
