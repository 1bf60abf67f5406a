import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NoteSessionView } from '#/api/clinician-notes.ts';
import { NOTE_MESSAGES } from '#/features/notes/state.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { resetConfigCache } from '#/server/config.ts';
import {
  decryptText,
  generateNotesKey,
  keyIdOfText,
  parseNotesKey,
} from '#/server/notes/crypto.ts';
import { rekeyNotes } from '#/server/notes/rekey.server.ts';
import { purgeExpiredData, type RetentionSettings } from '#/server/privacy/retention.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { signInClinician } from './helpers/clinician.ts';
import { signInCustomer } from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

/**
 * Session notes (issue 32, Deliver 5 and 6): written by the session's clinician after it was
 * attended, encrypted at rest, locked when signed and amended after, read only by their author
 * and the clinical lead (each reading audited), never by admins; given to the client in their
 * record with what was withheld said; kept sealed for 3 years after an erasure, then purged.
 */

const KEY = parseNotesKey(process.env.NOTES_KEY ?? 'dGVzdC1ub3Rlcy1rZXktb2YtMzItYnl0ZXMtZXhhY3Q=');
const MARKER = 'Zebra-crossing-panic-7731';
const RISK_WORDS = 'Passive thoughts of not waking up; safety plan agreed';

const fullNote = (extra: Record<string, unknown> = {}) => ({
  template: 'DAP',
  sections: {
    data: `Client described ${MARKER} on the way to work.`,
    assessment: 'Anxiety easing; sleeping better.',
    plan: 'Continue graded exposure; next session in a week.',
  },
  risk: { level: 'low', text: RISK_WORDS },
  ...extra,
});

const HOUR = 3_600_000;

describe('session notes', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  /** A session of `clinician` for the client, `hoursAgo` hours ago, in the given state. */
  async function session(
    clientEmail: string,
    { clinician = 'demo-clinician-asha', hoursAgo = 30, status = 'attended' } = {},
  ): Promise<string> {
    const starts = new Date(Date.now() - hoursAgo * HOUR);
    const [row] = await sql`
      insert into bookings (clinician_id, user_id, contact_name, contact_email, service_slug,
                            mode, starts_at, ends_at, status, language)
      select c.id, u.id, 'Meera Client', u.email, 'anxiety', 'video', ${starts},
             ${new Date(starts.getTime() + 50 * 60_000)}, ${status}, 'English'
      from clinicians c, users u where c.slug = ${clinician} and u.email = ${clientEmail}
      returning id`;
    return row!.id as string;
  }

  const get = (id: string, cookie: string) =>
    fetch(`${site.url}/api/clinician/notes/${id}`, { headers: { cookie } });
  const put = (id: string, cookie: string, body: unknown) =>
    fetch(`${site.url}/api/clinician/notes/${id}`, {
      method: 'PUT',
      headers: { cookie, origin: site.url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sign = (id: string, cookie: string, body: unknown) =>
    site.post(`/api/clinician/notes/${id}/sign`, body, { cookie });
  const amend = (id: string, cookie: string, text: string) =>
    site.post(`/api/clinician/notes/${id}/amendments`, { text }, { cookie });
  const view = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as NoteSessionView;
  };

  it('is written after an attended session, encrypted, locked when signed and amended after', async () => {
    await signInCustomer(db, 'meera@example.com');
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const upcoming = await session('meera@example.com', { hoursAgo: -48, status: 'confirmed' });
    const attended = await session('meera@example.com');

    // Not before the session was marked attended.
    const early = await put(upcoming, asha, fullNote());
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      NOTE_MESSAGES.notAttended,
    );
    const before = await view(await get(attended, asha));
    expect(before).toMatchObject({ note: null, canWrite: true, attended: true, template: 'DAP' });
    expect(before.booking.client).toBe('Meera Client');

    const draft = await view(
      await put(attended, asha, fullNote({ risk: { level: 'none', text: '' } })),
    );
    expect(draft.note?.status).toBe('draft');
    // At rest: the encrypted form, never the words.
    const [stored] =
      await sql`select body, signed_at from session_notes where booking_id = ${attended}`;
    expect(stored!.body).toMatch(/^n1\.[0-9a-f]{16}\./);
    expect(stored!.body).not.toContain(MARKER);
    expect(stored!.signed_at).toBeNull();

    // Signing wants every section, and a risk above none described.
    const incomplete = await sign(attended, asha, {
      ...fullNote(),
      risk: { level: 'high', text: '' },
    });
    expect(incomplete.status).toBe(400);
    expect(
      ((await incomplete.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      'risk.text': NOTE_MESSAGES.riskText,
    });
    const signed = await view(await sign(attended, asha, fullNote()));
    expect(signed.note).toMatchObject({ status: 'signed', author: 'Demo clinician Asha' });
    expect(signed.note?.body.risk).toEqual({ level: 'low', text: RISK_WORDS });
    expect(signed.note?.signedAt).toBeTruthy();

    // Locked: no change by the server, and none by the database either.
    for (const refused of [
      await put(
        attended,
        asha,
        fullNote({ sections: { data: 'Rewritten', assessment: 'x', plan: 'y' } }),
      ),
      await sign(attended, asha, fullNote()),
    ]) {
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        NOTE_MESSAGES.signed,
      );
    }
    await expect(
      sql`update session_notes set body = ${stored!.body} where booking_id = ${attended}`,
    ).rejects.toThrow(/signed and cannot be changed/);

    // Changes after signing are dated amendments beside the original.
    const amended = await view(
      await amend(attended, asha, 'Correction: the exposure was on the bus.'),
    );
    expect(amended.note?.body.sections.data).toContain(MARKER);
    expect(amended.note?.amendments).toMatchObject([
      { text: 'Correction: the exposure was on the bus.', author: 'Demo clinician Asha' },
    ]);
    expect(Date.parse(amended.note!.amendments[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(amended.note!.signedAt!),
    );
    const [amendment] = await sql`select id, body from note_amendments`;
    expect(amendment!.body).toMatch(/^n1\./);
    expect(amendment!.body).not.toContain('bus');
    await expect(
      sql`update note_amendments set body = ${amendment!.body} where id = ${amendment!.id}`,
    ).rejects.toThrow(/cannot be changed/);
    // Amending a draft is refused: change the draft itself.
    const other = await session('meera@example.com', { hoursAgo: 200 });
    await view(await put(other, asha, fullNote()));
    expect((await amend(other, asha, 'x')).status).toBe(409);
  });

  it('is closed to other clinicians on every route, readable by the clinical lead, and audited each time', async () => {
    const client = await signInCustomer(db, 'meera@example.com');
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const ravi = await signInClinician(db, 'demo-clinician-ravi');
    const attended = await session('meera@example.com');
    const drafted = await session('meera@example.com', { hoursAgo: 100 });
    await view(await sign(attended, asha, fullNote()));
    await view(await put(drafted, asha, fullNote()));
    const [user] = await sql`select id from users where email = 'meera@example.com'`;
    const [note] = await sql`select id from session_notes where booking_id = ${attended}`;

    // Another clinician: 404 on every route, for a session with a note, a draft, or none,
    // exactly as for a session that does not exist.
    const ravisOwn = await session('meera@example.com', { clinician: 'demo-clinician-ravi' });
    for (const id of [attended, drafted, '999999', 'not-a-session']) {
      for (const response of [
        await get(id, ravi),
        await put(id, ravi, fullNote()),
        await sign(id, ravi, fullNote()),
        await amend(id, ravi, 'An amendment.'),
      ]) {
        expect(response.status, `${id}: ${await response.clone().text()}`).toBe(404);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
          NOTE_MESSAGES.notFound,
        );
      }
    }
    // Nor may Asha reach Ravi's session.
    expect((await get(ravisOwn, asha)).status).toBe(404);
    expect((await put(ravisOwn, asha, fullNote())).status).toBe(404);

    // Customers, admins and strangers are refused before anything is looked up.
    const admin = await signInAdmin(db);
    expect((await get(attended, client)).status).toBe(403);
    expect((await get(attended, admin)).status).toBe(403);
    expect((await put(attended, admin, fullNote())).status).toBe(403);
    expect((await fetch(`${site.url}/api/clinician/notes/${attended}`)).status).toBe(401);
    // A state change from another site is refused too.
    const foreign = await fetch(`${site.url}/api/clinician/notes/${drafted}`, {
      method: 'PUT',
      headers: {
        cookie: asha,
        origin: 'https://elsewhere.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify(fullNote()),
    });
    expect(foreign.status).toBe(403);

    // The clinical lead reads another clinician's notes (drafts too), and changes nothing.
    await sql`update clinicians set clinical_lead = true where slug = 'demo-clinician-ravi'`;
    const lead = await view(await get(attended, ravi));
    expect(lead.note?.body.sections.data).toContain(MARKER);
    expect(lead.canWrite).toBe(false);
    expect((await view(await get(drafted, ravi))).note?.status).toBe('draft');
    expect((await put(drafted, ravi, fullNote())).status).toBe(403);
    expect((await sign(drafted, ravi, fullNote())).status).toBe(403);
    expect((await amend(attended, ravi, 'Lead adds this.')).status).toBe(403);
    // A session without a note is still not theirs to see.
    const bare = await session('meera@example.com', { hoursAgo: 300 });
    expect((await get(bare, ravi)).status).toBe(404);
    await sql`update clinicians set clinical_lead = false where slug = 'demo-clinician-ravi'`;
    // A session handed to another clinician later does not hand them its author's note.
    await sql`update bookings set clinician_id = (select id from clinicians
      where slug = 'demo-clinician-ravi') where id = ${drafted}`;
    expect((await get(drafted, ravi)).status).toBe(404);
    expect((await put(drafted, ravi, fullNote())).status).toBe(403);
    await sql`update clinicians set clinical_lead = true where slug = 'demo-clinician-ravi'`;

    // Every reading is in the access log: who (the clinician), which note, when, about whom.
    await view(await get(attended, asha));
    const log = await sql`
      select a.admin_id, a.admin_username, a.clinician_id, c.slug, a.subject, a.detail, a.created_at
      from admin_audit a left join clinicians c on c.id = a.clinician_id
      where a.action = 'note.read' and a.detail->>'note' = ${note!.id}
      order by a.id`;
    // Asha's sign (it answers the note) and her reading; Ravi's reading as lead.
    expect(log.map((r) => r.slug)).toEqual([
      'demo-clinician-asha',
      'demo-clinician-ravi',
      'demo-clinician-asha',
    ]);
    for (const entry of log) {
      expect(entry.admin_id).toBeNull();
      expect(entry.admin_username).toBe(`clinician:${entry.clinician_id}`);
      expect(entry.subject).toBe(`user:${user!.id}`);
      expect(entry.detail).toEqual({ note: note!.id, booking: attended });
      expect(entry.created_at).toBeInstanceOf(Date);
    }
    // Refused attempts read nothing and log nothing of Ravi before he was lead.
    const refusedReads = await sql`
      select 1 from admin_audit a join clinicians c on c.id = a.clinician_id
      where c.slug = 'demo-clinician-ravi' and a.detail->>'note' = ${note!.id}`;
    expect(refusedReads).toHaveLength(1);
    // The client's data export shows that their record was read.
    const exported = (await (
      await fetch(`${site.url}/api/me/data`, { headers: { cookie: client } })
    ).json()) as { staffAccess: { action: string }[] };
    expect(exported.staffAccess.filter((a) => a.action === 'note.read').length).toBeGreaterThan(2);
  });

  it('is never answered by any admin route, and no admin function reaches the notes', async () => {
    const client = await signInCustomer(db, 'meera@example.com');
    await sql`update users set name = 'Meera Client' where email = 'meera@example.com'`;
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const attended = await session('meera@example.com', { hoursAgo: 5 });
    await view(await sign(attended, asha, fullNote()));
    await amend(attended, asha, `Amended ${MARKER}`);
    const [stored] = await sql`select body from session_notes`;
    const [user] = await sql`select id from users where email = 'meera@example.com'`;
    const admin = await signInAdmin(db);
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

    const routes = [
      `/api/admin/calendar?from=${today}&days=7`,
      `/api/admin/calendar?from=${today}&days=7&holds=all`,
      `/api/admin/calendar/export?from=${today}&days=7`,
      `/api/admin/calendar/${attended}/answers`,
      `/api/admin/calendar/${attended}/notes`,
      '/api/admin/users',
      '/api/admin/users?q=meera',
      `/api/admin/transactions/${user!.id}`,
      '/api/admin/transactions/meera@example.com',
      '/api/admin/transactions/all/export',
      '/api/admin/clinicians',
      '/api/admin/privacy-requests',
      '/api/admin/enquiries',
      '/api/admin/me',
    ];
    for (const route of routes) {
      const response = await fetch(`${site.url}${route}`, { headers: { cookie: admin } });
      const text = await response.text();
      expect(response.status, route).toBeLessThan(500);
      expect(text, route).not.toContain(MARKER);
      expect(text, route).not.toContain(RISK_WORDS);
      expect(text, route).not.toContain(stored!.body as string);
      expect(text, route).not.toMatch(/"n1\.[0-9a-f]{16}\./);
    }
    // The calendar shows the session (so the check above looked at it), without its note.
    const calendar = (await (
      await fetch(`${site.url}/api/admin/calendar?from=${today}&days=7`, {
        headers: { cookie: admin },
      })
    ).json()) as { entries: { id: string }[] };
    expect(calendar.entries.map((e) => e.id)).toContain(attended);

    // And none of the admin functions imports the notes domain or names its tables.
    const functions = resolve(import.meta.dirname, '../../netlify/functions');
    for (const file of readdirSync(functions).filter((f) => f.startsWith('admin-'))) {
      const source = readFileSync(resolve(functions, file), 'utf8');
      expect(source, file).not.toMatch(/server\/notes|session_notes|note_amendments/);
    }
    expect(client).toBeTruthy();
  });

  it('gives the client their record: sessions, measures and signed notes, and says plainly what was withheld', async () => {
    const client = await signInCustomer(db, 'meera@example.com');
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const open = await session('meera@example.com', { hoursAgo: 200 });
    const partly = await session('meera@example.com', { hoursAgo: 30 });
    const draftOnly = await session('meera@example.com', { hoursAgo: 5 });
    await session('meera@example.com', { hoursAgo: -72, status: 'confirmed' });
    await view(await sign(open, asha, fullNote({ risk: { level: 'none', text: '' } })));
    await amend(open, asha, 'Added after: homework was the breathing sheet.');
    await view(
      await sign(
        partly,
        asha,
        fullNote({
          withheld: { parts: ['risk', 'amendments'], reason: 'It names another family member.' },
        }),
      ),
    );
    await amend(partly, asha, 'Hidden amendment words.');
    await view(
      await put(
        draftOnly,
        asha,
        fullNote({ sections: { data: 'DRAFT-ONLY-WORDS', assessment: '', plan: '' } }),
      ),
    );

    await sql`insert into measure_results (user_id, measure, answers, total, taken_at)
      select id, 'phq9', '[2,2,2,2,2,1,1,1,0]'::jsonb, 13, now() - interval '201 hours'
      from users where email = 'meera@example.com'`;

    const response = await fetch(`${site.url}/api/me/record?download=1`, {
      headers: { cookie: client },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="psycortex-my-record-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    const record = (await response.json()) as {
      about: string;
      sections: { key: string; items: Record<string, unknown>[] }[];
    };
    expect(record.about).toContain('section 25');
    expect(record.sections.map((s) => s.key)).toEqual(['sessions', 'measures', 'notes']);
    const [sessions, measures, notes] = record.sections;
    expect(measures!.items).toEqual([
      expect.objectContaining({ name: 'PHQ-9', total: 13, band: 'Moderate' }),
    ]);
    expect(sessions!.items.map((s) => s.status)).toEqual([
      'Attended',
      'Attended',
      'Attended',
      'Booked',
    ]);
    expect(notes!.items).toHaveLength(2);
    const [first, second] = notes!.items as {
      sections: { label: string; text: string }[];
      risk: { level: string; text: string } | null;
      amendments: { text: string }[];
      withheld: { parts: string[]; reason: string; statement: string } | null;
    }[];
    expect(first!.sections.map((s) => s.label)).toEqual(['Data', 'Assessment', 'Plan']);
    expect(first!.risk).toEqual({ level: 'None identified', text: '' });
    expect(first!.amendments.map((a) => a.text)).toEqual([
      'Added after: homework was the breathing sheet.',
    ]);
    expect(first!.withheld).toBeNull();
    expect(second!.risk).toBeNull();
    expect(second!.amendments).toEqual([]);
    expect(second!.withheld).toMatchObject({
      parts: ['Amendments', 'Risk'],
      reason: 'It names another family member.',
    });
    expect(second!.withheld!.statement).toContain('Mental Health Review Board');
    const json = JSON.stringify(record);
    expect(json).not.toContain(RISK_WORDS);
    expect(json).not.toContain('Hidden amendment words.');
    expect(json).not.toContain('DRAFT-ONLY-WORDS');

    const text = await fetch(`${site.url}/api/me/record?format=text&download=1`, {
      headers: { cookie: client },
    });
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toMatch(/\.txt"$/);
    const words = await text.text();
    expect(words).toContain('YOUR SESSION NOTES');
    expect(words).toMatch(/PHQ-9 13 \(moderate\)/);
    expect(words).toContain(MARKER);
    expect(words).toContain(
      'WITHHELD: Your clinician has withheld these parts: Amendments and Risk',
    );
    expect(words).toContain('Their reason: It names another family member.');
    expect(words).not.toContain(RISK_WORDS);

    // Each note the client read is in the access log; another customer gets their own record only.
    const [user] = await sql`select id from users where email = 'meera@example.com'`;
    const reads = await sql`
      select subject from admin_audit where action = 'note.read-by-client'`;
    expect(reads).toHaveLength(4);
    expect(new Set(reads.map((r) => r.subject))).toEqual(new Set([`user:${user!.id}`]));
    const stranger = await signInCustomer(db, 'stranger@example.com');
    const theirs = (await (
      await fetch(`${site.url}/api/me/record`, { headers: { cookie: stranger } })
    ).json()) as { sections: { items: unknown[] }[] };
    expect(theirs.sections.map((s) => s.items.length)).toEqual([0, 0, 0]);
    expect((await fetch(`${site.url}/api/me/record`)).status).toBe(401);
  });

  it('keeps an erased client’s notes sealed for 3 years after the last session, then purges them', async () => {
    const client = await signInCustomer(db, 'meera@example.com');
    await sql`update users set name = 'Meera Client', phone = '+91 98765 11111' where email = 'meera@example.com'`;
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const older = await session('meera@example.com', { hoursAgo: 24 * 40 });
    const last = await session('meera@example.com', { hoursAgo: 24 * 10 });
    await session('meera@example.com', { hoursAgo: 24 * 20, status: 'cancelled' });
    await view(await sign(older, asha, fullNote()));
    await amend(older, asha, 'Amended before the erasure.');
    const [lastRow] = await sql`select ends_at from bookings where id = ${last}`;
    await sql`insert into measure_results (user_id, measure, answers, total)
      select id, 'gad7', '[3,3,2,2,1,1,0]'::jsonb, 12 from users where email = 'meera@example.com'`;

    const erased = await site.post('/api/me/erase', { confirm: 'ERASE' }, { cookie: client });
    expect(erased.status, await erased.clone().text()).toBe(200);
    // The live tables hold nothing of them now.
    expect(await sql`select 1 from bookings`).toHaveLength(0);
    expect(await sql`select 1 from session_notes`).toHaveLength(0);
    expect(await sql`select 1 from note_amendments`).toHaveLength(0);
    expect(await sql`select 1 from measure_results`).toHaveLength(0);

    const [kept] = await sql`select user_id, body, purge_after from retained_records`;
    const [user] = await sql`select id from users where email like 'erased-%'`;
    expect(kept!.user_id).toBe(user!.id);
    expect(kept!.body).toMatch(/^n1\./);
    for (const word of ['Meera', 'meera@example.com', '98765', MARKER, 'Asha']) {
      expect(kept!.body).not.toContain(word);
    }
    const lastEnd = lastRow!.ends_at as Date;
    const threeYears = new Date(lastEnd);
    threeYears.setUTCFullYear(threeYears.getUTCFullYear() + 3);
    expect((kept!.purge_after as Date).toISOString()).toBe(threeYears.toISOString());
    // Opened with the key (outside the site), it is the whole clinical record.
    const opened = JSON.parse(decryptText(kept!.body, [KEY], `retained-record:${user!.id}`)) as {
      person: { email: string };
      sessions: {
        status: string;
        note: { body: string; context: string; amendments: unknown[] } | null;
      }[];
      outcomeMeasures: { measure: string; total: number; answers: number[] }[];
    };
    expect(opened.person.email).toBe('meera@example.com');
    expect(opened.outcomeMeasures).toEqual([
      expect.objectContaining({ measure: 'gad7', total: 12, answers: [3, 3, 2, 2, 1, 1, 0] }),
    ]);
    expect(opened.sessions.map((s) => s.status)).toEqual(['attended', 'attended']);
    const note = opened.sessions[0]!.note!;
    expect(note.amendments).toHaveLength(1);
    expect(decryptText(note.body, [KEY], note.context)).toContain(MARKER);

    // The daily purge leaves it alone until 3 years after the last session, then deletes it.
    const settings: RetentionSettings = {
      otpDays: 1,
      signInDays: 30,
      rateLimitDays: 2,
      enquiryDays: 365,
      emailDays: 90,
      auditDays: 365 * 10,
      paymentPayloadDays: 180,
      privacyRequestDays: 365 * 10,
      bookingDays: 365,
    };
    const dayBefore = new Date(threeYears.getTime() - 86_400_000);
    expect((await purgeExpiredData(db, settings, dayBefore)).retainedRecords).toBe(0);
    expect(await sql`select 1 from retained_records`).toHaveLength(1);
    const dayAfter = new Date(threeYears.getTime() + 86_400_000);
    expect((await purgeExpiredData(db, settings, dayAfter)).retainedRecords).toBe(1);
    expect(await sql`select 1 from retained_records`).toHaveLength(0);
  });

  it('keeps a session with a note for 3 years even when sessions are kept for less', async () => {
    await signInCustomer(db, 'meera@example.com');
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const noted = await session('meera@example.com', { hoursAgo: 24 * 500 });
    const plain = await session('meera@example.com', { hoursAgo: 24 * 501 });
    // Written long after, as if the note had been there since.
    await view(await sign(noted, asha, fullNote()));
    const settings: RetentionSettings = {
      otpDays: 1,
      signInDays: 30,
      rateLimitDays: 2,
      enquiryDays: 365,
      emailDays: 90,
      auditDays: 365 * 10,
      paymentPayloadDays: 180,
      privacyRequestDays: 365 * 10,
      bookingDays: 365,
    };
    const now = new Date();
    expect((await purgeExpiredData(db, settings, now)).bookings).toBe(1);
    expect((await sql`select id from bookings`).map((r) => r.id)).toEqual([noted]);
    expect(plain).toBeTruthy();
    const later = new Date(now.getTime() + (3 * 365 - 500 + 2) * 86_400_000);
    expect((await purgeExpiredData(db, settings, later)).bookings).toBe(1);
    expect(await sql`select 1 from session_notes`).toHaveLength(0);
  });

  // Last: the site's functions keep the key they started with, which this test retires.
  it('moves every note to a new key (npm run notes:rekey) without unlocking it; the old key alone no longer opens them', async () => {
    await signInCustomer(db, 'meera@example.com');
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const attended = await session('meera@example.com');
    const drafted = await session('meera@example.com', { hoursAgo: 100 });
    await view(await sign(attended, asha, fullNote()));
    await view(await amend(attended, asha, 'Amended under the first key.'));
    await view(await put(drafted, asha, fullNote()));
    const before = await sql`select body, updated_at, signed_at from session_notes order by id`;

    const fresh = generateNotesKey();
    const first = process.env.NOTES_KEY!;
    Object.assign(process.env, { NOTES_KEY: fresh, NOTES_KEY_PREVIOUS: first });
    resetConfigCache();
    try {
      expect(await rekeyNotes(db)).toEqual({ notes: 2, amendments: 1, retainedRecords: 0 });
      // Nothing left under the old key; a second run has nothing to do.
      expect(await rekeyNotes(db)).toEqual({ notes: 0, amendments: 0, retainedRecords: 0 });
    } finally {
      Object.assign(process.env, { NOTES_KEY: first });
      delete process.env.NOTES_KEY_PREVIOUS;
      resetConfigCache();
    }
    const key = parseNotesKey(fresh);
    const after =
      await sql`select booking_id, body, updated_at, signed_at from session_notes order by id`;
    for (const [i, row] of after.entries()) {
      expect(keyIdOfText(row.body)).toBe(key.id);
      // The words, the signature and the dates stay as they were.
      expect(row.signed_at).toEqual(before[i]!.signed_at);
      expect(row.updated_at).toEqual(before[i]!.updated_at);
      expect(decryptText(row.body, [key], `session-note:${row.booking_id}`)).toContain(MARKER);
    }
    const [amendment] = await sql`select note_id, body from note_amendments`;
    expect(decryptText(amendment!.body, [key], `note-amendment:${amendment!.note_id}`)).toBe(
      'Amended under the first key.',
    );
    // Outside a re-keying the lock holds as before.
    await expect(
      sql`update session_notes set body = ${before[0]!.body} where booking_id = ${attended}`,
    ).rejects.toThrow(/signed and cannot be changed/);
    // A site that holds only the old key refuses to open them, and says so plainly.
    const refused = await get(attended, asha);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'note_unreadable',
    );
  });
});
