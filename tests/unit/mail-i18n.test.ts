import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { mailSchema } from '#/content/i18n-schema.ts';
import { scriptShare } from '#/lib/i18n.ts';
import { type BookingMailFacts, confirmedEmail } from '#/server/bookings/booking-emails.ts';
import { describeSessionTime } from '#/server/mail/words.ts';

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
