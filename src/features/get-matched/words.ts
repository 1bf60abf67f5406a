import type { ReactNode } from 'react';
import type { GetMatchedKey, GetMatchedWords } from '#/features/get-matched/matching/words.ts';

export type { GetMatchedKey, GetMatchedWords };

/** Fills {name} placeholders of the page's words. */
export const fillIn = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** A text with one {key} replaced by an element (a link), the rest as text. */
export function withNode(text: string, key: string, node: ReactNode): ReactNode[] {
  const [before, after = ''] = text.split(`{${key}}`);
  return [before, node, after];
}
