/** A message box (`.notice` with a <p>, and an optional close button). */
export interface Notice {
  /** `lang`: the message's language when it is not the page's (an English one on a Hindi page). */
  show(message: string, kind?: 'success' | 'error', lang?: string): void;
  hide(): void;
}

/** Binds a message box; its close button, if any, hides it and then calls `onClose`. */
export function bindNotice(box: HTMLElement, onClose?: () => void): Notice {
  const text = box.querySelector('p')!;
  const notice: Notice = {
    show(message, kind = 'error', lang) {
      text.textContent = message;
      if (lang) text.lang = lang;
      else text.removeAttribute('lang');
      box.classList.toggle('notice--success', kind === 'success');
      box.classList.toggle('notice--error', kind === 'error');
      box.hidden = false;
    },
    hide() {
      box.hidden = true;
    },
  };
  box.querySelector('button')?.addEventListener('click', () => {
    notice.hide();
    onClose?.();
  });
  return notice;
}
