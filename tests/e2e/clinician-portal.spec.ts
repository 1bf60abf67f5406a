import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/admin.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { siteDatabase } from './helpers/database.ts';
import { visitor } from './helpers/shop.ts';
import { isPhone, mailTo } from './helpers/site.ts';

/** The clinicians' portal (/clinician): invited by an admin, signed in by code, their day. */

const SHOTS = '/tmp/shots-clin';

/** A screenshot (of the whole page unless a dialog is open) at 1280 px, or 390 px on a phone. */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  const width = isPhone(page) ? 390 : size.width;
  if (width !== size.width) await page.setViewportSize({ width, height: size.height });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  if (width !== size.width) await page.setViewportSize(size);
}

test('an admin invites a clinician, who signs in by code, sees their day, marks a session attended and signs its note', async ({
  page,
  baseURL,
}) => {
  // A clinician of this test's own, so the two widths never share one.
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const slug = `e2e-clinician-${suffix}`;
  const name = `Nisha Kulkarni ${suffix}`;
  const email = `nisha.${suffix}@clinic.example`;
  const created = await page.request.post('/api/admin/clinicians', {
    data: {
      slug,
      name,
      role: 'Counselling psychologist',
      // A language no other test searches by: this clinician, free around the clock, must not
      // appear among another test's clinicians on /book.
      languages: ['Tamil'],
      services: ['anxiety'],
      modes: ['video'],
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        from: '00:00',
        to: '24:00',
        mode: 'video',
      })),
    },
    headers: { origin: baseURL!, ...visitor() },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  // A session that began 20 minutes ago, with a client who shared their answers.
  const sql = await siteDatabase();
  const client = `Meera Client ${suffix}`;
  try {
    await sql`
      insert into bookings (clinician_id, contact_name, contact_phone, service_slug, mode,
        language, starts_at, ends_at, status, booked_by, confirmed_at)
      values (${id}, ${client}, '+91 98765 43210', 'anxiety', 'video', 'Marathi',
        now() - interval '20 minutes', now() + interval '30 minutes', 'confirmed', 'staff', now())`;
  } finally {
    await sql.end();
  }

  // The admin invites them from the Clinicians tab.
  await page.goto('/admin/clinicians');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Invite to sign in ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite ${name} to sign in` });
  await dialog.getByLabel('Sign-in e-mail address').fill(email);
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-invite', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email} for ${name}.`)).toBeVisible();
  await expect(row).toContainText(`Invited as ${email}`);

  // The clinician opens the link: the portal sends a code to their address at once.
  await page.context().clearCookies();
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(page, email)).find((m) => /clinician portal/.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+\/clinician\?invite=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Welcome, ${name}. Your invitation is accepted.`)).toBeVisible();
  // The token leaves the address bar.
  await expect(page).toHaveURL(/\/clinician$/);
  const codeField = page.getByLabel(`Code from the e-mail to ${email}`);
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, 'clinician-sign-in');
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(page, email)).find((m) => /login code/.test(m.subject));
      code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Their day: the session with the client, what they shared, and Attended / Missed.
  await expect(page.getByRole('heading', { name: 'Your sessions', level: 2 })).toBeFocused();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  const session = page.getByRole('listitem').filter({ hasText: client });
  await expect(session).toContainText('Video');
  await expect(session).toContainText('Anxiety');
  await expect(session).toContainText('Marathi');
  await expect(session).toContainText('Booked');
  await expectNoAxeViolations(page);
  await shoot(page, 'clinician-day');
  await session.getByRole('button', { name: `Attended ${client}` }).click();
  await expect(page.getByText(`${client}: marked attended.`)).toBeVisible();
  await expect(session).toContainText('Attended');
  await expect(session.getByRole('button', { name: `Attended ${client}` })).toHaveCount(0);

  // The week, the other screens, and the page fits the screen at 360 px on a phone.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByText(/^Week of /)).toBeVisible();
  await expect(session).toBeVisible();
  await shoot(page, 'clinician-week');
  await page.getByRole('link', { name: 'Hours and leave' }).click();
  await expect(page.getByRole('heading', { name: 'Hours and leave', level: 2 })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Hours 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'clinician-hours');
  await page.getByRole('link', { name: 'Calendar feed' }).click();
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const feedUrl = await page.getByLabel(/Your calendar address/).inputValue();
  expect(feedUrl).toMatch(/\/api\/clinician-feed\/[\w-]{43}\.ics$/);
  const feed = await page.request.get(new URL(feedUrl).pathname);
  expect(feed.ok()).toBe(true);
  expect(await feed.text()).not.toContain(client);
  await expectNoAxeViolations(page);
  await shoot(page, 'clinician-feed');
  if (isPhone(page)) {
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: size.height });
    await page.getByRole('link', { name: 'Your sessions' }).click();
    await expect(session).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.setViewportSize(size);
  }

  // After the session, its note: from the day's link, written from the template and signed.
  await page.getByRole('link', { name: 'Your sessions' }).click();
  await page.getByRole('link', { name: `Session note for ${client}` }).click();
  await expect(page).toHaveURL(/\/clinician\/notes\?booking=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Session note', exact: true, level: 2 }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Data' }).fill('Came on time; slept better this week.');
  await page.getByRole('textbox', { name: 'Assessment' }).fill('Worry easing with the routine.');
  await page.getByRole('textbox', { name: 'Plan' }).fill('Same routine; meet again next week.');
  await page.getByRole('radio', { name: 'Low' }).check();
  await page
    .getByRole('textbox', { name: 'What is the risk, and what was done about it?' })
    .fill('No thoughts of self-harm; knows the crisis line.');
  await page.getByRole('button', { name: 'Sign note' }).click();
  await page.getByRole('button', { name: 'Sign and lock the note' }).click();
  await expect(page.getByText('Note signed. It is now locked.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/clinician');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Clinician sign-in' })).toBeVisible();
});

test('an admin deactivates a clinician who leaves and sees their future sessions to reassign', async ({
  page,
  baseURL,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Arjun Mehta ${suffix}`;
  const slug = `e2e-leaving-${suffix}`;
  const created = await page.request.post('/api/admin/clinicians', {
    data: {
      slug,
      name,
      role: 'Clinical psychologist',
      languages: ['Tamil'],
      services: ['anxiety'],
      modes: ['video'],
      hours: [{ weekday: 1, from: '10:00', to: '12:00', mode: 'video' }],
    },
    headers: { origin: baseURL!, ...visitor() },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const client = `Rohan Client ${suffix}`;
  const sql = await siteDatabase();
  try {
    await sql`
      insert into bookings (clinician_id, contact_name, contact_email, contact_phone,
        service_slug, mode, starts_at, ends_at, status, booked_by, confirmed_at)
      values (${id}, ${client}, ${`rohan.${suffix}@example.com`}, '+91 98765 43210', 'anxiety',
        'video', now() + interval '3 days', now() + interval '3 days 50 minutes', 'confirmed',
        'staff', now())`;
  } finally {
    await sql.end();
  }

  await page.goto('/admin/clinicians');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  // The safe choice has focus: Enter does not deactivate anyone.
  await expect(dialog.getByRole('button', { name: 'Keep them active' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: `Deactivate ${name}` }).click();
  const list = page.getByRole('dialog', { name: `Sessions to reassign: ${name}` });
  await expect(list.getByRole('heading', { name: `Sessions to reassign: ${name}` })).toBeFocused();
  await expect(list).toContainText(`${name} has been deactivated.`);
  await expect(list.getByRole('listitem').filter({ hasText: client })).toContainText(
    `rohan.${suffix}@example.com`,
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-reassign', { fullPage: false });
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(
    row.getByRole('button', { name: `Sessions to reassign from ${name}` }),
  ).toBeVisible();
  // Clients can no longer book them.
  const slots = await page.request.get(`/api/booking/slots?clinician=${slug}&mode=video`);
  expect(((await slots.json()) as { slots: unknown[] }).slots).toEqual([]);
});
