import { describeIndiaTime, indiaDateOf } from '#/lib/india-time.ts';

/**
 * The client's record (src/server/privacy/record.server.ts) as a person reads it: one section
 * per source, each with the JSON of its items and the lines of the readable version.
 */
export interface RecordSection {
  key: string;
  title: string;
  items: unknown[];
  /** The section in words, one line each, for the text version. */
  lines: string[];
}

export const RECORD_INTRO =
  'This is your record with Psycortex, as the Mental Healthcare Act 2017 (section 25) entitles you to have it: your sessions and the signed notes your clinicians wrote about them. It is confidential (section 23): keep it somewhere safe. If anything in it is wrong, tell us from the privacy centre and we will correct it or add your view.';

/** "Wed 25 Nov 2026, 10:30 IST". */
export function istDateTime(iso: string): string {
  const instant = new Date(iso);
  const year = indiaDateOf(instant).slice(0, 4);
  return describeIndiaTime(instant).replace(', ', ` ${year}, `);
}

/** The whole record as plain text, for reading and printing. */
export function recordAsText(record: {
  generatedAt: string;
  about: string;
  person: { name: string; email: string };
  sections: RecordSection[];
}): string {
  const lines = [
    'PSYCORTEX: YOUR RECORD',
    `For ${record.person.name || record.person.email} (${record.person.email})`,
    `Made on ${istDateTime(record.generatedAt)}`,
    '',
    record.about,
    '',
  ];
  for (const section of record.sections) {
    lines.push(section.title.toUpperCase(), '', ...section.lines, '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
