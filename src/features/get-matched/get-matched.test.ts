import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingAnswers } from '#/features/get-matched/matching/booking-answers.ts';
import { CONCERNS } from '#/features/get-matched/matching/options.ts';
import {
  decodeState,
  initialState,
  stepError,
  stepNumber,
} from '#/features/get-matched/matching/state.ts';
import {
  bookHref,
  CONCERN_SERVICES,
  suggestServices,
} from '#/features/get-matched/matching/suggest.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

const servicesDir = resolve(import.meta.dirname, '../../../content/services');
const SERVICE_IDS = new Set(
  readdirSync(servicesDir).flatMap((section) =>
    readdirSync(resolve(servicesDir, section))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => `${section}/${f.replace(/\.mdx$/, '')}`),
  ),
);

describe('the suggestion rule', () => {
  it('leads every concern to services that exist in content/services', () => {
    for (const { value } of CONCERNS) {
      expect(CONCERN_SERVICES[value].length, value).toBeGreaterThan(0);
      for (const id of CONCERN_SERVICES[value])
        expect(SERVICE_IDS, `${value}: ${id}`).toContain(id);
    }
  });

  it('suggests the services of the concerns in the order given, without repeats, at most three', () => {
    expect(suggestServices({ who: 'myself', concerns: ['anxiety', 'sleep'] })).toEqual([
      'counsellingservices/anxiety',
      'counsellingservices/sleep',
    ]);
    expect(
      suggestServices({ who: 'myself', concerns: ['grief', 'grief', 'trauma', 'stress', 'sleep'] }),
    ).toEqual([
      'counsellingservices/grief',
      'counsellingservices/trauma',
      'counsellingservices/stressmanagement',
    ]);
  });

  it('puts marital counselling first for a couple, and offers a child mental health counselling', () => {
    expect(suggestServices({ who: 'couple', concerns: ['stress'] })).toEqual([
      'counsellingservices/marital',
      'counsellingservices/stressmanagement',
    ]);
    expect(suggestServices({ who: 'child', concerns: ['behaviour-learning'] })).toEqual([
      'assessmentandtesting/psychologicaltesting',
      'counsellingservices/mentalhealth',
    ]);
    expect(suggestServices({ who: 'child', concerns: ['anxiety'] })).toEqual([
      'counsellingservices/anxiety',
      'counsellingservices/mentalhealth',
    ]);
    expect(suggestServices({ who: 'family', concerns: [] })).toEqual([
      'counsellingservices/mentalhealth',
    ]);
  });

  it('links to /book with the service slug, the mode and the language, leaving out "no preference"', () => {
    expect(bookHref('counsellingservices/anxiety', { mode: 'video', language: 'hindi' })).toBe(
      '/book?service=anxiety&mode=video&language=hindi',
    );
    expect(bookHref('counsellingservices/grief', { mode: 'any', language: 'english' })).toBe(
      '/book?service=grief&language=english',
    );
    expect(bookHref(undefined, { mode: 'any', language: 'any' })).toBe('/book');
  });
});

describe('the questionnaire steps', () => {
  it('count the question steps as "Step n of 4"; the result has no number', () => {
    expect(stepNumber('who')).toBe(1);
    expect(stepNumber('screeners')).toBe(4);
    expect(stepNumber('result')).toBeUndefined();
  });

  it('say what is missing before moving on, in words a person can act on', () => {
    const state = initialState();
    expect(stepError(state, 'who')).toBe('Please choose who the help is for.');
    expect(stepError(state, 'concerns')).toMatch(/at least one/);
    expect(stepError(state, 'preferences')).toBe(
      'Please choose a language and a way to meet ("No preference" is fine).',
    );
    expect(stepError({ ...state, language: 'hindi' }, 'preferences')).toMatch(/a way to meet/);
    expect(stepError({ ...state, who: 'myself' }, 'who')).toBeUndefined();
  });

  it('let a screener be left alone or answered in full, never half', () => {
    const state = initialState();
    expect(stepError(state, 'screeners')).toBeUndefined();
    state.answers.phq9 = [0, 1, 2, 3, 0, 1, null, 2, null];
    expect(stepError(state, 'screeners')).toBe(
      'Please answer PHQ-9 questions 7 and 9, or skip this step.',
    );
    state.answers.phq9 = [0, 1, 2, 3, 0, 1, 0, 2, 0];
    expect(stepError(state, 'screeners')).toBeUndefined();
    state.answers.gad7 = [1, null, null, null, null, null, null];
    expect(stepError(state, 'screeners')).toMatch(/GAD-7 questions 2, 3, 4, 5, 6 and 7/);
  });

  it('read a stored copy back, dropping what is not valid', () => {
    expect(decodeState(null)).toEqual(initialState());
    expect(decodeState('not json')).toEqual(initialState());
    const state = decodeState(
      JSON.stringify({
        step: 'preferences',
        who: 'child',
        concerns: ['anxiety', 'made-up', 'anxiety'],
        language: 'klingon',
        mode: 'video',
        answers: { phq9: [1, 7, 'x'], gad7: 'no' },
        saveWithBooking: 'yes',
      }),
    );
    expect(state).toMatchObject({
      step: 'preferences',
      who: 'child',
      concerns: ['anxiety'],
      language: null,
      mode: 'video',
      saveWithBooking: false,
    });
    expect(state.answers.phq9).toEqual([1, null, null, null, null, null, null, null, null]);
    expect(state.answers.gad7).toHaveLength(7);
  });

  it('give the booking page nothing without the explicit consent', () => {
    const state = {
      ...initialState(),
      step: 'result' as const,
      who: 'myself' as const,
      concerns: ['anxiety' as const],
      language: 'english' as const,
      mode: 'video' as const,
    };
    expect(bookingAnswers(state)).toBeNull();
    expect(bookingAnswers({ ...state, saveWithBooking: true })).toMatchObject({
      who: 'myself',
      screeners: [],
      crisisFlag: false,
    });
  });
});

describe('the get-matched store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function store(stored?: string) {
    vi.resetModules();
    fakeBrowser('/get-matched');
    if (stored) sessionStorage.setItem('getMatched', stored);
    return import('#/features/get-matched/get-matched.store.ts');
  }

  async function throughPreferences() {
    const s = await store();
    expect(s.next()).toBe(false);
    expect(s.$stepError.get()).toBe('Please choose who the help is for.');
    s.setWho('myself');
    expect(s.$stepError.get()).toBeUndefined();
    expect(s.next()).toBe(true);
    s.toggleConcern('anxiety', true);
    s.toggleConcern('sleep', true);
    s.toggleConcern('sleep', false);
    s.next();
    s.setLanguage('hindi');
    s.setMode('video');
    s.next();
    expect(s.$stepNumber.get()).toBe(4);
    return s;
  }

  it('walks to a suggestion and a /book link with the choices', async () => {
    const s = await throughPreferences();
    s.skipScreeners();
    expect(s.$questionnaire.get()).toMatchObject({ step: 'result', screeners: 'skipped' });
    expect(s.$suggestions.get()).toEqual(['counsellingservices/anxiety']);
    expect(s.$bookHref.get()).toBe('/book?service=anxiety&mode=video&language=hindi');
    expect(s.$scores.get()).toEqual([]);
  });

  it('scores the screeners answered in full and shows the crisis help as soon as item 9 is above 0', async () => {
    const s = await throughPreferences();
    for (let i = 0; i < 8; i++) s.answer('phq9', i, 2);
    expect(s.$crisis.get()).toBe(false);
    s.answer('phq9', 8, 1);
    expect(s.$crisis.get()).toBe(true);
    expect(s.next()).toBe(true);
    const [phq9] = s.$scores.get();
    expect(phq9?.score).toMatchObject({ total: 17, band: { label: 'Moderately severe' } });
    expect(s.$crisis.get()).toBe(true);
  });

  it('keeps the crisis help when the screeners are skipped after item 9, but forgets the answers', async () => {
    const s = await throughPreferences();
    s.answer('phq9', 8, 3);
    s.skipScreeners();
    expect(s.$crisis.get()).toBe(true);
    expect(s.$questionnaire.get().answers.phq9.every((a) => a === null)).toBe(true);
  });

  it('keeps the answers in this tab while answering, and clears them at the result without consent', async () => {
    await throughPreferences();
    expect(JSON.parse(sessionStorage.getItem('getMatched') ?? '{}')).toMatchObject({
      step: 'screeners',
      who: 'myself',
    });
    // A reload: the store reads the copy back.
    const reloaded = await store(sessionStorage.getItem('getMatched') ?? undefined);
    expect(reloaded.$questionnaire.get()).toMatchObject({ step: 'screeners', mode: 'video' });
    reloaded.skipScreeners();
    expect(sessionStorage.getItem('getMatched')).toBeNull();
    expect(reloaded.$answersForBooking.get()).toBeNull();
  });

  it('hands the answers to the booking page only with consent, and forgets them when asked', async () => {
    const s = await throughPreferences();
    for (let i = 0; i < 7; i++) s.answer('gad7', i, 1);
    s.next();
    expect(s.$answersForBooking.get()).toBeNull();
    s.setSaveWithBooking(true);
    expect(s.$answersForBooking.get()).toMatchObject({
      concerns: ['anxiety'],
      screeners: [{ id: 'gad7', total: 7, band: 'Mild' }],
    });
    expect(sessionStorage.getItem('getMatched')).not.toBeNull();
    // The booking page loads the store afresh and finds them.
    const booking = await store(sessionStorage.getItem('getMatched') ?? undefined);
    expect(booking.$answersForBooking.get()?.screeners[0]?.total).toBe(7);
    booking.clearAnswers();
    expect(sessionStorage.getItem('getMatched')).toBeNull();
    expect(booking.$answersForBooking.get()).toBeNull();
    s.setSaveWithBooking(false);
    expect(sessionStorage.getItem('getMatched')).toBeNull();
  });
});

describe('the questions', () => {
  it('ask about what troubles the person in words that fit who the help is for', async () => {
    const { concernsQuestion } = await import('#/features/get-matched/matching/options.ts');
    expect(concernsQuestion('myself')).toBe('What is troubling you at the moment?');
    expect(concernsQuestion('child')).toBe('What is troubling your child at the moment?');
    expect(concernsQuestion('family')).toBe('What is troubling them at the moment?');
  });
});
