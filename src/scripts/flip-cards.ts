/**
 * Flip cards (the awards page). Each card's button toggles `aria-expanded`, and the card's look
 * follows that attribute in CSS, so there is one state for mouse, touch, keyboard and screen
 * readers. Hovering changes nothing (a hover that turned the card would make the next click turn
 * it back, the opposite of what the button offers); Escape turns a card back.
 */
export function initFlipCards(root: ParentNode = document): void {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-flip]')];
  const toggleOf = (card: HTMLElement) =>
    card.querySelector<HTMLButtonElement>('[data-flip-toggle]');
  const setFlipped = (card: HTMLElement, flipped: boolean) =>
    toggleOf(card)?.setAttribute('aria-expanded', String(flipped));

  for (const card of cards) {
    const toggle = toggleOf(card);
    if (!toggle) continue;
    toggle.addEventListener('click', () =>
      setFlipped(card, toggle.getAttribute('aria-expanded') !== 'true'),
    );
    card.dataset.flipReady = '';
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const card of cards) {
      if (card.matches(':hover') || card.contains(document.activeElement)) setFlipped(card, false);
    }
  });
}
