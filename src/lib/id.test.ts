import { describe, expect, it } from 'vitest';
import { idSchema, isId } from './id.ts';

describe('row ids', () => {
  it('takes the digits of a bigint, up to 18 of them', () => {
    expect(['1', '42', '123456789012345678'].every(isId)).toBe(true);
  });

  it('refuses what cannot be a row id', () => {
    expect(['', '1234567890123456789', '-1', '1.5', '12a', ' 12', 'all'].some(isId)).toBe(false);
  });

  it("says what was not found in the schema's message", () => {
    const result = idSchema('We could not find that block.').safeParse('x');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('We could not find that block.');
  });
});
