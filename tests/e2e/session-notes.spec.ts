import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { signInClinician } from './helpers/clinician.ts';
import { siteDatabase } from './helpers/database.ts';
import { E2E_DATA_DIR } from './helpers/env.ts';
import { signIn } from './helpers/shopper.ts';
import { uniqueEmail } from './helpers/site.ts';

/**
 * Session notes (issue 32): a clinician writes a note for a session marked attended, signs it
 * (it locks) and amends it; the client downloads their record from the privacy centre, with the
 * note and what was withheld said plainly. The clinician is signed in by a session made in the
 * site's database (sign-in at /clinician is built beside this).
 */

const SLUG = 'demo-clinician-asha';

/** A session of the demo clinician with the client, some time in the past, marked attended. */
async function attendedSession(email: string): Promise<string> {
  const sql = await siteDatabase();
  try {
    // A past time no other test uses: the clinician cannot hold two sessions at once.
    for (let attempt = 0; ; attempt++) {
      const minutes =
        (2 + Math.floor(Math.random() * 2000)) * 24 * 60 + Math.floor(Math.random() * 20) * 60;
      const starts = new Date(Math.floor((Date.now() - minutes * 60_000) / 3_600_000) * 3_600_000);
      try {
        const [row] = await sql`
          insert into bookings (clinician_id, user_id, contact_name, contact_email, service_slug,
                                mode, starts_at, ends_at, status, language)
          select c.id, u.id, 'Meera Joshi', u.email, 'anxiety', 'video', ${starts},
                 ${new Date(starts.getTime() + 50 * 60_000)}, 'attended', 'English'
          from clinicians c, users u where c.slug = ${SLUG} and u.email = ${email}
          returning id`;
        return String(row!.id);
      } catch (error) {
        if (attempt > 5) throw error;
      }
    }
  } finally {
    await sql.end();
  }
}

test('a clinician writes and signs a note after the session; the client downloads their record', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = await signIn(page, uniqueEmail('record'));
  const booking = await attendedSession(email);
  const clinician = await browser.newContext({
    baseURL,
    viewport: page.viewportSize() ?? undefined,
    timezoneId: 'Asia/Kolkata',
  });
  await signInClinician(clinician, baseURL!);
  const desk = await clinician.newPage();

  await desk.goto(`/clinician/notes?booking=${booking}`);
  await expect(
    desk.getByRole('heading', { name: 'Session note', exact: true, level: 2 }),
  ).toBeVisible();
  await expect(desk.getByText('Meera Joshi')).toBeVisible();
  await expectNoAxeViolations(desk);

  await desk
    .getByRole('textbox', { name: 'Data' })
    .fill('Meera slept six hours most nights and went back to the office twice.');
  await desk
    .getByRole('textbox', { name: 'Assessment' })
    .fill('Anxiety easing with the breathing routine.');
  // Signing wants every section: the Plan is still empty.
  await desk.getByRole('button', { name: 'Sign note' }).click();
  await desk.getByRole('button', { name: 'Sign and lock the note' }).click();
  await expect(desk.getByRole('alert')).toHaveText(
    'Fill in every section before you sign the note.',
  );
  await expect(desk.getByRole('textbox', { name: 'Plan' })).toHaveAttribute('aria-invalid', 'true');

  await desk
    .getByRole('textbox', { name: 'Plan' })
    .fill('Keep the routine; next session in two weeks.');
  await desk.getByRole('radio', { name: 'Low' }).check();
  await desk
    .getByRole('textbox', { name: 'What is the risk, and what was done about it?' })
    .fill('Mentions a hard week at home; safety plan reviewed with her sister named.');
  await desk.getByRole('checkbox', { name: 'Risk' }).check();
  await desk
    .getByRole('textbox', { name: 'Reason the client will read' })
    .fill('It names another member of your family.');
  await desk.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByText('Draft saved.')).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Session note (draft)' })).toBeVisible();

  // Signing asks once, by keyboard as by pointer, and then locks the note.
  await desk.getByRole('button', { name: 'Sign note' }).click();
  const confirm = desk.getByRole('button', { name: 'Sign and lock the note' });
  await expect(confirm).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByText('Note signed. It is now locked.')).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Session note (signed)' })).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'Data' })).toHaveCount(0);
  await expect(desk.getByText(/Withheld from the client’s record: Risk/)).toBeVisible();
  await expectNoAxeViolations(desk);

  await desk
    .getByRole('textbox', { name: 'Add an amendment' })
    .fill('She asked that the next session be by phone.');
  await desk.getByRole('button', { name: 'Add amendment' }).click();
  await expect(desk.getByText('Amendment added.')).toBeVisible();
  await expect(
    desk
      .getByRole('region', { name: 'Amendments' })
      .getByText('She asked that the next session be by phone.'),
  ).toBeVisible();
  await desk.screenshot({
    path: `${E2E_DATA_DIR}/../e2e-notes-shots/note-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await clinician.close();

  // The client's record: at once, from the privacy centre.
  await page.goto('/user/privacy');
  await expect(page.getByRole('heading', { name: 'Your record' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Your record' }).screenshot({
    path: `${E2E_DATA_DIR}/../e2e-notes-shots/record-${testInfo.project.name}.png`,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my record' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^psycortex-my-record-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('YOUR SESSION NOTES');
  expect(text).toContain('Meera slept six hours most nights');
  expect(text).toContain('She asked that the next session be by phone.');
  expect(text).toContain('WITHHELD: Your clinician has withheld the Risk part of this note');
  expect(text).toContain('Their reason: It names another member of your family.');
  expect(text).not.toContain('safety plan reviewed');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download it as JSON' }).click(),
  ]);
  const record = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    sections: { key: string; items: { withheld?: { reason: string } | null }[] }[];
  };
  const notes = record.sections.find((s) => s.key === 'notes')!;
  expect(notes.items).toHaveLength(1);
  expect(notes.items[0]!.withheld?.reason).toBe('It names another member of your family.');
});

test('the note page asks a visitor who is not a clinician to sign in', async ({ page }) => {
  await page.goto('/clinician/notes?booking=1');
  await expect(
    page.getByText('Please sign in as a clinician to write session notes.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'sign in as a clinician' })).toHaveAttribute(
    'href',
    '/clinician',
  );
  await expectNoAxeViolations(page);
});
