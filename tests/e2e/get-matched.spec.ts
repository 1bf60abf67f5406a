import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { billingFor, placeOrder, settle } from './helpers/shop.ts';
import { products, signIn } from './helpers/shopper.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * /get-matched, the personalised questions of HOW IT WORKS step 1: the steps to a suggestion,
 * the optional screeners, the crisis help that an answer to PHQ-9 item 9 brings first, and the
 * answers kept in the browser only.
 */

/**
 * Fails the test if the page sends anything of the answers: they are scored in the browser. The
 * one call allowed is the public clinician list, asked for without any of the choices (the
 * result matches it in the browser); the same list with a query would be recorded.
 */
function watchApi(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const publicList = url.pathname === '/api/booking/slots' && url.search === '';
    if (url.pathname.startsWith('/api/') && !publicList) calls.push(request.url());
  });
  return calls;
}

/** Console errors: a hydration mismatch after a reload, or a style the CSP refused. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const step = (page: Page) => page.getByText(/^Step \d of 4$/);

async function open(page: Page) {
  await page.goto('/get-matched');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get matched to the right therapist' }),
  ).toBeVisible();
  // Hydrated: the form answers to the keyboard.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Steps 1 to 3 with the keyboard only: Space chooses, Enter goes on. */
async function answerFirstSteps(
  page: Page,
  who: string,
  concerns: string[],
  language: string,
  mode: string,
) {
  await expect(step(page)).toHaveText('Step 1 of 4');
  await page.getByRole('radio', { name: who }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  await expect(step(page)).toHaveText('Step 2 of 4');
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: /^What is troubling (you|them|your child|you as a couple) at the moment\?$/,
    }),
  ).toBeFocused();
  for (const concern of concerns) {
    await page.getByRole('checkbox', { name: concern }).focus();
    await page.keyboard.press('Space');
  }
  await page.keyboard.press('Enter');

  await expect(step(page)).toHaveText('Step 3 of 4');
  // Screen readers hear the progress with the heading that takes focus.
  await expect(
    page.getByRole('heading', { level: 2, name: 'How would you like to meet?' }),
  ).toHaveAccessibleDescription('Step 3 of 4');
  await expect(
    page.getByRole('heading', { level: 2, name: 'How would you like to meet?' }),
  ).toBeFocused();
  await page
    .getByRole('group', { name: 'Preferred language' })
    .getByRole('radio', { name: language })
    .check();
  await page
    .getByRole('group', { name: 'Preferred way to meet' })
    .getByRole('radio', { name: mode })
    .check();
  await page.keyboard.press('Enter');
  await expect(step(page)).toHaveText('Step 4 of 4');
}

/** The names of the headings in <main>, in order. */
const headings = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2')].map((h) => h.textContent?.trim() ?? ''),
    );

test('HOW IT WORKS step 1 on the home page leads to the questions', ONE_WIDTH, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Matched to the Right Therapist' }).click();
  await expect(page).toHaveURL(/\/get-matched$/);
});

test('the questions lead to suggested services and a booking link with the choices', async ({
  page,
}) => {
  const api = watchApi(page);
  const errors = watchConsole(page);
  await open(page);
  await expectNoAxeViolations(page);

  // Going on without an answer says what is missing, announced.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose who the help is for.');
  await expect(
    page.getByRole('group', { name: 'Who is the help for?' }),
  ).toHaveAccessibleDescription('Please choose who the help is for.');
  await expectNoAxeViolations(page);

  await answerFirstSteps(
    page,
    'Myself',
    ['Worry, anxiety or panic', 'Trouble sleeping'],
    'Hindi',
    'Video call',
  );
  await expectNoAxeViolations(page);

  // The GAD-7 only: "More than half the days" to every item (7 × 2 = 14, moderate).
  const gad7 = page.getByRole('region', { name: 'GAD-7: worry and anxiety' });
  for (let item = 1; item <= 7; item++) {
    await gad7
      .getByRole('group', { name: new RegExp(`^${item}\\. `) })
      .getByRole('radio', { name: 'More than half the days' })
      .check();
  }
  await page.getByRole('button', { name: 'See my suggestions', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your suggestions' })).toBeFocused();
  const suggestions = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Anxiety Counselling' }) });
  await expect(suggestions.getByRole('heading', { level: 3 })).toHaveText([
    'Anxiety Counselling',
    'Sleep Counselling',
  ]);
  await expect(page.getByRole('link', { name: 'Anxiety Counselling' })).toHaveAttribute(
    'href',
    '/services/counsellingservices/anxiety',
  );
  await expect(page.getByRole('link', { name: 'Find a time with a clinician' })).toHaveAttribute(
    'href',
    '/book?service=anxiety&mode=video&language=hindi',
  );
  // Clinicians who speak Hindi and meet by video, each linking to /book with the choices.
  const clinicians = page.getByRole('region', { name: 'Clinicians who fit your choices' });
  await expect(
    clinicians.getByRole('link', { name: 'See the free times of Demo clinician Asha' }),
  ).toHaveAttribute(
    'href',
    '/book?service=anxiety&mode=video&language=hindi&clinician=demo-clinician-asha',
  );
  await expect(clinicians.getByRole('heading', { level: 3 })).toHaveText([
    'Demo clinician Asha',
    'Demo clinician Ravi',
  ]);
  await expect(
    page.getByRole('heading', { level: 3, name: 'GAD-7 (worry and anxiety): Moderate' }),
  ).toBeVisible();
  await expect(page.getByText('Score 14 out of 21')).toBeVisible();
  await expect(page.getByText(/not a test result or a diagnosis/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Kept in this tab only while answering: gone at the result unless saved with a booking.
  expect(await page.evaluate(() => sessionStorage.getItem('getMatched'))).toBeNull();
  await page.getByRole('checkbox', { name: /Save my answers with my booking/ }).check();
  expect(await page.evaluate(() => sessionStorage.getItem('getMatched'))).toContain(
    '"saveWithBooking":true',
  );
  await page.getByRole('button', { name: 'Clear my answers and start again' }).click();
  await expect(step(page)).toHaveText('Step 1 of 4');
  expect(await page.evaluate(() => sessionStorage.getItem('getMatched'))).toBeNull();
  expect(api).toEqual([]);
  expect(errors).toEqual([]);
});

test('a PHQ-9 item 9 answer above 0 shows the crisis help first, focused, and again at the top of the result', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await open(page);
  await answerFirstSteps(
    page,
    'A family member',
    ['Low mood, sadness or loss of interest'],
    'English',
    'Phone call',
  );
  const phq9 = page.getByRole('region', { name: 'PHQ-9: mood' });
  for (let item = 1; item <= 8; item++) {
    await phq9
      .getByRole('group', { name: new RegExp(`^${item}\\. `) })
      .getByRole('radio', { name: 'Not at all' })
      .check();
  }
  await expect(page.getByRole('region', { name: 'Please reach out for support now' })).toHaveCount(
    0,
  );

  const item9 = phq9.getByRole('group', {
    name: /^9\. Thoughts that you would be better off dead/,
  });
  await item9.getByRole('radio', { name: 'Several days' }).focus();
  await page.keyboard.press('Space');

  const crisis = page.getByRole('region', { name: 'Please reach out for support now' });
  await expect(crisis).toBeFocused();
  await expect(crisis.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(crisis.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  // First after the page's title, before the step and its questions.
  expect((await headings(page)).slice(0, 2)).toEqual([
    'Get matched to the right therapist',
    'Please reach out for support now',
  ]);
  await expectNoAxeViolations(page);

  // The person can go on: back to the answer they gave.
  await crisis.getByRole('button', { name: 'Continue with the questions' }).click();
  await expect(item9.getByRole('radio', { name: 'Several days' })).toBeFocused();
  await page.getByRole('button', { name: 'See my suggestions', exact: true }).click();

  await expect(crisis).toBeFocused();
  expect((await headings(page)).slice(0, 3)).toEqual([
    'Get matched to the right therapist',
    'Please reach out for support now',
    'Your suggestions',
  ]);
  await expect(
    page.getByRole('heading', { level: 3, name: 'PHQ-9 (mood): Minimal' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the screeners can be skipped, and a reload keeps the answers until the result', async ({
  page,
}) => {
  const api = watchApi(page);
  const errors = watchConsole(page);
  await open(page);
  await answerFirstSteps(
    page,
    'My partner and me (as a couple)',
    ['Stress at work, study or home'],
    'No preference',
    'In person at a branch',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Optional: two short questionnaires' }),
  ).toBeFocused();

  // Half a screener is not enough to go on: answer it all or skip.
  await page
    .getByRole('region', { name: 'PHQ-9: mood' })
    .getByRole('group', { name: /^1\. / })
    .getByRole('radio', { name: 'Nearly every day' })
    .check();
  await page.reload();
  await expect(step(page)).toHaveText('Step 4 of 4');
  await expect(
    page
      .getByRole('region', { name: 'PHQ-9: mood' })
      .getByRole('group', { name: /^1\. / })
      .getByRole('radio', { name: 'Nearly every day' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'See my suggestions', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Please answer PHQ-9 questions 2, 3, 4, 5, 6, 7, 8 and 9, or skip this step\.$/,
  );

  await page.getByRole('button', { name: 'Skip this step and see my suggestions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your suggestions' })).toBeFocused();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your questionnaire results' }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Marital Counselling' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a time with a clinician' })).toHaveAttribute(
    'href',
    '/book?service=marital&mode=in-person',
  );
  await expectNoAxeViolations(page);

  // Finished without saving: a reload starts afresh.
  await page.reload();
  await expect(step(page)).toHaveText('Step 1 of 4');
  expect(api).toEqual([]);
  expect(errors).toEqual([]);
});

test('answers saved with a booking reach it, show on My sessions, and can be withdrawn there', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await signIn(page);
  const single = (await products(page)).find((p) => p.slug === 'single-session')!;
  const start = await placeOrder(page.request, baseURL!, {
    items: [{ productSlug: 'single-session', variantId: single.variants[0]!.id, quantity: 1 }],
    billing: billingFor(email, 'Nisha Kulkarni'),
  });
  await settle(page.request, start, 'paid');

  await open(page);
  await answerFirstSteps(page, 'Myself', ['Worry, anxiety or panic'], 'English', 'Video call');
  // The GAD-7 only: "Several days" to every item (7, mild).
  const gad7 = page.getByRole('region', { name: 'GAD-7: worry and anxiety' });
  for (let item = 1; item <= 7; item++) {
    await gad7
      .getByRole('group', { name: new RegExp(`^${item}\\. `) })
      .getByRole('radio', { name: 'Several days' })
      .check();
  }
  // The closing question, asked as published and not scored.
  await gad7
    .getByRole('group', { name: /^If you checked off any problems, how difficult/ })
    .getByRole('radio', { name: 'Somewhat difficult' })
    .check();
  await page.getByRole('button', { name: 'See my suggestions', exact: true }).click();
  await page.getByRole('checkbox', { name: /Save my answers with my booking/ }).check();
  await page.getByRole('link', { name: 'Find a time with a clinician' }).click();
  await expect(page).toHaveURL(/\/book\?service=anxiety&mode=video&language=english$/);

  // The booking page says the answers will go with the time chosen, and lets them stay behind.
  const sharing = page.getByRole('region', { name: 'Your answers to our questions' });
  await expect(sharing).toContainText('they will be shared with your clinician');
  await expect(
    sharing.getByRole('checkbox', { name: 'Share my answers with my clinician' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  const clinicians = page.getByRole('list', { name: 'Clinicians with free times' });
  await clinicians.getByRole('group').nth(3).getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: /We are holding .* for you/ })).toBeVisible();
  await expect(
    page.getByText('Your answers are saved with this session for your clinician.'),
  ).toBeVisible();
  // Sent, so forgotten in the browser.
  await expect(sharing).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('getMatched'))).toBeNull();
  await page.getByRole('button', { name: 'Confirm with a session credit (1 left)' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();

  await page.getByRole('link', { name: 'See my sessions' }).click();
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  const shared = upcoming.getByRole('region', { name: 'Answers shared with your clinician' });
  await expect(shared).toContainText('Worry, anxiety or panic');
  await expect(shared).toContainText('GAD-7 (worry and anxiety)');
  await expect(shared).toContainText('Mild, 7 of 21; Somewhat difficult');
  await expectNoAxeViolations(page);

  // It asks first: the question takes the focus, and Keep sharing changes nothing.
  await shared.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(shared.getByText(/Your clinician will no longer see these answers/)).toBeFocused();
  await expectNoAxeViolations(page);
  await shared.getByRole('button', { name: 'Keep sharing' }).click();
  await expect(shared.getByRole('button', { name: 'Stop sharing' })).toBeFocused();
  await expect(shared).toContainText('Mild, 7 of 21');
  await shared.getByRole('button', { name: 'Stop sharing' }).click();
  await shared.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(
    page.getByText('Your answers are no longer shared with your clinician.'),
  ).toBeVisible();
  await expect(shared).toHaveCount(0);
  await page.reload();
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(
    upcoming.getByRole('region', { name: 'Answers shared with your clinician' }),
  ).toHaveCount(0);
});
