import { sendEnquiry } from '#/api/enquiries.ts';
import {
  checkEnquiry,
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGES,
  type EnquiryField,
  type EnquiryMessages,
  LAST_SUBMIT_KEY,
  withinCooldown,
} from '#/features/contact/enquiry.ts';
import { bindNotice } from '#/scripts/notice.ts';

/**
 * The contact form: checks before sending, a one-minute pause between messages, the button
 * disabled while sending, and a result box that stays until closed. A network failure shows the
 * failure message too and gives the button back. The Hindi and Marathi pages put their messages
 * in the form's data-messages (JSON); the rules stay those of src/lib/enquiry.ts.
 */
export function initContactForm(form: HTMLFormElement): void {
  const messages: EnquiryMessages = form.dataset.messages
    ? (JSON.parse(form.dataset.messages) as EnquiryMessages)
    : ENQUIRY_MESSAGES;
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
    const check = checkEnquiry(raw, messages);
    if (!check.ok) {
      markInvalid(check.field);
      show(check.message, 'error');
      return;
    }
    markInvalid();
    if (withinCooldown(localStorage.getItem(LAST_SUBMIT_KEY), Date.now())) {
      show(messages.cooldown, 'error');
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
      show(messages.sent, 'success');
      form.reset();
    } else if (result.status === 429) {
      show(messages.cooldown, 'error');
    } else if (!result.ok && result.status === 400 && result.fromServer) {
      show(result.error.message, 'error');
    } else {
      // No answer, or one without words for the person: the form's own message.
      show(messages.failed, 'error');
    }
    button.disabled = false;
  });
  // The page renders the button disabled, so that nothing is sent before this code runs.
  button.disabled = false;
}
