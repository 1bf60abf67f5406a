import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClinicianCard } from '#/api/booking-slots.ts';
import {
  clinicianBookHref,
  matchingClinicians,
} from '#/features/get-matched/matching/clinicians.ts';
import { initialState } from '#/features/get-matched/matching/state.ts';
import { json } from '#/server/http/respond.ts';
import { type FakeApi, fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

const card = (
  slug: string,
  languages: string[],
  modes: ClinicianCard['modes'],
  services: string[],
) =>
  ({
    slug,
    name: slug,
    role: 'Counselling psychologist',
    qualifications: '',
    registrationNumber: '',
    bio: '',
    languages,
    services,
    modes,
    photoUrl: null,
    sessionMinutes: 50,
    demo: true,
  }) satisfies ClinicianCard;

const ASHA = card('asha', ['English', 'Hindi', 'Marathi'], ['video', 'phone'], ['anxiety']);
const RAVI = card('ravi', ['English', 'Hindi'], ['video', 'chat'], ['marital', 'anxiety']);
const MEERA = card('meera', ['Marathi'], ['in-person'], ['marital']);
const ALL = [ASHA, RAVI, MEERA];
const slugs = (list: ClinicianCard[]) => list.map((c) => c.slug);

describe('clinicians suggested with a result', () => {
  it('keeps those who speak the language and meet the chosen way; "No preference" matches all', () => {
    expect(slugs(matchingClinicians(ALL, { language: 'marathi', mode: 'video' }))).toEqual([
      'asha',
    ]);
    expect(slugs(matchingClinicians(ALL, { language: 'hindi', mode: 'chat' }))).toEqual(['ravi']);
    expect(slugs(matchingClinicians(ALL, { language: 'any', mode: 'in-person' }))).toEqual([
      'meera',
    ]);
    expect(slugs(matchingClinicians(ALL, { language: 'english', mode: 'any' }))).toEqual([
      'asha',
      'ravi',
    ]);
    expect(matchingClinicians(ALL, { language: 'marathi', mode: 'chat' })).toEqual([]);
  });

  it('puts those offering the suggested service first, and shows at most three', () => {
    expect(slugs(matchingClinicians(ALL, { language: 'any', mode: 'any' }, 'marital'))).toEqual([
      'ravi',
      'meera',
      'asha',
    ]);
    const many = Array.from({ length: 6 }, (_, i) => card(`c${i}`, ['English'], ['video'], []));
    expect(matchingClinicians(many, { language: 'any', mode: 'any' })).toHaveLength(3);
  });

  it('links to /book with the choices and the clinician', () => {
    expect(
      clinicianBookHref(ASHA, 'counsellingservices/anxiety', { language: 'hindi', mode: 'video' }),
    ).toBe('/book?service=anxiety&mode=video&language=hindi&clinician=asha');
    expect(clinicianBookHref(RAVI, undefined, { language: 'any', mode: 'any' })).toBe(
      '/book?clinician=ravi',
    );
  });
});

describe('the result page’s clinician list', () => {
  let api: FakeApi;
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for the public list without any of the answers, once, and matches it in the browser', async () => {
    vi.resetModules();
    fakeBrowser('/get-matched');
    sessionStorage.setItem(
      'getMatched',
      JSON.stringify({
        ...initialState(),
        step: 'result',
        who: 'couple',
        concerns: ['relationship'],
        language: 'hindi',
        mode: 'video',
        screeners: 'skipped',
      }),
    );
    api = fakeApi({
      'GET /api/booking/slots': () => json({ clinicians: ALL, slots: [] }),
    });
    (await import('#/lib/http.ts')).setApiFetch(api.fetch);
    const s = await import('#/features/get-matched/matched-clinicians.store.ts');
    expect(s.$suggestedClinicians.get()).toBeNull();
    await s.loadClinicianList();
    await s.loadClinicianList();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/booking/slots']);
    expect(s.$suggestedClinicians.get()).toEqual([
      {
        clinician: RAVI,
        href: '/book?service=marital&mode=video&language=hindi&clinician=ravi',
      },
      {
        clinician: ASHA,
        href: '/book?service=marital&mode=video&language=hindi&clinician=asha',
      },
    ]);
  });
});
