import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRequest } from '#/api/bookings.ts';
import {
  bookingAnswersSchema,
  type SharedAnswers,
} from '#/features/booking/booking-answers-schema.ts';
import { summariseAnswers } from '#/features/booking/shared-answers.ts';
import { bookingAnswers } from '#/features/get-matched/matching/booking-answers.ts';
import { initialState } from '#/features/get-matched/matching/state.ts';
import type { Answers } from '#/lib/screeners/screener.ts';
import { readJson } from '#/server/http/body.ts';
import { json } from '#/server/http/respond.ts';
import { type FakeApi, fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

/** What the questionnaire builds for someone who took both screeners. */
function valid(): SharedAnswers {
  return {
    who: 'myself',
    concerns: ['anxiety', 'sleep'],
    language: 'hindi',
    mode: 'video',
    screeners: [
      { id: 'phq9', answers: [1, 1, 2, 1, 0, 1, 0, 0, 0], total: 6, band: 'Mild' },
      { id: 'gad7', answers: [2, 2, 2, 2, 1, 1, 1], total: 11, band: 'Moderate' },
    ],
    crisisFlag: false,
  };
}

const problems = (value: unknown) => {
  const result = bookingAnswersSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('the answers a booking may carry', () => {
  it('accepts exactly what the questionnaire builds, with or without screeners', () => {
    expect(problems(valid())).toEqual([]);
    const state = {
      ...initialState(),
      step: 'result' as const,
      who: 'couple' as const,
      concerns: ['relationship' as const],
      language: 'any' as const,
      mode: 'in-person' as const,
      screeners: 'taken' as const,
      answers: {
        phq9: [0, 0, 0, 0, 0, 0, 0, 0, 2] as const as (0 | 2)[],
        gad7: [3, 3, 3, 3, 3, 3, 3] as const as 3[],
      },
      saveWithBooking: true,
    };
    const built = bookingAnswers(state);
    expect(built?.crisisFlag).toBe(true);
    expect(problems(built)).toEqual([]);
    expect(problems({ ...valid(), screeners: [] })).toEqual([]);
  });

  it('carries each screener’s closing question on difficulty, unscored, as published', () => {
    const state = {
      ...initialState(),
      step: 'result' as const,
      who: 'myself' as const,
      concerns: ['anxiety' as const],
      language: 'hindi' as const,
      mode: 'video' as const,
      screeners: 'taken' as const,
      answers: {
        phq9: [1, 1, 2, 1, 0, 1, 0, 0, 0] as (0 | 1 | 2)[],
        gad7: [2, 2, 2, 2, 1, 1, 1] as (1 | 2)[],
      },
      difficulty: { phq9: 'Very difficult' as const, gad7: null },
      saveWithBooking: true,
    };
    const built = bookingAnswers(state)!;
    expect(built.screeners.map((s) => [s.id, s.total, s.difficulty])).toEqual([
      ['phq9', 6, 'Very difficult'],
      ['gad7', 11, undefined],
    ]);
    expect(problems(built)).toEqual([]);
    const summary = summariseAnswers(built);
    expect(summary.screeners[0]!.difficulty).toEqual({
      question:
        'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
      answer: 'Very difficult',
    });
    expect(summary.screeners[1]!.difficulty).toBeUndefined();
    const invented = valid();
    (invented.screeners[0] as { difficulty?: string }).difficulty = 'Unbearable';
    expect(problems(invented)).toEqual(['screeners.0.difficulty']);
  });

  it('refuses a total that is not the sum of the answers, or a band that is not the total’s', () => {
    const answers = valid();
    answers.screeners[0]!.total = 20;
    expect(problems(answers)).toEqual(['screeners.0.total']);
    const band = valid();
    band.screeners[1]!.band = 'Minimal';
    expect(problems(band)).toEqual(['screeners.1.band']);
  });

  it('refuses answers outside 0 to 3, and screeners with too few or too many answers', () => {
    const high = valid();
    high.screeners[0]!.answers[2] = 4;
    expect(problems(high)).toContain('screeners.0.answers.2');
    const negative = valid();
    negative.screeners[1]!.answers[0] = -1;
    expect(problems(negative)).toContain('screeners.1.answers.0');
    const fraction = valid();
    fraction.screeners[1]!.answers[0] = 1.5;
    expect(problems(fraction)).toContain('screeners.1.answers.0');
    const short = valid();
    short.screeners[0]!.answers = [1, 1, 1];
    short.screeners[0]!.total = 3;
    expect(problems(short)).toContain('screeners.0.answers');
    const long = valid();
    long.screeners[1]!.answers = [...long.screeners[1]!.answers, 0];
    expect(problems(long)).toContain('screeners.1.answers');
  });

  it('refuses options the questionnaire does not have, repeats, and unknown screeners', () => {
    expect(problems({ ...valid(), who: 'neighbour' })).toEqual(['who']);
    expect(problems({ ...valid(), concerns: ['anxiety', 'boredom'] })).toEqual(['concerns.1']);
    expect(problems({ ...valid(), concerns: [] })).toEqual(['concerns']);
    expect(problems({ ...valid(), concerns: ['anxiety', 'anxiety'] })).toEqual(['concerns']);
    expect(problems({ ...valid(), language: 'klingon' })).toEqual(['language']);
    expect(problems({ ...valid(), mode: 'letter' })).toEqual(['mode']);
    const twice = valid();
    twice.screeners[1] = twice.screeners[0]!;
    expect(problems(twice)).toEqual(['screeners']);
    const unknown = { ...valid(), screeners: [{ id: 'bdi', answers: [0], total: 0, band: '' }] };
    expect(problems(unknown)).toEqual(['screeners.0.id']);
  });

  it('insists on the crisis flag when PHQ-9 question 9 was answered above 0', () => {
    const answers = valid();
    answers.screeners[0] = {
      id: 'phq9',
      answers: [1, 1, 2, 1, 0, 1, 0, 0, 1],
      total: 7,
      band: 'Mild',
    };
    expect(problems(answers)).toEqual(['crisisFlag']);
    expect(problems({ ...answers, crisisFlag: true })).toEqual([]);
  });

  it('is optional in a hold request, and checked when present', () => {
    const hold = {
      clinician: 'demo-clinician-asha',
      startsAt: '2026-12-01T04:30:00.000Z',
      mode: 'video',
      service: 'anxiety',
    };
    expect(holdRequest.safeParse(hold).success).toBe(true);
    expect(holdRequest.safeParse({ ...hold, answers: valid() }).success).toBe(true);
    expect(holdRequest.safeParse({ ...hold, answers: { ...valid(), who: 'x' } }).success).toBe(
      false,
    );
  });

  it('reads back in words: choices, each screener’s band and every answer', () => {
    const summary = summariseAnswers(valid());
    expect(summary.concerns).toEqual(['Worry, anxiety or panic', 'Trouble sleeping']);
    expect(summary.screeners.map((s) => `${s.name}: ${s.result}`)).toEqual([
      'PHQ-9: Mild, 6 of 27',
      'GAD-7: Moderate, 11 of 21',
    ]);
    expect(summary.screeners[1]!.items[0]).toEqual({
      question: 'Feeling nervous, anxious, or on edge',
      answer: 'More than half the days',
    });
  });
});

describe('the booking page with saved answers', () => {
  let api: FakeApi;

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The stores of /book after the questionnaire, with the person's choice to save the answers. */
  async function stores(saveWithBooking: boolean) {
    vi.resetModules();
    fakeBrowser('/book');
    // As the questionnaire's store leaves them at its result: its state, and the answers built.
    const state = {
      ...initialState(),
      step: 'result' as const,
      who: 'myself' as const,
      concerns: ['anxiety' as const, 'sleep' as const],
      language: 'hindi' as const,
      mode: 'video' as const,
      screeners: 'taken' as const,
      answers: {
        phq9: valid().screeners[0]!.answers as Answers,
        gad7: valid().screeners[1]!.answers as Answers,
      },
      saveWithBooking,
    };
    sessionStorage.setItem(
      'getMatched',
      JSON.stringify({ ...state, forBooking: bookingAnswers(state) }),
    );
    api = fakeApi({
      'POST /api/bookings': async (request) => {
        // The function's own reading and schema: a body it would refuse fails the test.
        await readJson(request, holdRequest);
        return json({ booking: { id: '7', holdExpiresAt: '2026-12-01T04:40:00.000Z' } }, 201);
      },
      'GET /api/bookings': () => json({ upcoming: [], past: [], credits: [] }),
    });
    (await import('#/lib/http.ts')).setApiFetch(api.fetch);
    return {
      ...(await import('#/features/booking/booking.store.ts')),
      ...(await import('#/features/get-matched/get-matched.store.ts')),
    };
  }

  const slot = {
    clinician: 'demo-clinician-asha',
    startsAt: '2026-12-01T04:30:00.000Z',
    endsAt: '2026-12-01T05:20:00.000Z',
    mode: 'video' as const,
    branch: null,
  };
  const holdBody = () =>
    api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;

  it('sends the answers with the hold, then forgets them in the browser', async () => {
    const s = await stores(true);
    expect(s.$answersForBooking.get()).not.toBeNull();
    await s.holdSlot(slot);
    expect(holdBody().answers).toEqual(valid());
    expect(s.$hold.get()).toMatchObject({ status: 'held', bookingId: '7', answersShared: true });
    expect(s.$answersForBooking.get()).toBeNull();
    expect(sessionStorage.getItem('getMatched')).toBeNull();
  });

  it('sends nothing when the customer unticks sharing, and forgets the answers all the same', async () => {
    const s = await stores(true);
    s.setShareAnswers(false);
    await s.holdSlot(slot);
    expect(holdBody()).not.toHaveProperty('answers');
    expect(s.$hold.get()).toMatchObject({ status: 'held', answersShared: false });
    expect(s.$answersForBooking.get()).toBeNull();
  });

  it('sends nothing without the questionnaire’s consent', async () => {
    const s = await stores(false);
    await s.holdSlot(slot);
    expect(holdBody()).not.toHaveProperty('answers');
  });

  it('keeps the answers when the hold fails, for the next time chosen', async () => {
    const s = await stores(true);
    api.on('POST /api/bookings', () =>
      json({ error: { code: 'conflict', message: 'This time has just been taken.' } }, 409),
    );
    api.on('GET /api/booking/slots', () => json({ clinicians: [], slots: [] }));
    await s.holdSlot(slot);
    expect(s.$hold.get()).toMatchObject({ status: 'failed' });
    expect(s.$answersForBooking.get()).not.toBeNull();
  });
});
