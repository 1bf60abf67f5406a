import { expect, test } from '@playwright/test';
import { mailTo, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

test(
  'subscribe, receive the welcome e-mail, unsubscribe with its link, subscribe again',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/contactus/all');
    const footer = page.getByRole('contentinfo');
    const email = uniqueEmail('letter');
    await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
    await footer.getByRole('checkbox', { name: /send me the newsletter/ }).check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Subscription Added Succesfully');

    await expect.poll(async () => (await mailTo(page, email)).length).toBe(1);
    const [welcome] = await mailTo(page, email);
    expect(welcome!.subject).toBe('Welcome to the Psycortex newsletter');
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

    await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
    await footer.getByRole('checkbox', { name: /send me the newsletter/ }).check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Subscription Added Succesfully');
  },
);
