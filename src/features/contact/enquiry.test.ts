import { describe, expect, it } from 'vitest';
import { checkEnquiry, ENQUIRY_COOLDOWN_MS, withinCooldown } from '#/features/contact/enquiry.ts';
import { enquirySchema } from './schemas.ts';

const filled = {
  firstname: 'Ravi',
  lastname: 'P.',
  email: 'ravi@example.com',
  contactNumber: '+91 98765-43210',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  message: 'Hello',
};

describe('contact form rules', () => {
  it('needs every field before anything else', () => {
    expect(checkEnquiry({ ...filled, state: ' ' })).toEqual({
      ok: false,
      message: 'Please fill in all fields before submitting.',
      field: 'state',
    });
    expect(checkEnquiry({})).toMatchObject({ ok: false, field: 'firstname' });
  });

  it('then checks the e-mail and the number, like the server', () => {
    expect(checkEnquiry({ ...filled, email: 'x@y' })).toMatchObject({ ok: false, field: 'email' });
    expect(checkEnquiry({ ...filled, contactNumber: '12345' })).toMatchObject({
      ok: false,
      field: 'contactNumber',
    });
    expect(checkEnquiry(filled)).toMatchObject({ ok: true });
    expect(enquirySchema.parse(filled).contactNumber).toBe('+919876543210');
    expect(enquirySchema.safeParse({ ...filled, contactNumber: '12345' }).success).toBe(false);
  });

  it('keeps a one-minute pause between messages', () => {
    const now = 1_000_000_000;
    expect(withinCooldown(null, now)).toBe(false);
    expect(withinCooldown('garbage', now)).toBe(false);
    expect(withinCooldown(String(now - ENQUIRY_COOLDOWN_MS + 1), now)).toBe(true);
    expect(withinCooldown(String(now - ENQUIRY_COOLDOWN_MS), now)).toBe(false);
  });
});
