import { eventually, type TestSite } from './site.ts';

/** The link of the last confirmation e-mail sent to `to`, once it has been sent. */
export async function confirmationLink(site: TestSite, to: string): Promise<string> {
  await site.router.settled();
  return eventually(() => {
    const mail = site.mail
      .messages()
      // Newest first.
      .find((m) => m.to.includes(to) && /Please confirm/.test(m.subject));
    if (!mail) throw new Error(`no confirmation to ${to} yet`);
    return mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0];
  });
}

/** What the confirmation page's button does with the link's token. */
export async function followLink(site: TestSite, link: string, origin = site.url) {
  const token = new URL(link).searchParams.get('token') ?? '';
  const response = await fetch(`${site.url}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  await site.router.settled();
  return response;
}

/** Subscribes through the footer's form and follows the e-mailed link: a confirmed subscriber. */
export async function subscribeConfirmed(
  site: TestSite,
  email: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const answer = await site.post('/api/newsletter', { email, consent: true }, headers);
  if (answer.status !== 201) throw new Error(`subscribing ${email} answered ${answer.status}`);
  const confirmed = await followLink(site, await confirmationLink(site, email));
  if (confirmed.headers.get('location') !== '/newsletter/confirmed')
    throw new Error(`confirming ${email} landed on ${confirmed.headers.get('location')}`);
}
