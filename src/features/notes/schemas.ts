import { z } from 'zod';
import { NOTE_MESSAGES } from './state.ts';
import {
  NOTE_LIMITS,
  NOTE_TEMPLATES,
  type NoteTemplate,
  RISK_LEVELS,
  sectionKeys,
  withholdableParts,
} from './templates.ts';

/**
 * What a note says, as the note form sends it and the server encrypts it whole: the template's
 * sections, the risk section, and which parts (if any) are withheld from the client, with the
 * reason the client will read. A draft may be incomplete; `signingProblems` says what a note
 * still needs before it is signed. Shared by the form and the functions.
 */

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} is too long (at most ${max.toLocaleString('en-IN')} characters).`)
    .transform((value) => value.replace(/\r\n/g, '\n'));

export const noteBodySchema = z
  .object({
    template: z.enum(NOTE_TEMPLATES, { error: 'Choose DAP or SOAP.' }),
    sections: z.record(z.string(), text(NOTE_LIMITS.section, 'This section')),
    risk: z.object({
      level: z.enum(RISK_LEVELS, { error: 'Choose the level of risk.' }),
      text: text(NOTE_LIMITS.riskText, 'The risk section'),
    }),
    withheld: z
      .object({
        parts: z.array(z.string()).max(10),
        reason: text(NOTE_LIMITS.reason, 'The reason').transform((v) => v.trim()),
      })
      .default({ parts: [], reason: '' }),
  })
  .superRefine((note, ctx) => {
    const keys = sectionKeys(note.template);
    for (const key of Object.keys(note.sections)) {
      if (!keys.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', key],
          message: `A ${note.template} note has no such section.`,
        });
      }
    }
    const parts = withholdableParts(note.template);
    for (const part of note.withheld.parts) {
      if (!parts.includes(part)) {
        ctx.addIssue({
          code: 'custom',
          path: ['withheld', 'parts'],
          message: 'That part cannot be withheld.',
        });
      }
    }
    if (note.withheld.parts.length > 0 && note.withheld.reason === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['withheld', 'reason'],
        message: NOTE_MESSAGES.withheldReason,
      });
    }
  })
  .transform((note) => ({
    ...note,
    // Every section of the template, in its order, and nothing else.
    sections: Object.fromEntries(
      sectionKeys(note.template).map((k) => [k, note.sections[k] ?? '']),
    ),
    withheld: { parts: [...new Set(note.withheld.parts)].sort(), reason: note.withheld.reason },
  }));

export type NoteBody = z.output<typeof noteBodySchema>;
export type NoteBodyInput = z.input<typeof noteBodySchema>;

/** An empty note of a template, as the form starts one. */
export function emptyNote(template: NoteTemplate): NoteBody {
  return {
    template,
    sections: Object.fromEntries(sectionKeys(template).map((k) => [k, ''])),
    risk: { level: 'none', text: '' },
    withheld: { parts: [], reason: '' },
  };
}

/**
 * What a note still lacks before it can be signed, by field (`sections.data`, `risk.text`):
 * every section written, and a risk above none described.
 */
export function signingProblems(note: NoteBody): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of sectionKeys(note.template)) {
    if ((note.sections[key] ?? '').trim() === '')
      problems[`sections.${key}`] = NOTE_MESSAGES.incomplete;
  }
  if (note.risk.level !== 'none' && note.risk.text.trim() === '') {
    problems['risk.text'] = NOTE_MESSAGES.riskText;
  }
  return problems;
}
