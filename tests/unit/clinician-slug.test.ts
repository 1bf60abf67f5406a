import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../support/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The clinician's slug has one name in addresses: `clinician` (docs/decisions.md). */
describe('the clinician in booking addresses', () => {
  it('is read from ?clinician=, and from ?c= in profile links shared before', async () => {
    fakeBrowser();
    const { choiceFromQuery } = await import('#/features/booking/booking.store.ts');
    expect(choiceFromQuery('?clinician=demo-clinician-ravi&mode=video')).toMatchObject({
      clinician: 'demo-clinician-ravi',
      mode: 'video',
    });
    expect(choiceFromQuery('?c=demo-clinician-asha').clinician).toBe('demo-clinician-asha');
    expect(choiceFromQuery('?mode=chat').clinician).toBe('');
  });

  it('names the chosen time’s clinician `clinician` in the address a visitor comes back to', async () => {
    fakeBrowser();
    const { $choice, returnAddress } = await import('#/features/booking/booking.store.ts');
    $choice.set({ service: '', mode: 'video', language: 'Hindi', branch: '', clinician: '' });
    const back = returnAddress({
      clinician: 'demo-clinician-ravi',
      startsAt: '2026-12-01T04:30:00.000Z',
      endsAt: '2026-12-01T05:20:00.000Z',
      mode: 'video',
      branch: null,
    });
    const params = new URL(back, 'https://psycortex.test').searchParams;
    expect(params.get('clinician')).toBe('demo-clinician-ravi');
    expect(params.has('with')).toBe(false);
    expect(params.get('slot')).toBe('2026-12-01T04:30:00.000Z');
  });
});
