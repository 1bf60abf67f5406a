import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { describeIndiaTime, formatTime, indiaDateOf, instantToIndia } from '#/lib/india-time.ts';
import { expect, test } from './helpers/admin.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { siteDatabase } from './helpers/database.ts';
import { visitor } from './helpers/shop.ts';
import { isPhone } from './helpers/site.ts';

/** The Calendar and Clinicians tabs, at both widths, as the seed admin. */

const SHOTS = process.env.BOOKING_SHOTS_DIR;

/** A screenshot named for the width, when BOOKING_SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`,
    ...options,
  });
}

/**
 * Nothing of an open dialog, nor the page, is wider than the screen: on a phone, at the
 * project's width (412 px) and at the narrowest common one (360 px).
 */
async function expectNoSidewaysScroll(page: Page) {
  const measure = () =>
    page.evaluate(() => {
      const dialog = document.querySelector('dialog[open]');
      return {
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        dialog: dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
      };
    });
  const size = page.viewportSize()!;
  for (const width of isPhone(page) ? [size.width, 360] : [size.width]) {
    await page.setViewportSize({ width, height: size.height });
    const widths = await measure();
    expect(widths.page, `page at ${width} px`).toBeLessThanOrEqual(widths.screen);
    expect(widths.dialog, `dialog at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(size);
}

/** An instant as a datetime-local value in India time ("2026-12-03T15:00"). */
function indiaLocal(iso: string): string {
  const { date, minutes } = instantToIndia(new Date(iso));
  return `${date}T${formatTime(minutes)}`;
}

async function freeChatSlots(page: Page): Promise<string[]> {
  const offered = await page.request.get(
    '/api/booking/slots?clinician=demo-clinician-ravi&mode=chat',
  );
  return ((await offered.json()) as { slots: { startsAt: string }[] }).slots.map((s) => s.startsAt);
}

test('staff book a session for a caller and mark it attended once it has begun', async ({
  page,
  baseURL,
}) => {
  const caller = `Caller ${Math.floor(Math.random() * 1e6)}`;
  const offered = await page.request.get(
    '/api/booking/slots?clinician=demo-clinician-ravi&mode=chat',
  );
  const [slot] = ((await offered.json()) as { slots: { startsAt: string }[] }).slots;
  const booked = await page.request.post('/api/admin/calendar', {
    data: {
      clinician: 'demo-clinician-ravi',
      startsAt: slot!.startsAt,
      mode: 'chat',
      service: 'anxiety',
      contactName: caller,
      contactPhone: '+91 98765 43210',
    },
    headers: { origin: baseURL!, ...visitor() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  // The session began a while ago, at a time of its own (the clock cannot be moved in a browser
  // test, and each width's run needs a time no other session holds).
  const sql = await siteDatabase();
  const hoursAgo = 30 + Math.floor(Math.random() * 2000);
  const [moved] = await sql<{ starts_at: Date }[]>`
    update bookings set starts_at = now() - make_interval(hours => ${hoursAgo}),
      ends_at = now() - make_interval(hours => ${hoursAgo}) + interval '50 minutes'
    where id = ${id} returning starts_at`;
  await sql.end();

  await page.goto(`/admin/calendar?from=${indiaDateOf(moved!.starts_at)}&view=day`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: caller });
  await expect(row).toContainText('Confirmed');
  await expectNoAxeViolations(page);
  await shoot(page, 'calendar', { fullPage: true });
  await row.getByRole('button', { name: `Attended: ${caller}` }).click();
  await expect(page.getByText(`${caller} marked attended.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: caller })).toContainText('Attended');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/calendar\/export\?from=\d{4}-\d{2}-\d{2}&days=1/,
  );
});

test('the Clinicians tab lists each clinician with weekly hours in India time', async ({
  page,
}) => {
  await page.goto('/admin/clinicians');
  const asha = page.getByRole('row').filter({ hasText: 'Demo clinician Asha' });
  await expect(asha).toContainText('Mon 09:00–13:00 Video');
  await expect(asha).toContainText('(Pune branch)');
  await expectNoAxeViolations(page);
  await asha.getByRole('link', { name: 'Sessions of Demo clinician Asha' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar\?.*clinician=demo-clinician-asha/);
});

test('an admin adds a clinician with weekly hours, then adds leave and removes it', async ({
  page,
}) => {
  const suffix = Math.floor(Math.random() * 1e6);
  const name = `Dr Test ${suffix}`;
  await page.goto('/admin/clinicians');
  await page.getByRole('button', { name: 'Add a clinician' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a clinician' });
  await expect(dialog).toBeVisible();

  // Sent empty: the messages sit by the fields, and focus goes to the first.
  await dialog.getByRole('button', { name: 'Add the clinician' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(dialog.getByText('Enter the name.')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Address name').fill(`dr-test-${suffix}`);
  await dialog.getByLabel('Role').fill('Counselling psychologist');
  await dialog.getByLabel('Registration number').fill(`RCI ${suffix}`);
  const modes = dialog.getByRole('group', { name: 'Ways of meeting' });
  await modes.getByRole('checkbox', { name: 'In person' }).check();
  await dialog
    .getByRole('group', { name: 'Services offered' })
    .getByRole('checkbox', { name: 'Anxiety Counselling' })
    .check();
  await dialog.getByLabel('Session length').selectOption('60');
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  const first = dialog.getByRole('group', { name: 'Hours 1' });
  await expect(first.getByLabel('Day')).toBeFocused();
  await first.getByLabel('Day').selectOption({ label: 'Wednesday' });
  // 24-hour times, whatever the browser's language; hours may run until midnight.
  await expect(first.getByLabel('From')).toHaveAccessibleDescription(/24-hour, as HH:MM/);
  await first.getByLabel('From').fill('20:00');
  await first.getByLabel('To').fill('24:00');
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  const second = dialog.getByRole('group', { name: 'Hours 2' });
  await second.getByLabel('Day').selectOption({ label: 'Friday' });
  await second.getByLabel('From').fill('14:00');
  await second.getByLabel('To').fill('17:00');
  await second.getByLabel('Way').selectOption({ label: 'In person' });
  await second.getByLabel('Branch').selectOption({ label: 'Pune branch' });
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  await dialog.getByRole('button', { name: 'Remove hours 3' }).click();
  await expect(dialog.getByRole('group', { name: 'Hours 3' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'clinician-form');
  await dialog.getByRole('button', { name: 'Add the clinician' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} added to the clinicians.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Wed 20:00–24:00 Video');
  await expect(row).toContainText('Fri 14:00–17:00 In person (Pune branch)');
  await expect(row).toContainText('60 min');

  await row.getByRole('button', { name: `Add leave or a block for ${name}` }).click();
  const leave = page.getByRole('dialog', { name: `Leave or a block for ${name}` });
  await expect(leave.getByLabel('Kind')).toBeFocused();
  await leave.getByLabel('From (India time)').fill('2031-01-06T09:00');
  await leave.getByLabel('To (India time)').fill('2031-01-10T18:00');
  await leave.getByLabel(/^Reason/).fill('Training');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'leave-form');
  await leave.getByRole('button', { name: 'Add it' }).click();
  await expect(page.getByText(`Leave added for ${name}.`)).toBeVisible();
  await expect(row).toContainText('Leave Mon 6 Jan, 09:00 IST to Fri 10 Jan, 18:00 IST (Training)');
  await shoot(page, 'clinicians', { fullPage: true });
  await row.getByRole('button', { name: /^Remove leave Mon 6 Jan/ }).click();
  await expect(page.getByText(`Leave removed for ${name}.`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Add leave or a block for ${name}` })).toBeFocused();
  await expect(row).not.toContainText('Training');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('group', { name: 'Hours 2' }).getByLabel('Branch')).toHaveValue(
    'pune',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

test('staff book a session for a caller through the form and move it with a reason', async ({
  page,
}) => {
  const caller = `Form caller ${Math.floor(Math.random() * 1e6)}`;
  const [first] = await freeChatSlots(page);
  await page.goto(`/admin/calendar?from=${indiaDateOf(new Date(first!))}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible();

  await page.getByLabel('Branch').selectOption({ label: 'Pune branch' });
  await expect(page).toHaveURL(/branch=pune/);
  await page.getByLabel('Branch').selectOption({ label: 'All branches and online' });
  await expect(page).not.toHaveURL(/branch=/);

  await page.getByRole('button', { name: 'Book for a caller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book for a caller' });
  await expect(dialog.getByLabel('Clinician')).toBeFocused();
  await dialog.getByLabel('Clinician').selectOption({ label: 'Demo clinician Ravi' });
  await dialog.getByLabel('Way of meeting').selectOption({ label: 'Chat' });
  await dialog.getByLabel('Date and time (India time)').fill(indiaLocal(first!));
  // The typed time is the same as one of the free times the form lists.
  await expect(dialog.getByLabel('Free times')).toHaveValue(first!);
  await dialog.getByLabel('Service').selectOption({ label: 'Anxiety Counselling' });
  await dialog.getByLabel('Caller’s name').fill(caller);
  await dialog.getByRole('button', { name: 'Book the session' }).click();
  await expect(dialog.getByLabel('Caller’s phone')).toBeFocused();
  await expect(dialog.getByText('Enter a phone number to reach the caller.')).toBeVisible();
  await dialog.getByLabel('Caller’s phone').fill('+91 98765 43210');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'caller-booking');
  await dialog.getByRole('button', { name: 'Book the session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Session booked for ${caller}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: caller });
  await expect(row).toContainText('Confirmed');

  // Another free time of the same week, for the move.
  const later = (await freeChatSlots(page)).find(
    (s) => s !== first && Date.parse(s) - Date.parse(first!) < 6 * 86_400_000,
  );
  await row.getByRole('button', { name: `Move: ${caller}` }).click();
  const move = page.getByRole('dialog', { name: /^Move the session of/ });
  await expect(move.getByLabel('New date and time (India time)')).toBeFocused();
  await move.getByLabel('Free times').selectOption({ label: describeIndiaTime(new Date(later!)) });
  await expect(move.getByLabel('New date and time (India time)')).toHaveValue(indiaLocal(later!));
  await move.getByLabel('Reason').fill('The clinician is unwell that day');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'move');
  await move.getByRole('button', { name: 'Move the session' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText('Session moved; the customer has been told.')).toBeVisible();
  const moved = page.getByRole('row').filter({ hasText: caller }).filter({ hasText: 'Confirmed' });
  await expect(moved).toHaveCount(1);
  await expect(moved.getByRole('rowheader')).toHaveText(
    new RegExp(`${indiaLocal(later!).slice(11)} IST`),
  );
  await shoot(page, 'calendar-after-move', { fullPage: true });
});

test('staff open the answers a customer shared with a session, and the reading is logged', async ({
  page,
}) => {
  const sql = await siteDatabase();
  const suffix = Math.floor(Math.random() * 1e9);
  const email = `shared${suffix}@example.com`;
  // Named for this run: both widths' runs may put their session on the same day.
  const name = `Shared Answers Customer ${suffix}`;
  const [user] = await sql<{ id: string }[]>`
    insert into users (email, name) values (${email}, ${name}) returning id`;
  // A time of its own, in the past, so that no run's other sessions hold it.
  const hoursAgo = 2100 + Math.floor(Math.random() * 2000);
  const [booking] = await sql<{ id: string; starts_at: Date }[]>`
    insert into bookings (clinician_id, user_id, service_slug, mode, starts_at, ends_at, status)
    select id, ${user!.id}, 'anxiety', 'chat', now() - make_interval(hours => ${hoursAgo}),
      now() - make_interval(hours => ${hoursAgo}) + interval '50 minutes', 'confirmed'
    from clinicians where slug = 'demo-clinician-ravi'
    returning id, starts_at`;
  const answers = {
    who: 'myself',
    concerns: ['anxiety'],
    language: 'english',
    mode: 'chat',
    screeners: [{ id: 'gad7', answers: [1, 1, 1, 1, 1, 1, 1], total: 7, band: 'Mild' }],
    crisisFlag: false,
  };
  await sql`insert into booking_answers (booking_id, user_id, answers)
    values (${booking!.id}, ${user!.id}, ${sql.json(answers)})`;

  await page.goto(`/admin/calendar?from=${indiaDateOf(booking!.starts_at)}&view=day`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Shared answers: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Answers shared by ${name}` });
  await expect(dialog).toContainText('Worry, anxiety or panic');
  await expect(
    dialog.getByRole('table', { name: 'GAD-7 (worry and anxiety): Mild, 7 of 21' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  const log = await sql`
    select admin_username from admin_audit
    where action = 'booking.answers-read' and subject = ${`user:${user!.id}`}`;
  expect(log).toHaveLength(1);
  await sql.end();
});

test('an admin gives a clinician a photo, which their profile shows, and removes it', async ({
  page,
  baseURL,
}) => {
  const suffix = Math.floor(Math.random() * 1e6);
  const slug = `photo-test-${suffix}`;
  const name = `Dr Photo ${suffix}`;
  const created = await page.request.post('/api/admin/clinicians', {
    data: {
      slug,
      name,
      role: 'Counselling psychologist',
      languages: ['English'],
      services: ['anxiety'],
      modes: ['video'],
      sessionMinutes: 50,
      bufferMinutes: 10,
      hours: [{ weekday: 1, from: '10:00', to: '12:00', mode: 'video' }],
    },
    headers: { origin: baseURL!, ...visitor() },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/clinicians');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('No photo');
  const face = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#7a4fa0' },
  })
    .png()
    .toBuffer();
  await row
    .getByLabel(`Add a photo of ${name}`)
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: face });
  await expect(page.getByText(`New photo saved for ${name}.`)).toBeVisible();
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /clinicians\/[0-9a-f]{24}\.webp$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'clinicians-photo');

  await page.goto(`/book/clinician?clinician=${slug}`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const photo = page.locator('.clinician-card__photo');
  await expect(photo).toHaveAttribute('src', /clinicians\/[0-9a-f]{24}\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await shoot(page, 'clinician-profile');

  await page.goto('/admin/clinicians');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Remove photo of ${name}` })
    .click();
  await expect(page.getByText(`Photo removed for ${name}.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('No photo');
});
