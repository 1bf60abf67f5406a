import { checkNewsletterEmail, NEWSLETTER_MESSAGES } from '../lib/newsletter.ts';

/**
 * The footer's subscribe form. Messages appear in a live region and stay until closed with x.
 */
export function initNewsletterForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const box = document.querySelector<HTMLElement>('[data-newsletter-message]')!;
  const text = box.querySelector<HTMLElement>('p')!;

  const show = (message: string, kind: 'success' | 'error') => {
    text.textContent = message;
    box.classList.toggle('notice--success', kind === 'success');
    box.classList.toggle('notice--error', kind === 'error');
    box.hidden = false;
  };
  box.querySelector('button')?.addEventListener('click', () => {
    box.hidden = true;
    input.focus();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const check = checkNewsletterEmail(input.value);
    if (!check.ok) {
      show(check.message, 'error');
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    button.disabled = true;
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: check.email }),
      });
      if (response.ok) {
        show(NEWSLETTER_MESSAGES.added, 'success');
        form.reset();
      } else if (response.status === 409) {
        show(NEWSLETTER_MESSAGES.exists, 'error');
      } else {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string };
        } | null;
        show(body?.error?.message ?? NEWSLETTER_MESSAGES.failed, 'error');
      }
    } catch {
      show(NEWSLETTER_MESSAGES.failed, 'error');
    } finally {
      button.disabled = false;
    }
  });
}
