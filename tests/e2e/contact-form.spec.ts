import { expect, type Page, test } from '@playwright/test';
import { mailTo, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

async function fill(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Get in Touch' });
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Verma <b>');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Contact number').fill('9876543210');
  await form.getByLabel('City').fill('Nagpur');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Country').fill('India');
  await form
    .getByLabel('Message', { exact: true })
    .fill('I would like to know about counselling for exam stress.');
  return form;
}

test('an empty field stops the form before anything is sent', async ({ page }) => {
  await page.goto('/contactus');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/enquiries')) posted = true;
  });
  const form = await fill(page, uniqueEmail('empty'));
  await form.getByLabel('City').fill('');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Please fill in all fields before submitting.');
  await expect(form.getByLabel('City')).toBeFocused();
  expect(posted).toBe(false);
});

test('a message is sent, mailed to the care team and the sender, then the one-minute pause applies', async ({
  page,
}) => {
  await page.goto('/contactus');
  const email = uniqueEmail('enquiry');
  const form = await fill(page, email);
  const send = form.getByRole('button', { name: 'Send message' });
  const status = form.getByRole('status');

  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/enquiries', async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  await expect(send).toBeDisabled();
  expect(await send.evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed');
  release();
  await expect(status).toHaveText('Your message has been sent successfully!');
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('lastContactSubmitTime'))).toMatch(/^\d+$/);

  // Both e-mails go out after the answer, one after the other: wait for each.
  await expect.poll(async () => (await mailTo(page, email)).length).toBe(1);
  const [ack] = await mailTo(page, email);
  expect(ack!.subject).toBe('We have received your message');
  const careNotice = async () =>
    (await mailTo(page, 'care@psycortex.in')).find((m) => m.text.includes(email));
  await expect.poll(careNotice).toBeDefined();
  const notice = (await careNotice())!;
  expect(notice.subject).toBe('New enquiry from Asha Verma <b>');
  expect(notice.html).toContain('Verma &lt;b&gt;');

  await status.getByRole('button', { name: 'Close message' }).click();
  await expect(status.getByText('Your message has been sent successfully!')).toBeHidden();

  await fill(page, email);
  await send.click();
  await expect(status).toHaveText(
    'You recently submitted a message. Please try again after sometime.',
  );
});

test(
  'a failure shows the failure message and gives the button back',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/contactus');
    const form = await fill(page, uniqueEmail('offline'));
    await page.route('**/api/enquiries', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('Failed to send message! Try Again Later');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();

    await page.unroute('**/api/enquiries');
    await page.route('**/api/enquiries', (route) => route.fulfill({ status: 500, body: '{}' }));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText('Failed to send message! Try Again Later');
  },
);
