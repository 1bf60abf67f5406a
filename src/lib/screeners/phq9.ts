import type { Answers, Screener } from './screener.ts';

/**
 * The PHQ-9 (Patient Health Questionnaire) by Drs Robert L. Spitzer, Janet B. W. Williams and
 * Kurt Kroenke, developed with an educational grant from Pfizer Inc.; free to reproduce. Kroenke,
 * Spitzer and Williams, "The PHQ-9: validity of a brief depression severity measure", J Gen
 * Intern Med 2001;16:606–613. Item wordings and bands as published.
 */
export const PHQ9: Screener = {
  id: 'phq9',
  name: 'PHQ-9',
  about: 'mood',
  question:
    'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  bands: [
    {
      from: 0,
      label: 'Minimal',
      explanation:
        'Your answers suggest few signs of low mood over the last two weeks. If something is still weighing on you, a conversation with a counsellor can help all the same.',
    },
    {
      from: 5,
      label: 'Mild',
      explanation:
        'Your answers suggest some signs of low mood. This is common, and it often eases with support. Talking it through with a counsellor can help you understand what is going on and what might help.',
    },
    {
      from: 10,
      label: 'Moderate',
      explanation:
        'Your answers suggest low mood that is affecting your days. We would encourage you to talk with a clinician, who can look at the whole picture with you and suggest a way forward.',
    },
    {
      from: 15,
      label: 'Moderately severe',
      explanation:
        'Your answers suggest low mood that is weighing on you a great deal. Please speak with a clinician soon: support makes a real difference, and you do not have to manage this alone.',
    },
    {
      from: 20,
      label: 'Severe',
      explanation:
        'Your answers suggest you are going through a very hard time. Please speak with a clinician or a doctor soon, within the next few days if you can; they can help you find relief and the right care.',
    },
  ],
};

/** Item 9 asks about thoughts of being better off dead or of self-harm. */
export const PHQ9_SELF_HARM_ITEM = 8;

/**
 * Any answer above "Not at all" to item 9 calls for the crisis help before anything else,
 * whatever the total: the item is a safety question, not only part of the score.
 */
export function phq9FlagsCrisis(answers: Answers): boolean {
  const answer = answers[PHQ9_SELF_HARM_ITEM];
  return answer !== null && answer !== undefined && answer > 0;
}
