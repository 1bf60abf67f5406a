import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '#/api/order.ts';
import { mailSchema } from '#/content/i18n-schema.ts';
import { scriptShare } from '#/lib/i18n.ts';
import {
  type BookingMailFacts,
  cancelledEmail,
  confirmedEmail,
  movedEmail,
  reminderEmail,
} from '#/server/bookings/booking-emails.ts';
import { resetConfigCache } from '#/server/config.ts';
import { describeSessionTime } from '#/server/mail/words.ts';
import { measuresInvitationEmail } from '#/server/measures/emails.ts';
import { confirmationEmail } from '#/server/orders/confirmation-email.ts';
import { refundEmail } from '#/server/orders/refund-email.ts';

const root = resolve(import.meta.dirname, '../..');
const json = (path: string) =>
  JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the e-mails' dictionaries (content/i18n/mail/)", () => {
  it.each(['en', 'hi', 'mr'])('%s.json has every key and nothing else', (locale) => {
    const result = mailSchema.safeParse(json(`content/i18n/mail/${locale}.json`));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('a translation missing an e-mail text, or with an empty one, is refused, naming the key', () => {
    const { 'urgent.help': _, ...missing } = json('content/i18n/mail/mr.json');
    const result = mailSchema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['urgent.help']);
    expect(
      mailSchema.safeParse({ ...json('content/i18n/mail/hi.json'), 'login.subject': '' }).success,
    ).toBe(false);
  });

  it.each(['hi', 'mr'])('the %s texts are Devanagari and keep every placeholder', (locale) => {
    const english = json('content/i18n/mail/en.json');
    for (const [key, text] of Object.entries(json(`content/i18n/mail/${locale}.json`))) {
      const { devanagari, latin } = scriptShare(text.replace(/\{\w+\}|Psycortex/g, ''));
      expect(devanagari, `${locale} ${key}: "${text}"`).toBeGreaterThan(latin);
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!));
    }
  });
});

const facts: BookingMailFacts = {
  bookingId: '42',
  userId: '7',
  to: 'client@example.com',
  clinicianName: 'Demo clinician Asha',
  mode: 'video',
  place: null,
  startsAt: new Date('2026-12-01T05:00:00Z'),
  endsAt: new Date('2026-12-01T05:50:00Z'),
  calendar: { uid: 'a1b2c3', sequence: 0 },
  organizer: 'Psycortex <care@psycortex.in>',
  siteUrl: 'https://psycortex.in',
  cancelUrl: 'https://psycortex.in/user/sessions?cancel=42&token=t',
};

const invitation = (email: ReturnType<typeof confirmedEmail>) => {
  const ics = Buffer.from(email.attachments![0]!.content, 'base64').toString('utf8');
  expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  return new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
};

describe('the booking confirmation in three languages', () => {
  it('English is SPEC.md’s text, as before', () => {
    const email = confirmedEmail(facts);
    expect(email.subject).toBe('Your Psycortex session on Tue 1 Dec, 10:30 IST is confirmed');
    expect(email.text).toContain(
      'Video session with Demo clinician Asha on Tue 1 Dec, 10:30 IST, by video: the join link appears on My sessions 10 minutes before the start.',
    );
    expect(email.text).toMatch(
      /If you need to talk to someone urgently, please call .+, the free national mental health helpline, on \d+\.$/,
    );
    expect(email.html).toContain('<html lang="en">');
    expect(invitation(email).summary).toBe('Psycortex video session with Demo clinician Asha');
  });

  it('Marathi: subject, text, date, crisis line and invitation', () => {
    const email = confirmedEmail({ ...facts, locale: 'mr' });
    const when = describeSessionTime('mr', facts.startsAt);
    expect(when).toBe('मंगळ, १ डिसेंबर, १०:३० वाजता (भारतीय वेळ)');
    expect(email.subject).toBe(`${when} चं तुमचं Psycortex सेशन नक्की झालं आहे`);
    expect(email.text.split('\n')[0]).toBe('तुमचं सेशन बुक झालं आहे');
    expect(email.text).toContain(
      `Demo clinician Asha यांच्यासोबत तुमचं व्हिडिओ सेशन ${when} आहे. सेशन व्हिडिओवर होईल:`,
    );
    expect(email.text).toContain(`एका क्लिकमध्ये रद्द करण्यासाठी: ${facts.cancelUrl}`);
    expect(email.text).toMatch(/मोफत राष्ट्रीय मानसिक आरोग्य हेल्पलाइन .+ ला \d+ वर फोन करा\.$/);
    expect(email.html).toContain('<html lang="mr-IN">');
    const event = invitation(email);
    expect(event.summary).toBe('Demo clinician Asha यांच्यासोबत Psycortex व्हिडिओ सेशन');
    expect(event.location).toBe('व्हिडिओ (ऑनलाइन)');
    expect(event.uid).toBe('session-a1b2c3@psycortex.in');
  });

  it('Hindi: subject, text, date, crisis line and invitation', () => {
    const email = confirmedEmail({ ...facts, locale: 'hi' });
    const when = describeSessionTime('hi', facts.startsAt);
    expect(when).toBe('मंगल, 1 दिसंबर, 10:30 बजे (भारतीय समय)');
    expect(email.subject).toBe(`${when} को आपका Psycortex सेशन पक्का हो गया है`);
    expect(email.text.split('\n')[0]).toBe('आपका सेशन बुक हो गया है');
    expect(email.text).toContain(`Demo clinician Asha के साथ आपका वीडियो सेशन ${when} को है।`);
    expect(email.text).toMatch(/मुफ़्त राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन .+ को \d+ पर फ़ोन करें।$/);
    expect(email.html).toContain('<html lang="hi-IN">');
    expect(invitation(email).summary).toBe('Demo clinician Asha के साथ Psycortex वीडियो सेशन');
  });
});

describe('every client e-mail in Hindi and in Marathi', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', 'https://psycortex.in');
    vi.stubEnv('DATABASE_URL', 'postgres://unused@127.0.0.1/unused');
    vi.stubEnv('RESEND_API_KEY', 're_unused');
    vi.stubEnv('OTP_SECRET', 'a-test-secret-of-thirty-two-characters');
    resetConfigCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigCache();
  });

  const order: OrderView = {
    reference: 'PSY-2026-ABCD',
    status: 'paid',
    provider: 'razorpay',
    currency: 'INR',
    total: 1_20_000_00,
    createdAt: '2026-11-20T06:00:00Z',
    paidAt: '2026-11-20T06:05:00Z',
    errorMessage: null,
    transactionReference: null,
    billing: { name: 'Sunita Deshmukh', email: 'sunita@example.com' } as OrderView['billing'],
    items: [
      {
        name: 'Session package',
        variantLabel: '10 sessions',
        sessions: 10,
        quantity: 1,
        lineTotal: 1_20_000_00,
      } as OrderView['items'][number],
    ],
    documents: [{ kind: 'invoice', number: 'PSY/26-27/0001' } as OrderView['documents'][number]],
  };

  /** Everything a client may receive, in one language. */
  const all = (locale: 'hi' | 'mr') => {
    const booking = { ...facts, locale, moveUrl: 'https://psycortex.in/user/sessions?move=42' };
    const inPerson = {
      ...booking,
      mode: 'in-person' as const,
      place: { name: 'Nagpur branch', address: 'Dharampeth, Nagpur' } as BookingMailFacts['place'],
    };
    return {
      confirmed: confirmedEmail(booking),
      confirmedInPerson: confirmedEmail(inPerson),
      day: reminderEmail(booking, 'day'),
      hour: reminderEmail({ ...booking, mode: 'phone' }, 'hour'),
      cancelledByClient: cancelledEmail(booking, {
        creditReturned: true,
        byStaff: false,
        reason: '',
      }),
      cancelledByStaff: cancelledEmail(booking, {
        creditReturned: false,
        byStaff: true,
        reason: 'Dr Asha is unwell',
      }),
      refunded: cancelledEmail(booking, {
        creditReturned: false,
        byStaff: true,
        reason: '',
        refunded: true,
      }),
      moved: movedEmail(
        { ...booking, mode: 'chat' },
        { from: new Date('2026-11-30T05:00:00Z'), byStaff: false, reason: '' },
      ),
      movedByStaff: movedEmail(booking, {
        from: new Date('2026-11-30T05:00:00Z'),
        byStaff: true,
        reason: 'Clinic closed',
      }),
      measures: measuresInvitationEmail({
        bookingId: '42',
        userId: '7',
        to: 'client@example.com',
        clinicianName: facts.clinicianName,
        startsAt: facts.startsAt,
        measures: ['phq9', 'gad7'],
        url: 'https://psycortex.in/user/measures?booking=42&token=t',
        locale,
      }),
      order: confirmationEmail(order, locale),
      refund: {
        idempotencyKey: 'r',
        ...refundEmail(order, 'PSY/CN/26-27/0001', 50_000_00, locale),
      },
    };
  };

  /** A text's words, without links, addresses, names, numbers and brand names kept as they are. */
  const words = (text: string) =>
    text
      .replace(/https?:\/\/\S+|\S+@\S+/g, '')
      .replace(
        /Psycortex|Demo clinician Asha|Dr Asha is unwell|Clinic closed|Nagpur branch|Dharampeth, Nagpur|Sunita Deshmukh|Session package|10 sessions|PSY\S*|PDF|GST|PHQ-9|GAD-7|Tele-MANAS|\(\d.*?\)/g,
        '',
      );

  it.each(['hi', 'mr'] as const)(
    '%s: every subject, heading and paragraph is in Devanagari',
    (locale) => {
      for (const [name, email] of Object.entries(all(locale))) {
        // Lines left with no words (an order's row: product names stay as the shop names them).
        const lines = [email.subject, ...email.text.split('\n')].filter((l) =>
          /[A-Za-z\u0900-\u097f]/.test(words(l).replace(/[०-९]/g, '')),
        );
        for (const line of lines) {
          const { devanagari, latin } = scriptShare(words(line));
          expect(devanagari, `${locale} ${name}: "${line}"`).toBeGreaterThan(latin);
        }
        expect(email.html, `${locale} ${name}`).toContain(`<html lang="${locale}-IN">`);
      }
    },
  );

  it('money and dates in the language’s way, with Indian grouping; the invoice PDF said to be English', () => {
    const mr = all('mr');
    expect(mr.order.text).toContain('₹१,२०,०००');
    expect(mr.order.text).toContain('२० नोव्हेंबर, २०२६');
    expect(mr.order.text).toContain('GST च्या नियमांमुळे इनव्हॉइस इंग्रजीत आहे.');
    expect(all('hi').refund.subject).toBe('Psycortex ऑर्डर PSY-2026-ABCD का आपका रिफ़ंड');
    expect(all('hi').refund.text).toContain('₹50,000');
    // English keeps SPEC.md's "Rs" amounts.
    expect(confirmationEmail(order).text).toContain('Total paid | Rs 1,20,000');
  });
});
