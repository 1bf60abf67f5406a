import { describe, expect, it } from 'vitest';
import { optionText } from '#/features/shop/format.ts';
import { countOf } from '#/lib/plural.ts';

describe('countOf', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countOf(1, 'order')).toBe('1 order');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(24, 'session')).toBe('24 sessions');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'enquiry', 'enquiries')).toBe('2 enquiries');
    expect(countOf(1, 'enquiry', 'enquiries')).toBe('1 enquiry');
  });
});

describe('optionText', () => {
  it('names an option with its sessions', () => {
    expect(optionText('3 months', 12)).toBe('3 months · 12 sessions');
  });

  it('says an option named by its sessions once', () => {
    expect(optionText('1 session', 1)).toBe('1 session');
    expect(optionText('4 Sessions', 4)).toBe('4 Sessions');
  });
});
