import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { siteDatabase } from './helpers/database.ts';
import { billingFor, placeOrder, settle } from './helpers/shop.ts';
import { products, signIn } from './helpers/shopper.ts';
import { isPhone, mailTo } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * Booking from a bought package to a changed and cancelled session, at both widths, against the
 * local site's demo clinicians (seeded into the embedded database only).
 */

const SHOTS = process.env.BOOKING_SHOTS_DIR;

test('a customer buys five sessions, books a video session with a credit, moves it and cancels it with the credit back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const width = isPhone(page) ? 'phone' : 'desktop';
  const email = await signIn(page);
  const single = (await products(page)).find((p) => p.slug === 'single-session')!;
  const start = await placeOrder(page.request, baseURL!, {
    items: [{ productSlug: 'single-session', variantId: single.variants[0]!.id, quantity: 5 }],
    billing: billingFor(email, 'Asha Rao'),
  });
  await settle(page.request, start, 'paid');

  // As the questionnaire links: the service, the way of meeting and the language chosen.
  await page.goto('/book?service=anxiety&mode=video&language=Marathi');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('anxiety');
  await expect(page.getByRole('combobox', { name: 'How' })).toHaveValue('video');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Marathi');
  const clinicians = page.getByRole('list', { name: 'Clinicians with free times' });
  await expect(clinicians.getByRole('heading', { name: 'Demo clinician Asha' })).toBeVisible();
  // Only Asha speaks Marathi among the demo clinicians.
  await expect(clinicians.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/book-${width}.png`, fullPage: false });
  }

  // A day at least two days ahead, so that the 24-hour rule lets it be moved and cancelled.
  const day = clinicians.getByRole('group').nth(2);
  const slot = day.getByRole('button').first();
  // "Fri 27 Nov, 09:00 Video with Demo clinician Asha": the heading shows "Fri 27 Nov, 09:00 IST".
  const slotName = (await slot.textContent())!;
  const heading = `${slotName.split(' Video')[0]} IST`;
  await slot.click();
  await expect(page.getByRole('heading', { name: /We are holding .* for you/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm with a session credit (5 left)' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'See my sessions' }).click();
  await expect(page).toHaveURL(/\/user\/sessions$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Session credits' })).toContainText('4 of 5 left');
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sessions-${width}.png`, fullPage: true });

  // The calendar file of the session.
  const ics = await page.request.get(
    (await upcoming.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href'))!,
  );
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('SUMMARY:Psycortex video session with Demo clinician Asha');

  await upcoming.getByRole('button', { name: 'Reschedule' }).click();
  const moveTo = upcoming.getByRole('group', { name: 'Move to' });
  // The latest time offered: more than a day ahead, so the credit comes back when cancelled.
  await moveTo.getByRole('button').filter({ hasNotText: 'Keep the current time' }).last().click();
  await expect(page.getByText('Your session has been moved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Session credits' })).toContainText('4 of 5 left');

  await upcoming.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(upcoming.getByText('Cancelling now returns your session credit.')).toBeFocused();
  await upcoming.getByRole('button', { name: 'Yes, cancel this session' }).click();
  await expect(
    page.getByText('Your session is cancelled and the session credit is back in your balance.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Session credits' })).toContainText('5 of 5 left');
  await expect(upcoming).toContainText('You have no sessions booked.');
  await expect(page.getByRole('region', { name: 'Past and cancelled sessions' })).toContainText(
    'Cancelled',
  );
});

test('a signed-out visitor who chooses a time signs in and comes back to it held', async ({
  page,
}) => {
  await page.goto('/book?mode=video&language=Hindi');
  const first = page
    .getByRole('list', { name: 'Clinicians with free times' })
    .getByRole('button')
    .first();
  await first.click();
  await expect(page).toHaveURL(/\/user\/login\?next=/);
  const next = decodeURIComponent(new URL(page.url()).searchParams.get('next')!);
  expect(next).toMatch(/^\/book\?mode=video&language=Hindi&slot=.+&clinician=demo-clinician-/);
});

test('a tapped time far down the list brings the hold panel into view, with focus on it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/book?mode=video&language=Hindi');
  const clinicians = page.getByRole('list', { name: 'Clinicians with free times' });
  // The last time listed: on a phone, thousands of pixels below the panel.
  const slot = clinicians.getByRole('button').last();
  await slot.scrollIntoViewIfNeeded();
  await slot.click();
  const panel = page.getByRole('region', { name: /We are holding .* for you/ });
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
  // Clear of the sticky header once the (smooth) scroll has settled: its heading is not under it.
  await expect
    .poll(async () => {
      const header = await page.locator('header').first().boundingBox();
      const top = (await panel.getByRole('heading').boundingBox())!.y;
      return top - (header ? Math.max(0, header.y + header.height) : 0);
    })
    .toBeGreaterThanOrEqual(-1);
  await expectNoAxeViolations(page);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    const width = isPhone(page) ? 'phone' : 'desktop';
    await page.screenshot({ path: `${SHOTS}/hold-after-tap-${width}.png` });
  }
});

test(
  'the choices made on /book are in its address, to share or reload',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/book?mode=video');
    // Only the languages some clinician speaks are offered (the demo clinicians: three).
    await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText([
      'Any language',
      'English',
      'Hindi',
      'Marathi',
    ]);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Hindi');
    await page.getByRole('combobox', { name: 'Service' }).selectOption('anxiety');
    await expect(page).toHaveURL(/\/book\?mode=video&language=Hindi&service=anxiety$/);
    await page.getByRole('combobox', { name: 'How' }).selectOption('');
    await expect(page).toHaveURL(/\/book\?language=Hindi&service=anxiety$/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Hindi');
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('anxiety');
  },
);

test('a customer with credits books the same time every week, seeing the times first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await signIn(page);
  const single = (await products(page)).find((p) => p.slug === 'single-session')!;
  const start = await placeOrder(page.request, baseURL!, {
    items: [{ productSlug: 'single-session', variantId: single.variants[0]!.id, quantity: 3 }],
    billing: billingFor(email, 'Kiran Rao'),
  });
  await settle(page.request, start, 'paid');
  await page.goto('/book?mode=chat&language=Hindi');
  await page
    .getByRole('list', { name: 'Clinicians with free times' })
    .getByRole('button')
    .first()
    .click();
  const panel = page.getByRole('region', { name: /We are holding .* for you/ });
  const series = panel.getByRole('group', { name: 'Book the same time again?' });
  await series.getByRole('combobox', { name: 'How often' }).selectOption('week');
  await series.getByRole('combobox', { name: 'Sessions in all' }).selectOption('3');
  await expect(panel.getByRole('button', { name: /Confirm with a session credit/ })).toHaveCount(0);
  await series.getByRole('button', { name: 'Check these times' }).click();
  await expect(series.getByRole('listitem')).toHaveCount(3);
  await expect(series.getByRole('listitem').first()).toContainText('held for you');
  await expectNoAxeViolations(page);
  await series.getByRole('button', { name: /^Book [1-3] sessions?$/ }).click();
  await expect(page.getByRole('heading', { name: 'Your sessions are booked' })).toBeVisible();
  await page.goto('/user/sessions');
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const cards = await upcoming.getByRole('heading', { level: 3 }).count();
  expect(cards).toBeGreaterThanOrEqual(2);
  // The first of them can be cancelled with the rest of the series.
  await upcoming
    .getByRole('button', { name: new RegExp(`^Cancel this and the ${cards - 1} after it$`) })
    .click();
  await page.getByRole('button', { name: 'Yes, cancel them' }).click();
  await expect(page.getByText(new RegExp(`^${cards} sessions are cancelled`))).toBeVisible();
});

test('a client asks to be told when a clinician with no free time has one', async ({ page }) => {
  const slug = `dr-waiting-${Math.floor(Math.random() * 1e9)}`;
  const sql = await siteDatabase();
  try {
    // A clinician with no hours at all: no free time in the next two weeks.
    await sql`insert into clinicians (slug, name, role, languages, services, modes)
      values (${slug}, 'Dr Waiting', 'Counselling psychologist', ${['English']},
              ${['anxiety']}, ${['video']})`;
  } finally {
    await sql.end();
  }
  await signIn(page);
  await page.goto(`/book/clinician?clinician=${slug}&mode=video`);
  await expect(page.getByRole('heading', { name: 'No free times match' })).toBeVisible();
  await page.getByRole('button', { name: 'Tell me when a time comes free' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting list' })).toContainText(
    'You are number 1 on the waiting list.',
  );
  await expectNoAxeViolations(page);
});

test.describe('a client abroad', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('sees the held time in India time and in their own', ONE_WIDTH, async ({ page }) => {
    await signIn(page);
    await page.goto('/book?mode=video&language=Hindi');
    await page
      .getByRole('list', { name: 'Clinicians with free times' })
      .getByRole('button')
      .first()
      .click();
    const panel = page.getByRole('region', { name: /We are holding .* IST for you/ });
    await expect(panel).toContainText(
      /Video session \((\w{3} \d{1,2} \w{3}, )?\d\d:\d\d in London\)\./,
    );
  });
});

test('the clinician profile page shows the profile and the free times', async ({ page }) => {
  // ?c=, the old name of the slug in shared profile links, still opens the profile.
  await page.goto('/book/clinician?c=demo-clinician-ravi');
  await expect(page.getByRole('heading', { name: 'Demo clinician Ravi' })).toBeVisible();
  await expect(page.getByText(/Not a real person/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Clinicians with free times' }).getByRole('button').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

// The profile is rendered with the page (the clinician-page function): who the clinician is
// shows with the first response, before any script, which only brings their free times.
test("a clinician's profile is in the page before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/book/clinician?clinician=demo-clinician-ravi');
    await expect(page).toHaveTitle('Demo clinician Ravi · Clinician profile | Psycortex');
    await expect(
      page.getByRole('heading', { name: 'Demo clinician Ravi', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Qualifications' })).toBeVisible();
    await expect(page.getByText(/Not a real person/)).toBeVisible();

    await page.goto('/mr/book/clinician?clinician=demo-clinician-ravi');
    await expect(
      page.getByRole('heading', { name: 'Demo clinician Ravi', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'भाषा' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a profile address naming no clinician, or one not found, leads to the list', async ({
  page,
}) => {
  await page.goto('/book/clinician?mode=video');
  await expect(page).toHaveURL(/\/book\?mode=video$/);
  await expect(page.getByRole('heading', { name: 'Book a Session', level: 1 })).toBeVisible();

  const response = await page.goto('/book/clinician?clinician=no-such-clinician');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Clinician not found' })).toBeVisible();
  // No times to choose for nobody.
  await expect(page.getByRole('form', { name: 'What kind of session' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See every clinician and their free times' }).click();
  await expect(page).toHaveURL(/\/book$/);
});

test(
  'another customer pays for a single session at the checkout and the held time is confirmed',
  ONE_WIDTH,
  async ({ page, baseURL }) => {
    const email = await signIn(page);
    await page.goto('/book?mode=chat&language=Hindi');
    await page
      .getByRole('list', { name: 'Clinicians with free times' })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('button', { name: 'Pay for this session' }).click();
    await expect(page).toHaveURL(/\/user\/checkout$/);
    // The checkout names the held time this payment confirms, and how long it is kept.
    await expect(
      page.getByText(
        /^This payment confirms your chat session with Demo clinician \w+ on .+\. We are holding the time for you until \d\d:\d\d IST\.$/,
      ),
    ).toBeVisible();
    // Pay Now as the checkout page does (its form has tests of its own), then the gateway pays.
    const single = (await products(page)).find((p) => p.slug === 'single-session')!;
    const start = await placeOrder(page.request, baseURL!, {
      items: [{ productSlug: 'single-session', variantId: single.variants[0]!.id, quantity: 1 }],
      billing: billingFor(email, 'Meera Rao'),
    });
    await settle(page.request, start, 'paid');
    await page.goto('/user/sessions');
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await expect(upcoming).toContainText('Confirmed · Chat');
    await expect(upcoming).toContainText('Their contact: +91 00000 00000');
    await expect(page.getByRole('region', { name: 'Session credits' })).toContainText(
      '0 of 1 left',
    );
  },
);

test(
  'the confirmation e-mail carries the calendar invitation and signed links that move and cancel the session signed out',
  ONE_WIDTH,
  async ({ page, baseURL, browser }) => {
    const email = await signIn(page);
    const single = (await products(page)).find((p) => p.slug === 'single-session')!;
    const start = await placeOrder(page.request, baseURL!, {
      items: [{ productSlug: 'single-session', variantId: single.variants[0]!.id, quantity: 1 }],
      billing: billingFor(email, 'Kiran Shah'),
    });
    await settle(page.request, start, 'paid');
    await page.goto('/book?mode=video&language=English');
    await page
      .getByRole('list', { name: 'Clinicians with free times' })
      .getByRole('group')
      .nth(3)
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('button', { name: 'Confirm with a session credit (1 left)' }).click();
    await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();

    const confirmed = (m: { subject: string }) => /is confirmed$/.test(m.subject);
    await expect.poll(async () => (await mailTo(page, email)).some(confirmed)).toBe(true);
    const mail = (await mailTo(page, email)).find(confirmed) as unknown as {
      text: string;
      attachments: { filename: string }[];
    };
    expect(mail.attachments.map((a) => a.filename)).toEqual(['psycortex-session.ics']);
    const local = (text: string, action: 'move' | 'cancel') =>
      new RegExp(`https?://\\S+/user/sessions\\?${action}=\\S+`)
        .exec(text)![0]
        .replace(/^https?:\/\/[^/]+/, baseURL!);

    // Opened in a browser that is not signed in, as from a phone's mail app.
    const stranger = await browser.newPage();
    await stranger.goto(local(mail.text, 'move'));
    await expect(stranger.getByRole('heading', { name: 'Move your session' })).toBeVisible();
    const moveTo = stranger.getByRole('group', { name: 'Move to' });
    await expect(moveTo.getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(stranger);
    if (SHOTS)
      await stranger.screenshot({ path: `${SHOTS}/move-link-desktop.png`, fullPage: true });
    await moveTo.getByRole('button').last().click();
    await expect(stranger.getByText(/^Your session has been moved to /)).toBeVisible();

    // The notice of the move carries the links of the session at its new time.
    const moved = (m: { subject: string }) => /is now on/.test(m.subject);
    await expect.poll(async () => (await mailTo(page, email)).some(moved)).toBe(true);
    const notice = (await mailTo(page, email)).find(moved) as unknown as { text: string };
    await stranger.goto(local(notice.text, 'cancel'));
    await expect(stranger.getByRole('heading', { name: 'Cancel your session?' })).toBeVisible();
    await expectNoAxeViolations(stranger);
    await stranger.getByRole('button', { name: 'Yes, cancel my session' }).click();
    await expect(
      stranger.getByText(
        'Your session is cancelled and the session credit is back in your balance.',
      ),
    ).toBeVisible();
    await stranger.close();
  },
);
