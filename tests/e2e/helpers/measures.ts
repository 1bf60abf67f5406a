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
 * clock cannot be moved in a browser test). Other tests book Asha's first free times, so that
 * hour may be taken: the session goes to the first 50 minutes free from then on, in steps of
 * 10 minutes over the next 15 hours. A test on the other worker may take the same time between
 * the search and the move; the search is then made again.
 */
export async function startIn(id: string, hours: number): Promise<void> {
  const sql = await siteDatabase();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const moved = await sql`
          with candidate as (
            select now() + make_interval(secs => ${hours * 3600} + step * 600) as starts_at
            from generate_series(0, 90) as step
          ),
          free as (
            select candidate.starts_at from candidate, bookings self
            where self.id = ${id}
              and not exists (
                select 1 from bookings other
                where other.clinician_id = self.clinician_id and other.id <> self.id
                  and other.status in ('held', 'confirmed')
                  and tstzrange(other.starts_at, other.ends_at)
                    && tstzrange(candidate.starts_at, candidate.starts_at + interval '50 minutes'))
            order by candidate.starts_at
            limit 1
          )
          update bookings set starts_at = free.starts_at,
            ends_at = free.starts_at + interval '50 minutes'
          from free where bookings.id = ${id}
          returning bookings.id`;
        if (moved.length !== 1)
          throw new Error(`No free 50 minutes for session ${id} in the 15 hours after ${hours} h.`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '23P01' || attempt === 4) throw error;
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
