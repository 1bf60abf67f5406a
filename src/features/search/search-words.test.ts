import { describe, expect, it } from 'vitest';
import { englishSummary } from './search-words.ts';

describe("the English search page's summary of the full-text hits", () => {
  it('says nothing else mentions the key when no page text has it', () => {
    expect(englishSummary(0, 3, 10)).toBe('No other page mentions it.');
    expect(englishSummary(0, 0, 10)).toBe('No other page mentions it.');
  });

  it('says so when only the texts have it', () => {
    expect(englishSummary(1, 0, 10)).toBe('No page title matches it, but 1 page mentions it.');
    expect(englishSummary(4, 0, 10)).toBe('No page title matches it, but 4 pages mention it.');
  });

  it('counts every page found beside title matches, and says when only the first are shown', () => {
    expect(englishSummary(1, 2, 10)).toBe('1 page mentions it.');
    expect(englishSummary(10, 2, 10)).toBe('10 pages mention it.');
    expect(englishSummary(13, 2, 10)).toBe('13 pages mention it (the first 10 are shown).');
    expect(englishSummary(13, 0, 10)).toBe(
      'No page title matches it, but 13 pages mention it (the first 10 are shown).',
    );
  });
});
