import { describe, expect, it } from 'vitest';
import { billingSchema } from '#/features/checkout/schemas.ts';
import { GST_STATES } from '#/lib/gst-states.ts';
import { pinCodeProblem } from '#/lib/pin-codes.ts';
import { billingFor } from '../support/billing.ts';

describe('a PIN code and the state chosen', () => {
  it('refuses a PIN from another postal zone, saying where PINs of that state start', () => {
    expect(pinCodeProblem('560001', 'Gujarat')).toBe(
      'A PIN code in Gujarat starts with 3. Please check the PIN code or the state.',
    );
    expect(pinCodeProblem('440001', 'karnataka')).toBe(
      'A PIN code in Karnataka starts with 5. Please check the PIN code or the state.',
    );
  });

  it('takes real addresses, Puducherry’s two zones and Army Postal Service PINs', () => {
    expect(pinCodeProblem('560001', 'Karnataka')).toBeUndefined();
    expect(pinCodeProblem('440001', 'Maharashtra')).toBeUndefined();
    expect(pinCodeProblem('403001', 'Goa')).toBeUndefined();
    expect(pinCodeProblem('396210', 'Dadra and Nagar Haveli and Daman and Diu')).toBeUndefined();
    expect(pinCodeProblem('605001', 'Puducherry')).toBeUndefined();
    expect(pinCodeProblem('533464', 'Puducherry')).toBeUndefined();
    expect(pinCodeProblem('737101', 'Sikkim')).toBeUndefined();
    expect(pinCodeProblem('194101', 'Ladakh')).toBeUndefined();
    expect(pinCodeProblem('834001', 'Jharkhand')).toBeUndefined();
    expect(pinCodeProblem('908765', 'Gujarat')).toBeUndefined();
  });

  it('asks for six digits in India, and leaves other countries’ postal codes alone', () => {
    expect(pinCodeProblem('44001', 'Maharashtra')).toBe(
      'An Indian PIN code has 6 digits, e.g. 440001.',
    );
    expect(pinCodeProblem('SW1A 1AA', 'Outside India')).toBeUndefined();
  });

  it('knows the postal zone of every state and union territory on the GST list', () => {
    for (const { code, name } of GST_STATES) {
      if (code === '96' || code === '97') continue;
      const problem = pinCodeProblem('000000', name);
      expect(problem, name).toBe('An Indian PIN code has 6 digits, e.g. 440001.');
      expect(
        ['1', '2', '3', '4', '5', '6', '7', '8'].some((d) => !pinCodeProblem(`${d}10001`, name)),
        name,
      ).toBe(true);
    }
  });

  it('is checked by the billing schema the form and the function share, on the PIN field', () => {
    const result = billingSchema.safeParse({
      ...billingFor('a@example.com'),
      state: 'Gujarat',
      pinCode: '560001',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['pinCode', 'A PIN code in Gujarat starts with 3. Please check the PIN code or the state.'],
    ]);
  });
});
