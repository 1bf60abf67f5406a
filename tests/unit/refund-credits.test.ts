import { describe, expect, it } from 'vitest';
import {
  beyondUnusedProblem,
  creditsToWithdraw,
  type PackageCredits,
  unusedValue,
} from '#/server/payments/refund-rules.ts';

/** Rs 60,000 for 12 sessions (Rs 5,000 each), of which `booked` are taken. */
const pack = (booked: number, withdrawn = 0): PackageCredits => ({
  creditId: '7',
  linePaise: 60_000_00,
  granted: 12,
  remaining: 12 - booked - withdrawn,
  withdrawn,
});

describe('refunds of a package with booked sessions', () => {
  it('values the sessions not yet booked, and an order without credits in full', () => {
    expect(unusedValue(60_000_00, [pack(0)])).toBe(60_000_00);
    expect(unusedValue(60_000_00, [pack(3)])).toBe(45_000_00);
    expect(unusedValue(60_000_00, [pack(3, 9)])).toBe(0);
    expect(unusedValue(60_000_00, [])).toBe(60_000_00);
    // A price that does not divide: never more than the sessions are worth, to the paisa.
    expect(
      unusedValue(1_000_00, [{ ...pack(1), linePaise: 1_000_00, granted: 3, remaining: 2 }]),
    ).toBe(66_666);
  });

  it('takes whole sessions back, rounding up, from those left before those booked', () => {
    expect(creditsToWithdraw(20_000_00, [pack(0)])).toEqual([
      { creditId: '7', fromRemaining: 4, count: 4 },
    ]);
    expect(creditsToWithdraw(6_000_00, [pack(0)])).toEqual([
      { creditId: '7', fromRemaining: 2, count: 2 },
    ]);
    // A staff exception beyond the unused: the booked sessions are marked as refunded too.
    expect(creditsToWithdraw(50_000_00, [pack(3)])).toEqual([
      { creditId: '7', fromRemaining: 9, count: 10 },
    ]);
    expect(creditsToWithdraw(5_000_00, [pack(3, 9)])).toEqual([
      { creditId: '7', fromRemaining: 0, count: 1 },
    ]);
  });

  it('says how much is unused and what to do, only when the refund goes beyond it', () => {
    expect(beyondUnusedProblem(45_000_00, 45_000_00, [pack(3)])).toBeUndefined();
    expect(beyondUnusedProblem(45_000_01, 45_000_00, [pack(3)])).toBe(
      'Only Rs 45,000 of this order is unused: 3 of its 12 sessions are booked or taken. To refund more, give the reason for the exception.',
    );
  });
});
