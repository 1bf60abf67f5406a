import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SHELL_PART_END, SHELL_PART_START, SHELL_SLOT } from '#/lib/page-shell.ts';
import { bookingPageWords } from '#/server/bookings/booking-words.server.ts';
import { renderClinicianPage } from '#/server/bookings/clinician-page.server.ts';
import { connect } from '#/server/db/client.server.ts';
import { resetData, useTestDatabase } from './helpers/db.ts';

/** A shell with the head parts the real one has (ClinicianShell.astro), the slot and the times. */
const shell = `<!doctype html><html><head><title>Clinician | Psycortex</title>
<meta name="description" content="A Psycortex clinician's profile and their next free times.">
<link rel="canonical" href="https://psycortex.in/book/clinician">
<link rel="alternate" hreflang="hi-IN" href="https://psycortex.in/hi/book/clinician">
</head><body><main id="main">${SHELL_SLOT}${SHELL_PART_START}<astro-island>the free times</astro-island>${SHELL_PART_END}</main></body></html>`;

describe("a clinician's profile page, rendered on the server", () => {
  const { db, sql } = useTestDatabase();
  beforeEach(async () => {
    await resetData(sql);
    await sql`insert into clinicians (slug, name, role, qualifications, registration_number, bio, languages, services, modes, session_minutes)
      values ('dr-meera', 'Dr Meera <Joshi>', 'Clinical psychologist', 'M.Phil. Clinical Psychology', 'RCI A12345',
              'Works with adults living with anxiety & low mood.', ${['English', 'Marathi']}, ${['anxiety']},
              ${['video', 'in-person']}, 50)`;
  });
  afterAll(async () => {
    await db.destroy();
    await sql.end();
  });

  it('puts the whole profile into the first response, above the free times', async () => {
    const page = await renderClinicianPage(db, shell, 'dr-meera', 'en', bookingPageWords('en'));
    expect(page.status).toBe(200);
    const body = page.html.slice(page.html.indexOf('<main'));
    // Escaped as text: a name is data, never markup.
    expect(body).toContain('<h2 class="clinician-card__name">Dr Meera &lt;Joshi&gt;</h2>');
    expect(body).toContain('Clinical psychologist');
    expect(body).toContain('<dd>M.Phil. Clinical Psychology</dd>');
    expect(body).toContain('RCI A12345');
    expect(body).toContain('English, Marathi');
    expect(body).toContain('50 minutes · Video, In person');
    expect(body).toContain('Works with adults living with anxiety &amp; low mood.');
    expect(body.indexOf('clinician-card__name')).toBeLessThan(body.indexOf('the free times'));
    expect(page.html).toContain(
      '<title>Dr Meera &lt;Joshi&gt; · Clinician profile | Psycortex</title>',
    );
    expect(page.html).toContain(
      '<link rel="canonical" href="https://psycortex.in/book/clinician?clinician=dr-meera">',
    );
    expect(page.html).toContain(
      '<link rel="alternate" hreflang="hi-IN" href="https://psycortex.in/hi/book/clinician?clinician=dr-meera">',
    );
  });

  it("speaks the page's language around the clinician's own English details", async () => {
    const page = await renderClinicianPage(db, shell, 'dr-meera', 'mr', bookingPageWords('mr'));
    expect(page.status).toBe(200);
    expect(page.html).toContain(bookingPageWords('mr')['profile.qualifications']);
    expect(page.html).toContain('<span lang="en-IN">Clinical psychologist</span>');
  });

  it('says a clinician who left or never was is not found, and leaves the times out', async () => {
    await sql`update clinicians set active = false where slug = 'dr-meera'`;
    for (const slug of ['dr-meera', 'nobody', null]) {
      const page = await renderClinicianPage(db, shell, slug, 'en', bookingPageWords('en'));
      expect(page.status).toBe(404);
      expect(page.html).toContain('<h2>Clinician not found</h2>');
      expect(page.html).toContain('<a href="/book">See every clinician and their free times</a>');
      expect(page.html).not.toContain('the free times');
      expect(page.html).not.toContain('Dr Meera');
    }
  });

  it('says so when the database cannot be read, and keeps the times, which ask for themselves', async () => {
    const unreachable = connect('postgres://nobody:wrong@127.0.0.1:9/none', 1);
    try {
      const page = await renderClinicianPage(
        unreachable,
        shell,
        'dr-meera',
        'en',
        bookingPageWords('en'),
      );
      expect(page.status).toBe(503);
      expect(page.html).toContain('We could not load this profile just now.');
      expect(page.html).toContain('the free times');
    } finally {
      await unreachable.destroy();
    }
  });
});
