import { useEffect, useRef } from 'react';

/**
 * The option a visitor ticked while the part was still plain HTML (the page is readable and its
 * radios work before React arrives). Read just before hydration, which would otherwise put the
 * server's default back and lose the choice.
 */
export const optionTickedBefore = (root: Element): string | undefined =>
  root.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;

/** Once hydrated, takes over an option ticked before, if it differs from the one shown. */
export function useOptionTickedBefore(
  ticked: string | undefined,
  selected: string,
  choose: (variantId: string) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (ticked && ticked !== selected) choose(ticked);
  }, [ticked, selected, choose]);
}
