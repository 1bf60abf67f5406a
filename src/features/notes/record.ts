import { joinWords } from './words.ts';

/**
 * How the client's record says that part of a note was withheld. The Mental Healthcare Act 2017
 * lets the clinician withhold specific information when giving it would likely cause the person
 * serious mental harm or harm others (s. 25(2)), and then the person must be told of their right
 * to ask the Mental Health Review Board to release it (s. 25(3)): the record says both, plainly.
 */
export function withholdingStatement(parts: readonly string[], reason: string): string {
  const what = parts.length === 1 ? `the ${parts[0]} part` : `these parts: ${joinWords(parts)}`;
  return [
    `Your clinician has withheld ${what} of this note from this copy of your record.`,
    `Their reason: ${reason}`,
    'The Mental Healthcare Act 2017 (section 25) allows this only when reading it is likely to cause you serious harm or to harm someone else.',
    'You have the right to ask the Mental Health Review Board of your state to release it to you. We are glad to help you with that: write to our Grievance Officer.',
  ].join(' ');
}

export function recordWithholding(parts: string[], reason: string) {
  return { parts, reason, statement: withholdingStatement(parts, reason) };
}
