/**
 * Session notes: the two templates a clinician writes in (chosen per clinician), their sections,
 * and the risk section every note has. Shared by the note form and the functions.
 */

export const NOTE_TEMPLATES = ['DAP', 'SOAP'] as const;
export type NoteTemplate = (typeof NOTE_TEMPLATES)[number];

export interface NoteSection {
  key: string;
  label: string;
  /** One line under the label: what belongs here. */
  hint: string;
}

export const TEMPLATE_SECTIONS = {
  DAP: [
    {
      key: 'data',
      label: 'Data',
      hint: 'What the client said and did, and what you observed, in their words where you can.',
    },
    {
      key: 'assessment',
      label: 'Assessment',
      hint: 'Your understanding of it: progress, themes, how today relates to the goals.',
    },
    { key: 'plan', label: 'Plan', hint: 'What happens next: tasks, the next session, referrals.' },
  ],
  SOAP: [
    { key: 'subjective', label: 'Subjective', hint: 'What the client reported, in their words.' },
    {
      key: 'objective',
      label: 'Objective',
      hint: 'What you observed: appearance, affect, behaviour, measures.',
    },
    { key: 'assessment', label: 'Assessment', hint: 'Your clinical understanding of today.' },
    { key: 'plan', label: 'Plan', hint: 'What happens next: tasks, the next session, referrals.' },
  ],
} as const satisfies Record<NoteTemplate, readonly NoteSection[]>;

export const TEMPLATE_NAMES: Record<NoteTemplate, string> = {
  DAP: 'DAP (Data, Assessment, Plan)',
  SOAP: 'SOAP (Subjective, Objective, Assessment, Plan)',
};

export const RISK_LEVELS = ['none', 'low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_LABELS: Record<RiskLevel, string> = {
  none: 'None identified',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** The part of a note that is the risk section (it can be withheld like a section). */
export const RISK_PART = 'risk';
/** The amendments to a note, as a part that can be withheld. */
export const AMENDMENTS_PART = 'amendments';

/** The keys of a template's sections, in order. */
export function sectionKeys(template: NoteTemplate): string[] {
  return TEMPLATE_SECTIONS[template].map((s) => s.key);
}

/** Every part of a note of this template that a clinician may withhold from the client. */
export function withholdableParts(template: NoteTemplate): string[] {
  return [...sectionKeys(template), RISK_PART, AMENDMENTS_PART];
}

/** The words for a part of a note, as the record names what was withheld. */
export function partLabel(template: NoteTemplate, part: string): string {
  if (part === RISK_PART) return 'Risk';
  if (part === AMENDMENTS_PART) return 'Amendments';
  return TEMPLATE_SECTIONS[template].find((s) => s.key === part)?.label ?? part;
}

/**
 * Notes and the facts of the sessions they record are kept this long after the last session
 * (Indian Medical Council regulations, 1.3.1), even after the client erases their account.
 */
export const CLINICAL_RECORD_YEARS = 3;

/** When a clinical record whose last session ended at `lastSessionEnd` may be deleted. */
export function clinicalRecordEnds(lastSessionEnd: Date): Date {
  const at = new Date(lastSessionEnd);
  at.setUTCFullYear(at.getUTCFullYear() + CLINICAL_RECORD_YEARS);
  return at;
}

export const NOTE_LIMITS = { section: 20_000, riskText: 4_000, reason: 1_000, amendment: 10_000 };
