import type { GetMatchedWords } from '#/features/get-matched/matching/words.ts';

/** The words the crisis help needs. */
export type CrisisWords = Pick<
  GetMatchedWords,
  | 'crisis.heading'
  | 'crisis.text'
  | 'crisis.call'
  | 'crisis.emergency'
  | 'crisis.someone'
  | 'crisis.notEmergency'
  | 'crisis.continue'
>;

/**
 * The crisis help's words in English, for the English-only page that shows it outside
 * /get-matched (the measures form). /get-matched passes its page's words instead.
 */
export const CRISIS_EN: CrisisWords = {
  'crisis.heading': 'Please reach out for support now',
  'crisis.text':
    'You said you have had thoughts of being better off dead or of hurting yourself. Thank you for telling us. You do not have to face this alone, and help is available right now, free and at any hour.',
  'crisis.call': "Call {name}, India's national mental health helpline, on {number} ({text}).",
  'crisis.emergency':
    'If you are in immediate danger, or cannot keep yourself safe, call {number} or go to the nearest hospital emergency department.',
  'crisis.someone': 'If you can, ask someone you trust to stay with you.',
  'crisis.notEmergency':
    'Our counsellors are here for you too, but counselling is not an emergency service: if you need help today, please call first.',
  'crisis.continue': 'Continue with the questions',
};
