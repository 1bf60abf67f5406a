import type { ClientDirective } from 'astro';
import { whenPainted } from '#/lib/after-paint.ts';

/**
 * The browser's half of `client:after-paint` (after-paint-directive.ts). The islands that use it
 * render no button of their own before they hydrate, so no tap waits for them to be kept.
 */
const afterPaint: ClientDirective = (load) => {
  whenPainted(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default afterPaint;
