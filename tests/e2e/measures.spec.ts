import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { signInClinician } from './helpers/clinician.ts';
import { siteDatabase } from './helpers/database.ts';
import { answerAll, book, startIn } from './helpers/measures.ts';
import { billingFor, placeOrder, settle } from './helpers/shop.ts';
import { products, signIn } from './helpers/shopper.ts';
import { isPhone, mailTo } from './helpers/site.ts';

/**
 * Outcome measures before each session: a client with two sessions in the coming 72 hours fills
 * the PHQ-9 and GAD-7 before each (the first from My sessions, the second from the e-mail's
 * link, where item 9 above 0 brings the crisis help at once), then sees their chart on My
 * progress with two points for each measure, its table and its facts.
 */

const SHOTS = '/tmp/shots-meas';

/** Answers one questionnaire item by its question and the answer's words. */
async function answer(page: Page, item: RegExp, choice: string) {
  await page.getByRole('group', { name: item }).getByRole('radio', { name: choice }).check();
}

test('a client fills the measures before two sessions and sees their progress chart; so does their clinician', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const width = isPhone(page) ? 390 : 1280;
  const email = await signIn(page);
  const single = (await products(page)).find((p) => p.slug === 'single-session')!;
  const start = await placeOrder(page.request, baseURL!, {
    items: [{ productSlug: 'single-session', variantId: single.variants[0]!.id, quantity: 2 }],
    billing: billingFor(email, 'Kavya Iyer'),
  });
  await settle(page.request, start, 'paid');
  const first = await book(page, baseURL!);
  const second = await book(page, baseURL!);
  await startIn(first, 3);
  await startIn(second, 50);

  // My sessions asks for both, the sooner first.
  await page.goto('/user/sessions');
  const due = page.getByRole('region', { name: 'Your progress' });
  await expect(due.getByRole('heading', { name: 'Fill in before your session' })).toHaveCount(2);
  await expectNoAxeViolations(page);
  mkdirSync(SHOTS, { recursive: true });
  await due.screenshot({ path: `${SHOTS}/sessions-due-${width}.png` });
  await due
    .getByRole('link', { name: /^Answer the questions/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/user/measures\\?booking=${first}$`));

  // Before the first session: higher scores. Sending with one left open says so.
  await answerAll(page, 'PHQ-9', [
    'More than half the days',
    'Nearly every day',
    'More than half the days',
    'Nearly every day',
    'Several days',
    'More than half the days',
    'Several days',
    'Several days',
    'Not at all',
  ]);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText(/Please answer every question: 7 are still open/)).toBeFocused();
  const stillOpen = page.getByText(/Please answer every question/);
  await answerAll(page, 'GAD-7', [
    'Nearly every day',
    'More than half the days',
    'Nearly every day',
    'More than half the days',
    'Several days',
    'More than half the days',
    'Several days',
  ]);
  await expect(stillOpen).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/measures-${width}.png` });
  await page.getByRole('button', { name: 'Send my answers' }).click();
  const thanks = page.getByRole('region', {
    name: /Thank you: your answers are with your clinician/,
  });
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText('PHQ-9: 15 (Moderately severe), your starting point');
  await expect(thanks).toContainText('GAD-7: 14 (Moderate), your starting point');
  await expectNoAxeViolations(page);

  // A week passes (the first answers are dated back), and the second session's e-mail arrives.
  const sql = await siteDatabase();
  await sql`update measure_results set taken_at = taken_at - interval '7 days' where booking_id = ${first}`;
  await sql.end();
  expect((await page.request.post('/_dev/run/booking-sweep')).ok()).toBe(true);
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(page, email)).find((m) => m.text.includes(`booking=${second}`));
      link = mail?.text.match(/https?:\/\/\S+\/user\/measures\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  // The link works without signing in.
  const signedIn = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto(`${url.pathname}${url.search}`);

  // Item 9 above 0: the crisis help comes at once, and focus goes to it.
  await answer(page, /^9\. Thoughts that you would be better off dead/, 'Several days');
  const crisis = page.getByRole('region', { name: 'Please reach out for support now' });
  await expect(crisis).toBeVisible();
  await expect(crisis).toBeFocused();
  await expect(crisis.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await crisis.getByRole('button', { name: 'Continue with the questions' }).click();
  await answerAll(page, 'PHQ-9', [
    'Several days',
    'Several days',
    'Several days',
    'Not at all',
    'Several days',
    'Not at all',
    'Not at all',
    'Not at all',
    'Several days',
  ]);
  await answerAll(page, 'GAD-7', [
    'Several days',
    'Several days',
    'Not at all',
    'Several days',
    'Not at all',
    'Not at all',
    'Not at all',
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  const sent = page.getByRole('region', {
    name: /Thank you: your answers are with your clinician/,
  });
  await expect(sent).toContainText('PHQ-9: 5 (Mild), down 10 points since your first');
  await expect(sent).toContainText('GAD-7: 3 (Minimal), down 11 points since your first');
  await expect(
    page.getByRole('region', { name: 'Please reach out for support now' }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/measures-sent-${width}.png` });

  // My progress, signed in again: two points a measure, drawn and in a table, and the facts.
  await page.context().addCookies(signedIn);
  await page.goto('/user/progress');
  const phq9 = page.getByRole('region', { name: 'PHQ-9' });
  await expect(phq9.getByRole('img')).toHaveAccessibleName(
    'PHQ-9: 2 measures, latest 5 (Mild), down 10 points since the first.',
  );
  await expect(phq9.locator('circle')).toHaveCount(2);
  const rows = phq9.getByRole('table', { name: /PHQ-9 scores/ }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('15Moderately severe');
  await expect(rows.nth(2)).toContainText('5Mild');
  await expect(phq9.getByRole('definition').nth(1)).toHaveText('Yes'); // response
  await expect(phq9.getByRole('definition').nth(3)).toHaveText(/Reliable improvement/);
  const gad7 = page.getByRole('region', { name: 'GAD-7' });
  await expect(gad7.locator('circle')).toHaveCount(2);
  await expect(gad7.getByRole('definition').nth(2)).toHaveText('Yes'); // remission
  // Readable at its width: nothing runs off the side of the page.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  // The page's main part, the sticky header left out of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const main = (await page.locator('main').boundingBox())!;
  await page.screenshot({ path: `${SHOTS}/progress-${width}.png`, fullPage: true, clip: main });

  // Their clinician, in a browser of their own, sees the same chart, with the item-9 column.
  const desk = await browser.newContext({ viewport: page.viewportSize()! });
  await signInClinician(desk, baseURL!);
  const clinicianPage = await desk.newPage();
  const client = await userIdOf(email);
  await clinicianPage.goto(`/clinician/progress?client=${client}`);
  const theirs = clinicianPage.getByRole('region', { name: 'PHQ-9' });
  await expect(theirs.getByRole('img')).toHaveAccessibleName(
    'PHQ-9: 2 measures, latest 5 (Mild), down 10 points since the first.',
  );
  await expect(theirs.locator('circle')).toHaveCount(2);
  await expect(
    theirs.getByRole('table', { name: /PHQ-9 scores/ }).getByRole('columnheader', {
      name: /item 9/i,
    }),
  ).toBeVisible();
  await expect(clinicianPage.getByRole('region', { name: 'GAD-7' }).locator('circle')).toHaveCount(
    2,
  );
  await expectNoAxeViolations(clinicianPage);
  await clinicianPage.screenshot({
    path: `${SHOTS}/clinician-progress-${width}.png`,
    fullPage: true,
  });
  // Another clinician, who never saw this client, is told nothing about them.
  const other = await browser.newContext();
  await signInClinician(other, baseURL!, 'demo-clinician-ravi');
  const refused = await other.request.get(`/api/clinician/clients/${client}/progress`);
  expect(refused.status()).toBe(404);
  await other.close();
  await desk.close();
});

async function userIdOf(email: string): Promise<string> {
  const sql = await siteDatabase();
  try {
    const [user] = await sql<{ id: string }[]>`select id::text from users where email = ${email}`;
    return user!.id;
  } finally {
    await sql.end();
  }
}
