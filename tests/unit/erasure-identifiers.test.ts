import { describe, expect, it } from 'vitest';
import {
  fullNamePattern,
  identifyingPattern,
  namePartsPattern,
  phonePattern,
  redactJson,
  redactText,
} from '#/server/privacy/identifiers.ts';

const matches = (pattern: string | undefined, text: string) => new RegExp(pattern!, 'i').test(text);

describe('the spellings an erasure looks for', () => {
  const stored = '+919123456780';

  it.each([
    '+91 91234 56780',
    '+919123456780',
    '919123456780',
    '91 9123456780',
    '0091 91234-56780',
    '+91-912-345-6780',
    '(+91) 91234 56780',
    '091234 56780',
    '09123456780',
    '0 9123 456 780',
    '91234 56780',
    '9123456780',
    '91234.56780',
    'call 91234 56780 after six',
  ])('finds the phone number written as %s', (text) => {
    expect(matches(phonePattern(stored), text)).toBe(true);
    expect(redactText(text, phonePattern(stored)!, 'X')).not.toMatch(/\d{3}/);
  });

  it('finds the same spellings from a number stored without its country code', () => {
    for (const storedAs of ['9123456780', '09123456780', '+91 91234 56780', '0091 9123456780'])
      for (const text of ['+91 91234 56780', '091234 56780', '91234-56780'])
        expect(matches(phonePattern(storedAs), text), `${storedAs} / ${text}`).toBe(true);
  });

  it.each(['99123456780', '91234567801', '8123456780', 'order 19123456780'])(
    'leaves another number alone: %s',
    (text) => {
      expect(matches(phonePattern(stored), text)).toBe(false);
    },
  );

  it('finds a foreign number with and without its country code', () => {
    const us = phonePattern('+1 415 555 0100');
    expect(matches(us, '+1 (415) 555-0100')).toBe(true);
    expect(matches(us, '415-555-0100')).toBe(true);
    expect(matches(us, '001 415 555 0100')).toBe(true);
  });

  it('ignores numbers too short to be a phone', () => {
    expect(phonePattern('12345')).toBeUndefined();
    expect(phonePattern('')).toBeUndefined();
  });

  it('finds a full name however it is spaced or cased, not inside other words', () => {
    const name = fullNamePattern('Zephyrine  Quillfeather');
    expect(matches(name, 'Refund for zephyrine quillfeather, as agreed')).toBe(true);
    expect(matches(name, 'ZEPHYRINE\nQUILLFEATHER')).toBe(true);
    expect(matches(name, 'Zephyrine Quillfeathers')).toBe(false);
    expect(matches(name, 'Zephyrine')).toBe(false);
  });

  it('finds each word of a name alone, but not in a slug or an address of someone else', () => {
    const parts = namePartsPattern(['Asha Rao', 'A. Rao']);
    expect(matches(parts, 'Asha called')).toBe(true);
    expect(matches(parts, "Rao's sister")).toBe(true);
    expect(matches(parts, 'demo-clinician-asha')).toBe(false);
    expect(matches(parts, 'Ashanti')).toBe(false);
    expect(matches(parts, 'rao@example.com')).toBe(true);
    expect(matches(parts, 'x.rao@example.com')).toBe(false);
    // Words of one letter are never looked for.
    expect(matches(parts, 'A')).toBe(false);
  });

  it('redacts what names the person and nothing else', () => {
    const person = {
      emails: ['zephyrine.q@example.com'],
      phones: ['+919123456780'],
      names: ['Zephyrine Quillfeather'],
    };
    const anywhere = identifyingPattern(person)!;
    const aboutThem = identifyingPattern(person, { nameParts: true })!;
    const note =
      'Zephyrine Quillfeather (zephyrine.q@example.com, 091234 56780) asked; Zephyrine was ill. Rs 1,499 back.';
    expect(redactText(note, anywhere, '[erased]')).toBe(
      '[erased] ([erased], [erased]) asked; Zephyrine was ill. Rs 1,499 back.',
    );
    expect(redactText(note, aboutThem, '[erased]')).toBe(
      '[erased] ([erased], [erased]) asked; [erased] was ill. Rs 1,499 back.',
    );
  });

  it('rewrites only the strings of a JSON value, never its keys or structure', () => {
    const pattern = namePartsPattern(['True Reason'])!;
    expect(
      redactJson({ reason: 'True said so', true: true, list: ['reason', 3] }, pattern, 'user:7'),
    ).toEqual({ reason: 'user:7 said so', true: true, list: ['user:7', 3] });
  });
});
