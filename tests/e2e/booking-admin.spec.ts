import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { indiaDateOf } from '#/lib/india-time.ts';
import { expect, test } from './helpers/admin.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { E2E_DATA_DIR } from './helpers/env.ts';
import { visitor } from './helpers/shop.ts';
import { isPhone } from './helpers/site.ts';

/** The Calendar and Clinicians tabs, at both widths, as the seed admin. */

const SHOTS = process.env.BOOKING_SHOTS_DIR;

async function database() {
  const url = (await readFile(resolve(E2E_DATA_DIR, 'database-url'), 'utf8')).trim();
  return postgres(url, { max: 1, prepare: false, onnotice: () => {} });
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
  const sql = await database();
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
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/calendar-${isPhone(page) ? 'phone' : 'desktop'}.png` });
  }
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
  await expect(asha).toContainText('(pune)');
  await expectNoAxeViolations(page);
  await asha.getByRole('link', { name: 'Sessions of Demo clinician Asha' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar\?.*clinician=demo-clinician-asha/);
});

test('staff open the answers a customer shared with a session, and the reading is logged', async ({
  page,
}) => {
  const sql = await database();
  const email = `shared${Math.floor(Math.random() * 1e9)}@example.com`;
  const [user] = await sql<{ id: string }[]>`
    insert into users (email, name) values (${email}, 'Shared Answers Customer') returning id`;
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
  const row = page.getByRole('row').filter({ hasText: 'Shared Answers Customer' });
  await row.getByRole('button', { name: 'Shared answers: Shared Answers Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answers shared by Shared Answers Customer' });
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
