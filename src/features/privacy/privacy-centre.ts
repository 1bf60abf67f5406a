import { withdrawConsent } from '#/api/me-consents.ts';
import { loadMyData } from '#/api/me-data.ts';
import { eraseAccount } from '#/api/me-erase.ts';
import { saveProfile } from '#/api/me-profile.ts';
import { sendPrivacyRequest } from '#/api/me-requests.ts';
import { endAllSignIns } from '#/api/me-sign-ins-end.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { shortDate } from '#/lib/dates.ts';
import { countOf } from '#/lib/plural.ts';
import { bindNotice } from '#/scripts/notice.ts';

/**
 * /user/privacy: shows what is held about the signed-in customer and lets them download,
 * correct, withdraw, sign out everywhere, ask, and erase. Logged-out visitors go to the login
 * page and come back here.
 */
export async function initPrivacyCentre(root: HTMLElement): Promise<void> {
  const { show } = bindNotice(root.querySelector<HTMLElement>('[data-notice="privacy"]')!);
  const body = root.querySelector<HTMLElement>('[data-privacy-body]')!;
  const loading = root.querySelector<HTMLElement>('[data-privacy-loading]')!;
  const loaded = await loadMyData();
  if (loaded.status === 401) {
    window.location.assign(`/user/login?next=${encodeURIComponent('/user/privacy')}`);
    return;
  }
  if (!loaded.ok) {
    loading.textContent = 'We could not load your details. Please reload the page.';
    return;
  }
  const data = loaded.data;
  loading.hidden = true;
  body.hidden = false;

  root.querySelector('[data-data-summary]')!.textContent =
    `We hold your profile, ${countOf(data.orders.length, 'order')}, ${countOf(data.enquiries.length, 'message')} you sent us, ${countOf(data.consents.length, 'consent record')} and ${countOf(data.signIns.length, 'sign-in session')}. The download has all of it, as JSON.`;
  root.querySelector('[data-profile-email]')!.textContent = `It is ${data.profile.email}.`;

  const status = root.querySelector<HTMLElement>('[data-newsletter-status]')!;
  const withdraw = root.querySelector<HTMLButtonElement>('[data-withdraw-newsletter]')!;
  const live = data.consents.find((c) => c.purpose === 'newsletter' && !c.withdrawnAt);
  const renderNewsletter = (subscribed: typeof live) => {
    status.textContent = subscribed
      ? `Newsletter by e-mail: you agreed on ${shortDate(subscribed.grantedAt)} (notice of ${subscribed.noticeVersion}).`
      : 'Newsletter by e-mail: you have not given consent, so we do not send it.';
    withdraw.hidden = !subscribed;
  };
  renderNewsletter(live);
  withdraw.addEventListener('click', async () => {
    withdraw.disabled = true;
    const result = await withdrawConsent('newsletter');
    withdraw.disabled = false;
    if (!result.ok) return show(result.error.message, 'error');
    renderNewsletter(undefined);
    show(PRIVACY_MESSAGES.consentWithdrawn, 'success');
  });

  const profile = root.querySelector<HTMLFormElement>('[data-profile-form]')!;
  const values: Record<string, string> = {
    name: data.profile.name,
    phone: data.profile.phone,
    company: data.profile.company,
    ...data.profile.address,
  };
  for (const [name, value] of Object.entries(values)) {
    const input = profile.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = value ?? '';
  }
  profile.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(profile)) as Record<string, string>;
    const result = await saveProfile(fields);
    if (result.ok) show(PRIVACY_MESSAGES.profileSaved, 'success');
    else show(result.error.message, 'error');
  });

  root.querySelector('[data-end-sign-ins]')!.addEventListener('click', async () => {
    const result = await endAllSignIns();
    if (!result.ok) return show(result.error.message, 'error');
    show(PRIVACY_MESSAGES.signedOutEverywhere, 'success');
    window.setTimeout(() => window.location.assign('/'), 1500);
  });

  const request = root.querySelector<HTMLFormElement>('[data-request-form]')!;
  request.addEventListener('submit', async (event) => {
    event.preventDefault();
    const result = await sendPrivacyRequest(
      Object.fromEntries(new FormData(request)) as Record<'kind' | 'detail', string>,
    );
    if (!result.ok) return show(result.error.message, 'error');
    request.reset();
    show(PRIVACY_MESSAGES.requestReceived, 'success');
  });

  const erase = root.querySelector<HTMLFormElement>('[data-erase-form]')!;
  erase.addEventListener('submit', async (event) => {
    event.preventDefault();
    const confirm = (erase.elements.namedItem('confirm') as HTMLInputElement).value.trim();
    const result = await eraseAccount({ confirm });
    if (!result.ok) return show(result.error.message, 'error');
    body.hidden = true;
    show(PRIVACY_MESSAGES.erased, 'success');
  });
}
