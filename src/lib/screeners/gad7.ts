import type { Screener } from './screener.ts';

/**
 * The GAD-7 (Generalized Anxiety Disorder 7-item scale) by Drs Robert L. Spitzer, Kurt Kroenke,
 * Janet B. W. Williams and Bernd Löwe, developed with an educational grant from Pfizer Inc.; free
 * to reproduce. Spitzer et al., "A brief measure for assessing generalized anxiety disorder: the
 * GAD-7", Arch Intern Med 2006;166:1092–1097. Item wordings and bands as published.
 */
export const GAD7: Screener = {
  id: 'gad7',
  name: 'GAD-7',
  about: 'worry and anxiety',
  question: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: [
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid as if something awful might happen',
  ],
  bands: [
    {
      from: 0,
      label: 'Minimal',
      explanation:
        'Your answers suggest few signs of anxiety over the last two weeks. If worry still gets in the way at times, a counsellor can help you with it.',
    },
    {
      from: 5,
      label: 'Mild',
      explanation:
        'Your answers suggest some anxiety. Everyone worries, and when it starts to wear you down, simple, practical approaches learnt with a counsellor often help.',
    },
    {
      from: 10,
      label: 'Moderate',
      explanation:
        'Your answers suggest anxiety that is getting in the way of daily life. We would encourage you to talk with a clinician, who can help you understand it and find what eases it.',
    },
    {
      from: 15,
      label: 'Severe',
      explanation:
        'Your answers suggest anxiety that is weighing on you a great deal. Please speak with a clinician soon: anxiety responds well to support, and you do not have to carry it alone.',
    },
  ],
};
