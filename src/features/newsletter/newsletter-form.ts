import { subscribe } from '#/api/newsletter.ts';
import { checkNewsletterEmail, NEWSLETTER_MESSAGES } from '#/features/newsletter/newsletter.ts';
import { bindNotice } from '#/scripts/notice.ts';

/**
 * The footer's subscribe form. Messages appear in a live region and stay until closed with x.
 */
export function initNewsletterForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  const consent = form.querySelector<HTMLInputElement>('input[name="consent"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const { show } = bindNotice(
    document.querySelector<HTMLElement>('[data-notice="newsletter"]')!,
    () => input.focus(),
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const check = checkNewsletterEmail(input.value, consent.checked);
    if (!check.ok) {
      show(check.message, 'error');
      const field = check.message === NEWSLETTER_MESSAGES.consent ? consent : input;
      field.setAttribute('aria-invalid', 'true');
      field.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    consent.removeAttribute('aria-invalid');
    button.disabled = true;
    const result = await subscribe({ email: check.email, consent: true });
    if (result.ok) {
      show(NEWSLETTER_MESSAGES.added, 'success');
      form.reset();
    } else if (result.status === 409) {
      show(NEWSLETTER_MESSAGES.exists, 'error');
    } else {
      show(result.fromServer ? result.error.message : NEWSLETTER_MESSAGES.failed, 'error');
    }
    button.disabled = false;
  });
  // The page renders the button disabled, so that nothing is sent before this code runs.
  button.disabled = false;
}
