/** A message box (`.notice` with a <p>, and an optional close button). */
export interface Notice {
  show(message: string, kind?: 'success' | 'error'): void;
  hide(): void;
}

/** Binds a message box; its close button, if any, hides it and then calls `onClose`. */
export function bindNotice(box: HTMLElement, onClose?: () => void): Notice {
  const text = box.querySelector('p')!;
  const notice: Notice = {
    show(message, kind = 'error') {
      text.textContent = message;
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
