/** Replaces the placeholder with the embedded map, only after the visitor's click. */
export function initMapOnRequest(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-map-show]');
  button?.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = root.dataset.src ?? '';
    frame.title = 'Map of the Psycortex corporate office in Nagpur';
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer';
    root.replaceChildren(frame);
    frame.focus();
  });
  // The page renders the button disabled: it works from now on.
  if (button) button.disabled = false;
}
