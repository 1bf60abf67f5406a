import { expect, type Page } from '@playwright/test';
import { siteDatabase } from './database.ts';
import { visitor } from './shop.ts';

/*
 * A client's session with its questions open, and answering them: shared by the measures test
 * (tests/e2e/measures.spec.ts) and the Marathi one (tests/e2e/languages.spec.ts).
 */

/**
 * Books a video session with Asha with a credit, at a free time another test has not taken; from
 * a Hindi or Marathi page when `locale` is given (the booking, and its e-mails, in that language).
 */
export async function book(page: Page, baseURL: string, locale?: 'hi' | 'mr'): Promise<string> {
  const headers = { origin: baseURL, ...visitor() };
  const offered = await page.request.get(
    '/api/booking/slots?clinician=demo-clinician-asha&mode=video&service=anxiety',
  );
  const slots = ((await offered.json()) as { slots: { startsAt: string }[] }).slots;
  for (let attempt = 0; attempt < 8; attempt++) {
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const held = await page.request.post('/api/bookings', {
      data: {
        clinician: 'demo-clinician-asha',
        startsAt: slot.startsAt,
        mode: 'video',
        service: 'anxiety',
        language: 'English',
        ...(locale ? { locale } : {}),
      },
      headers,
    });
    if (held.status() === 409) continue;
    expect(held.status(), await held.text()).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    const confirmed = await page.request.post(`/api/bookings/${booking.id}/confirm`, {
      data: {},
      headers,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return booking.id;
  }
  throw new Error('No free time with Asha after 8 tries.');
}

/**
 * Puts the session `hours` from now, inside the 72 hours in which its questions are open (the
 * clock cannot be moved in a browser test). Another test's session may hold Asha's time there:
 * a little later is tried then.
 */
export async function startIn(id: string, hours: number): Promise<void> {
  const sql = await siteDatabase();
  try {
    for (let attempt = 0; ; attempt++) {
      const seconds = hours * 3600 + Math.floor(Math.random() * 3000) + attempt * 3_700;
      try {
        await sql`
          update bookings set starts_at = now() + make_interval(secs => ${seconds}),
            ends_at = now() + make_interval(secs => ${seconds}) + interval '50 minutes'
          where id = ${id}`;
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '23P01' || attempt === 6) throw error;
      }
    }
  } finally {
    await sql.end();
  }
}

/** Answers every item of one questionnaire, in order, by the answers' (English) words. */
export async function answerAll(page: Page, measure: 'PHQ-9' | 'GAD-7', choices: string[]) {
  const section = page.getByRole('region', { name: new RegExp(`^${measure}`) });
  const groups = section.getByRole('group');
  await expect(groups).toHaveCount(choices.length);
  for (const [i, choice] of choices.entries()) {
    await groups.nth(i).getByRole('radio', { name: choice, exact: true }).check();
  }
}
