/**
 * The choices of the get-matched questions. Values are stable identifiers (they are kept in
 * sessionStorage and read by the booking page); labels are what people read.
 */

export const WHO = [
  { value: 'myself', label: 'Myself' },
  { value: 'child', label: 'My child' },
  { value: 'couple', label: 'My partner and me (as a couple)' },
  { value: 'family', label: 'A family member' },
] as const;
export type Who = (typeof WHO)[number]['value'];

export const CONCERNS = [
  { value: 'low-mood', label: 'Low mood, sadness or loss of interest' },
  { value: 'anxiety', label: 'Worry, anxiety or panic' },
  { value: 'stress', label: 'Stress at work, study or home' },
  { value: 'sleep', label: 'Trouble sleeping' },
  { value: 'grief', label: 'Grief or loss' },
  { value: 'trauma', label: 'A frightening or painful experience (trauma)' },
  { value: 'relationship', label: 'Relationship or marriage' },
  { value: 'addiction', label: 'Alcohol, drugs, tobacco or another habit' },
  { value: 'motivation', label: 'Low motivation or feeling stuck' },
  { value: 'studies-career', label: 'Studies, career choices or work skills' },
  { value: 'behaviour-learning', label: 'Behaviour, attention or learning (often for children)' },
  { value: 'not-sure', label: 'Something else, or I am not sure' },
] as const;
export type Concern = (typeof CONCERNS)[number]['value'];

/** The values are the ones /book reads from ?language=; 'any' adds no parameter. */
export const LANGUAGES = [
  { value: 'english', label: 'English' },
  { value: 'hindi', label: 'Hindi' },
  { value: 'marathi', label: 'Marathi' },
  { value: 'any', label: 'No preference' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

/** The values are the ones /book reads from ?mode=; 'any' adds no parameter. */
export const MODES = [
  { value: 'in-person', label: 'In person at a branch' },
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone call' },
  { value: 'chat', label: 'Text chat' },
  { value: 'any', label: 'No preference' },
] as const;
export type Mode = (typeof MODES)[number]['value'];

export const labelOf = <T extends string>(
  options: readonly { value: T; label: string }[],
  value: T,
): string => options.find((option) => option.value === value)?.label ?? value;

export const isOption = <T extends string>(
  options: readonly { value: T; label: string }[],
  value: unknown,
): value is T => options.some((option) => option.value === value);

/** The questionnaire's page, linked from HOW IT WORKS step 1 on the home page. */
export const GET_MATCHED_HREF = '/get-matched';

/** Step 2's question, in the words that fit who the help is for. */
export function concernsQuestion(who: Who | null): string {
  switch (who) {
    case 'myself':
      return 'What is troubling you at the moment?';
    case 'child':
      return 'What is troubling your child at the moment?';
    case 'couple':
      return 'What is troubling you as a couple at the moment?';
    default:
      return 'What is troubling them at the moment?';
  }
}
