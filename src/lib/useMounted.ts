import { useEffect, useState } from 'react';

/**
 * False during the server render and the first render in the browser, true after. Content that
 * depends on this browser's storage (the cart) waits for it, so hydration matches the HTML.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
