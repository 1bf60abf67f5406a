import { sendEnquiry } from '#/api/enquiries.ts';
import {
  checkEnquiry,
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGES,
  type EnquiryField,
  LAST_SUBMIT_KEY,
  withinCooldown,
} from '#/features/contact/enquiry.ts';
import { bindNotice } from '#/scripts/notice.ts';

/**
 * The contact form: checks before sending, a one-minute pause between messages, the button
 * disabled while sending, and a result box that stays until closed. A network failure shows the
 * failure message too and gives the button back.
 */
export function initContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const { show } = bindNotice(
    form.parentElement!.querySelector<HTMLElement>('[data-notice="contact"]')!,
  );

  const field = (name: EnquiryField) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  const markInvalid = (name?: EnquiryField) => {
    for (const f of ENQUIRY_FIELDS) field(f).removeAttribute('aria-invalid');
    if (name) {
      field(name).setAttribute('aria-invalid', 'true');
      field(name).focus();
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const raw = Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f, field(f).value]));
    const check = checkEnquiry(raw);
    if (!check.ok) {
      markInvalid(check.field);
      show(check.message, 'error');
      return;
    }
    markInvalid();
    if (withinCooldown(localStorage.getItem(LAST_SUBMIT_KEY), Date.now())) {
      show(ENQUIRY_MESSAGES.cooldown, 'error');
      return;
    }
    button.disabled = true;
    const website = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
    const result = await sendEnquiry({
      ...check.value,
      website,
    });
    if (result.ok && result.data?.success) {
      localStorage.setItem(LAST_SUBMIT_KEY, String(Date.now()));
      show(ENQUIRY_MESSAGES.sent, 'success');
      form.reset();
    } else if (result.status === 429) {
      show(ENQUIRY_MESSAGES.cooldown, 'error');
    } else if (!result.ok && result.status === 400 && result.fromServer) {
      show(result.error.message, 'error');
    } else {
      // No answer, or one without words for the person: the form's own message.
      show(ENQUIRY_MESSAGES.failed, 'error');
    }
    button.disabled = false;
  });
}
