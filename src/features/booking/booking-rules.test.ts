import { describe, expect, it } from 'vitest';
import {
  cancellationNotice,
  creditReturnedOnCancel,
  customerCanChange,
  joinLinkOpen,
} from '#/features/booking/booking-rules.ts';
import {
  canRecordOutcome,
  canTransition,
  statusesAllowing,
} from '#/server/bookings/booking-state.ts';
import { creditExpiry, creditsFor, creditUsable } from '#/server/bookings/credits.ts';

const HOUR = 3_600_000;
const start = new Date('2026-12-10T05:00:00Z');

describe('cancellation policy', () => {
  it('returns the credit with 24 hours notice or more, not with less', () => {
    expect(creditReturnedOnCancel(start, new Date(start.getTime() - 24 * HOUR))).toBe(true);
    expect(creditReturnedOnCancel(start, new Date(start.getTime() - 48 * HOUR))).toBe(true);
    expect(creditReturnedOnCancel(start, new Date(start.getTime() - 24 * HOUR + 1000))).toBe(false);
    expect(creditReturnedOnCancel(start, new Date(start.getTime() - HOUR))).toBe(false);
  });

  it('returns it late only when staff waive the rule', () => {
    expect(creditReturnedOnCancel(start, new Date(start.getTime() - HOUR), true)).toBe(true);
  });

  it('says in plain words what cancelling now does', () => {
    expect(cancellationNotice(start, new Date(start.getTime() - 30 * HOUR))).toMatch(/returns/);
    expect(cancellationNotice(start, new Date(start.getTime() - 2 * HOUR))).toMatch(/does not/);
  });

  it('lets the customer change a confirmed session until it starts', () => {
    expect(customerCanChange('confirmed', start, new Date(start.getTime() - 1000))).toBe(true);
    expect(customerCanChange('confirmed', start, start)).toBe(false);
    expect(customerCanChange('cancelled', start, new Date(start.getTime() - 48 * HOUR))).toBe(
      false,
    );
  });

  it('shows the video join link from 10 minutes before until the end', () => {
    const end = new Date(start.getTime() + 50 * 60_000);
    expect(joinLinkOpen('video', start, end, new Date(start.getTime() - 11 * 60_000))).toBe(false);
    expect(joinLinkOpen('video', start, end, new Date(start.getTime() - 10 * 60_000))).toBe(true);
    expect(joinLinkOpen('video', start, end, end)).toBe(false);
    expect(joinLinkOpen('phone', start, end, start)).toBe(false);
  });
});

describe('booking states', () => {
  it('follows held → confirmed → attended | no_show | cancelled, and held → expired', () => {
    expect(canTransition('held', 'confirmed')).toBe(true);
    expect(canTransition('held', 'expired')).toBe(true);
    expect(canTransition('confirmed', 'attended')).toBe(true);
    expect(canTransition('confirmed', 'no_show')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
  });

  it('confirms a lapsed hold when its payment completes, and nothing else leaves a lapsed hold', () => {
    expect(canTransition('expired', 'confirmed')).toBe(true);
    expect(canTransition('expired', 'cancelled')).toBe(false);
    expect(canTransition('expired', 'held')).toBe(false);
  });

  it('never leaves a final state or skips confirmation', () => {
    expect(canTransition('held', 'attended')).toBe(false);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
    expect(canTransition('attended', 'no_show')).toBe(false);
    expect(canTransition('confirmed', 'expired')).toBe(false);
  });

  it('lists the states a guarded update may start from', () => {
    expect(statusesAllowing('cancelled').sort()).toEqual(['confirmed', 'held']);
    expect(statusesAllowing('attended')).toEqual(['confirmed']);
    expect(statusesAllowing('confirmed').sort()).toEqual(['expired', 'held']);
  });

  it('records attended or no-show only once the session has begun', () => {
    expect(canRecordOutcome('confirmed', start, new Date(start.getTime() - 1000))).toBe(false);
    expect(canRecordOutcome('confirmed', start, start)).toBe(true);
    expect(canRecordOutcome('held', start, start)).toBe(false);
  });
});

describe('credits', () => {
  it('gives sessions × quantity', () => {
    expect(creditsFor(5, 2)).toBe(10);
    expect(creditsFor(1, 1)).toBe(1);
    expect(() => creditsFor(-1, 1)).toThrow(RangeError);
    expect(() => creditsFor(1.5, 1)).toThrow(RangeError);
  });

  it('expire 12 months after payment unless the product says otherwise', () => {
    const paid = new Date('2026-11-25T06:00:00Z');
    expect(creditExpiry(paid).toISOString()).toBe('2027-11-25T06:00:00.000Z');
    expect(creditExpiry(paid, 6).toISOString()).toBe('2027-05-25T06:00:00.000Z');
  });

  it('never spill past a short month end', () => {
    expect(creditExpiry(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(creditExpiry(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });

  it('can pay only while some remain and before they lapse', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(creditUsable({ remaining: 1, expiresAt: new Date('2027-06-01T00:00:00Z') }, now)).toBe(
      true,
    );
    expect(creditUsable({ remaining: 0, expiresAt: new Date('2027-06-01T00:00:00Z') }, now)).toBe(
      false,
    );
    expect(creditUsable({ remaining: 3, expiresAt: now }, now)).toBe(false);
  });
});
