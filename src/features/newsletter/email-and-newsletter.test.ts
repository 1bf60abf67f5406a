import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail, NEWSLETTER_MESSAGES } from '#/features/newsletter/newsletter.ts';
import { isValidEmail, mailboxKey } from '#/lib/email.ts';
import { subscribeSchema } from './schemas.ts';

describe('email rules shared by forms and functions', () => {
  it.each(['asha@example.com', 'a.b+c_d%e-f@sub.example.co.in', 'X@Y.IO'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(subscribeSchema.safeParse({ email, consent: true }).success).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    'a b@c.com',
    'a@b.c0m',
    '<script>@x.com',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(subscribeSchema.safeParse({ email, consent: true }).success).toBe(false);
  });

  it('counts an address by its mailbox: without the +tag, and nothing else changed', () => {
    expect(mailboxKey('boss+1@example.com')).toBe('boss@example.com');
    expect(mailboxKey(' Boss+News+More@Example.COM ')).toBe('boss@example.com');
    expect(mailboxKey('boss@example.com')).toBe('boss@example.com');
    // Dots and other separators name other mailboxes on most providers: they stay.
    expect(mailboxKey('b.o.s.s@gmail.com')).toBe('b.o.s.s@gmail.com');
    expect(mailboxKey('boss-1@example.com')).toBe('boss-1@example.com');
    // A local part that is only a tag is left whole.
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });

  it('normalises case and spaces the same way on both sides', () => {
    expect(subscribeSchema.parse({ email: '  Asha@Example.COM ', consent: true }).email).toBe(
      'asha@example.com',
    );
    expect(checkNewsletterEmail('  Asha@Example.COM ')).toEqual({
      ok: true,
      email: 'asha@example.com',
    });
  });

  it('gives the spec’s messages for empty and invalid addresses', () => {
    expect(checkNewsletterEmail('   ')).toEqual({
      ok: false,
      message: 'Please fill email before submitting.',
    });
    expect(checkNewsletterEmail('nope')).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    expect(NEWSLETTER_MESSAGES.added).toBe('Subscription Added Succesfully');
    expect(NEWSLETTER_MESSAGES.exists).toBe('User Already Exists');
  });
});

describe('newsletter consent', () => {
  it('is a separate choice that must be ticked, checked in the browser and on the server', () => {
    expect(checkNewsletterEmail('asha@example.com', false)).toEqual({
      ok: false,
      message: NEWSLETTER_MESSAGES.consent,
    });
    expect(checkNewsletterEmail('asha@example.com', true)).toMatchObject({ ok: true });
    expect(subscribeSchema.safeParse({ email: 'asha@example.com' }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: 'asha@example.com', consent: 'yes' }).success).toBe(
      false,
    );
  });
});
