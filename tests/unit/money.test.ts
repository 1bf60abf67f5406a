import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupees, lineTotal, parseRupees } from '#/lib/money.ts';

describe('money', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(149_900)).toBe('1,499');
    expect(formatRupees(12_000_000)).toBe('1,20,000');
    expect(formatRupees(100_000_000)).toBe('10,00,000');
    expect(formatRupees(0)).toBe('0');
    expect(formatRupees(149_950)).toBe('1,499.50');
    expect(formatPrice(20_000)).toBe('Rs 200');
  });

  it('reads amounts as people write them into paise', () => {
    expect(parseRupees('1,499')).toBe(149_900);
    expect(parseRupees('2,40,000')).toBe(24_000_000);
    expect(parseRupees('Rs 1499.5')).toBe(149_950);
    expect(parseRupees('₹10,00,000')).toBe(100_000_000);
    expect(() => parseRupees('12a')).toThrow(RangeError);
    expect(() => parseRupees('-5')).toThrow(RangeError);
    expect(() => parseRupees('1.999')).toThrow(RangeError);
  });

  it('multiplies a unit price by a whole, non-negative quantity', () => {
    expect(lineTotal(149_900, 3)).toBe(449_700);
    expect(lineTotal(149_900, 0)).toBe(0);
    expect(() => lineTotal(149_900, -1)).toThrow(RangeError);
    expect(() => lineTotal(149_900, 1.5)).toThrow(RangeError);
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });
});
