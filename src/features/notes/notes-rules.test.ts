import { describe, expect, it } from 'vitest';
import { withholdingStatement } from '#/features/notes/record.ts';
import { istDateTime, recordAsText } from '#/features/notes/record-text.ts';
import { emptyNote, noteBodySchema, signingProblems } from '#/features/notes/schemas.ts';
import { mayRead, mayWrite, NOTE_MESSAGES, transition } from '#/features/notes/state.ts';
import { clinicalRecordEnds, sectionKeys, withholdableParts } from '#/features/notes/templates.ts';

const dap = {
  template: 'DAP',
  sections: { data: 'Slept better.', assessment: 'Improving.', plan: 'Continue.' },
  risk: { level: 'none', text: '' },
};

describe('session note templates and validation', () => {
  it('knows the sections of DAP and SOAP, and what can be withheld', () => {
    expect(sectionKeys('DAP')).toEqual(['data', 'assessment', 'plan']);
    expect(sectionKeys('SOAP')).toEqual(['subjective', 'objective', 'assessment', 'plan']);
    expect(withholdableParts('DAP')).toEqual(['data', 'assessment', 'plan', 'risk', 'amendments']);
  });

  it('keeps every section of the template in order, and refuses sections of another', () => {
    const parsed = noteBodySchema.parse({ ...dap, sections: { plan: 'Continue.' } });
    expect(Object.keys(parsed.sections)).toEqual(['data', 'assessment', 'plan']);
    expect(parsed.sections.data).toBe('');
    expect(parsed.withheld).toEqual({ parts: [], reason: '' });
    const wrong = noteBodySchema.safeParse({ ...dap, sections: { subjective: 'x' } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['sections', 'subjective']);
  });

  it('refuses an unknown risk level and a withholding without a reason', () => {
    expect(noteBodySchema.safeParse({ ...dap, risk: { level: 'severe', text: '' } }).success).toBe(
      false,
    );
    const noReason = noteBodySchema.safeParse({
      ...dap,
      withheld: { parts: ['risk'], reason: '  ' },
    });
    expect(noReason.error?.issues.map((i) => i.message)).toEqual([NOTE_MESSAGES.withheldReason]);
    expect(
      noteBodySchema.safeParse({ ...dap, withheld: { parts: ['everything'], reason: 'x' } })
        .success,
    ).toBe(false);
    const ok = noteBodySchema.parse({
      ...dap,
      withheld: { parts: ['risk', 'data', 'risk'], reason: 'Harm to a third person.' },
    });
    expect(ok.withheld.parts).toEqual(['data', 'risk']);
  });

  it('says what a note still needs before signing', () => {
    expect(signingProblems(noteBodySchema.parse(dap))).toEqual({});
    expect(signingProblems(emptyNote('SOAP'))).toEqual({
      'sections.subjective': NOTE_MESSAGES.incomplete,
      'sections.objective': NOTE_MESSAGES.incomplete,
      'sections.assessment': NOTE_MESSAGES.incomplete,
      'sections.plan': NOTE_MESSAGES.incomplete,
    });
    const risky = noteBodySchema.parse({ ...dap, risk: { level: 'high', text: ' ' } });
    expect(signingProblems(risky)).toEqual({ 'risk.text': NOTE_MESSAGES.riskText });
  });
});

describe('a note locks when signed; changes after are amendments', () => {
  it('begins only after an attended session', () => {
    expect(transition('none', 'save', false)).toEqual({
      ok: false,
      refusal: NOTE_MESSAGES.notAttended,
    });
    expect(transition('none', 'sign', false).ok).toBe(false);
    expect(transition('none', 'save', true)).toEqual({ ok: true, next: 'draft' });
    expect(transition('none', 'sign', true)).toEqual({ ok: true, next: 'signed' });
  });

  it('saves a draft again and again, then signs it once', () => {
    expect(transition('draft', 'save', true)).toEqual({ ok: true, next: 'draft' });
    expect(transition('draft', 'sign', true)).toEqual({ ok: true, next: 'signed' });
    expect(transition('draft', 'amend', true)).toEqual({
      ok: false,
      refusal: NOTE_MESSAGES.notSigned,
    });
  });

  it('refuses any change to a signed note but an amendment', () => {
    expect(transition('signed', 'save', true)).toEqual({
      ok: false,
      refusal: NOTE_MESSAGES.signed,
    });
    expect(transition('signed', 'sign', true)).toEqual({
      ok: false,
      refusal: NOTE_MESSAGES.signed,
    });
    expect(transition('signed', 'amend', true)).toEqual({ ok: true, next: 'signed' });
    expect(transition('none', 'amend', true).ok).toBe(false);
  });

  it('lets the author and the clinical lead read, and the author alone write', () => {
    const note = { authorId: '1' };
    expect(mayRead(note, { clinicianId: '1', clinicalLead: false })).toBe(true);
    expect(mayRead(note, { clinicianId: '2', clinicalLead: false })).toBe(false);
    expect(mayRead(note, { clinicianId: '3', clinicalLead: true })).toBe(true);
    expect(mayWrite(note, { clinicianId: '1' })).toBe(true);
    expect(mayWrite(note, { clinicianId: '3' })).toBe(false);
  });
});

describe('the client record', () => {
  it('says plainly what was withheld, why, and the right to ask the Board', () => {
    const one = withholdingStatement(['Risk'], 'It names another person.');
    expect(one).toContain('withheld the Risk part of this note');
    expect(one).toContain('Their reason: It names another person.');
    expect(one).toContain('Mental Health Review Board');
    expect(withholdingStatement(['Data', 'Assessment', 'Risk'], 'x')).toContain(
      'these parts: Data, Assessment and Risk',
    );
  });

  it('reads as text, with dates in India time and a year', () => {
    expect(istDateTime('2026-11-25T05:00:00.000Z')).toBe('Wed 25 Nov 2026, 10:30 IST');
    const text = recordAsText({
      generatedAt: '2026-11-25T05:00:00.000Z',
      about: 'About.',
      person: { name: 'Asha', email: 'asha@example.com' },
      sections: [{ key: 'sessions', title: 'Your sessions', items: [], lines: ['- one'] }],
    });
    expect(text).toContain('For Asha (asha@example.com)');
    expect(text).toContain('YOUR SESSIONS\n\n- one');
  });

  it('keeps an erased record 3 years after the last session', () => {
    expect(clinicalRecordEnds(new Date('2026-11-25T06:00:00Z')).toISOString()).toBe(
      '2029-11-25T06:00:00.000Z',
    );
  });
});
