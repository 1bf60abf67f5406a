import { createHash } from 'node:crypto';
import script from '#/scripts/inline/cart-hint.js?raw';

/**
 * Before the cart's island runs, this tells the stylesheet how many lines the stored cart holds
 * (`data-cart-lines` on <html>, 0 to 5), so the stand-in drawn first is the size of what comes:
 * the empty cart, or that many lines. It must run inline, before the page is painted, which a
 * bundled script cannot; the page adds its hash to the Content-Security-Policy
 * (`Astro.csp.insertScriptHash(CART_HINT_HASH)` in the page's own frontmatter, which runs
 * before the head is written).
 */
export const CART_HINT_SCRIPT = script;
export const CART_HINT_HASH =
  `sha256-${createHash('sha256').update(script).digest('base64')}` as const;
