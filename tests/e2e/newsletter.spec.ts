import { expect, test } from '@playwright/test';
import { mailTo, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

test(
  'subscribe, confirm from the e-mailed link, unsubscribe with the welcome link, subscribe again',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/contactus/all');
    const footer = page.getByRole('contentinfo');
    const email = uniqueEmail('letter');
    const subscribe = async () => {
      await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
      await footer.getByRole('checkbox', { name: /send me the newsletter/ }).check();
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('status')).toHaveText('Subscription Added Succesfully');
    };
    await subscribe();

    // Nothing is sent but the link to confirm (double opt-in).
    await expect.poll(async () => (await mailTo(page, email)).length).toBe(1);
    const [confirmation] = await mailTo(page, email);
    expect(confirmation!.subject).toBe('Please confirm your Psycortex newsletter subscription');
    const confirmLink = confirmation!.text.match(
      /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/,
    )![0];
    // Opening the link confirms nothing by itself; the button on its page does.
    await page.goto(confirmLink);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeVisible();
    expect(await mailTo(page, email)).toHaveLength(1);
    await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
    await expect(page).toHaveURL('/newsletter/confirmed');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }),
    ).toBeVisible();

    await expect.poll(async () => (await mailTo(page, email)).length).toBe(2);
    const welcome = (await mailTo(page, email)).find(
      (m) => m.subject === 'Welcome to the Psycortex newsletter',
    );
    const link = welcome!.text.match(
      /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/,
    )![0];

    await page.goto(link);
    await expect(page).toHaveURL('/newsletter/unsubscribed');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
    ).toBeVisible();
    // Following the link again is harmless.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
    ).toBeVisible();
    // The old confirmation link does not subscribe again.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
    await expect(page).toHaveURL('/newsletter/link-expired');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();

    await subscribe();
    await expect.poll(async () => (await mailTo(page, email)).length).toBe(3);
  },
);

test(
  'a subscription already confirmed is told it exists, as the specification says',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = uniqueEmail('twice');
    const subscribe = async () => {
      await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
      await footer.getByRole('checkbox', { name: /send me the newsletter/ }).check();
      await footer.getByRole('button', { name: 'Subscribe' }).click();
    };
    await subscribe();
    await expect(footer.getByRole('status')).toHaveText('Subscription Added Succesfully');
    await expect.poll(async () => (await mailTo(page, email)).length).toBe(1);
    const [confirmation] = await mailTo(page, email);
    await page.goto(
      confirmation!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0],
    );
    await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
    await expect(page).toHaveURL('/newsletter/confirmed');

    await page.goto('/');
    await subscribe();
    await expect(footer.getByRole('status')).toHaveText('User Already Exists');
  },
);
