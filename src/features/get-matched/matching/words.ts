/**
 * Every interface text of /get-matched and its island (issue #34), English here. The Hindi and
 * Marathi pages read theirs from content/i18n/get-matched/<language>.json, checked against
 * `getMatchedWordsSchema` (words-schema.ts). The English page passes no words: the island falls
 * back on these, so the page's first HTML fits in one round trip on a slow connection
 * (docs/decisions.md, "The largest paint on a phone"); a Hindi or Marathi page hands its own
 * language's words to the island as a prop. `{name}` marks a value filled in; keep it.
 *
 * The PHQ-9 and GAD-7 themselves (their question, items, answers and bands) are not here: they
 * stay in their published English until the authors' Hindi and Marathi texts are copied in
 * (docs/decisions.md).
 */
export const GET_MATCHED_EN = {
  title: 'Get matched to the right therapist',
  description:
    'Answer a few personalised questions and we suggest the Psycortex services that fit you, with the optional PHQ-9 and GAD-7 questionnaires.',
  crumb: 'Get matched',
  intro:
    'A few short questions about who the help is for, what is troubling them and how you would like to meet. Your answers are scored on this device and are not sent to us unless you choose to save them with a booking.',
  noscript:
    'These questions need JavaScript. You can still {services} or {contact}, and we will help you choose.',
  'noscript.services': 'browse our services',
  'noscript.contact': 'contact us',
  progress: 'Step {n} of {total}',
  'who.heading': 'Who is the help for?',
  'who.myself': 'Myself',
  'who.child': 'My child',
  'who.couple': 'My partner and me (as a couple)',
  'who.family': 'A family member',
  'concerns.myself': 'What is troubling you at the moment?',
  'concerns.child': 'What is troubling your child at the moment?',
  'concerns.couple': 'What is troubling you as a couple at the moment?',
  'concerns.other': 'What is troubling them at the moment?',
  'concerns.hintMyself': 'Choose all that apply to you.',
  'concerns.hintOther': 'Choose all that apply, as far as you know.',
  'concern.low-mood': 'Low mood, sadness or loss of interest',
  'concern.anxiety': 'Worry, anxiety or panic',
  'concern.stress': 'Stress at work, study or home',
  'concern.sleep': 'Trouble sleeping',
  'concern.grief': 'Grief or loss',
  'concern.trauma': 'A frightening or painful experience (trauma)',
  'concern.relationship': 'Relationship or marriage',
  'concern.addiction': 'Alcohol, drugs, tobacco or another habit',
  'concern.motivation': 'Low motivation or feeling stuck',
  'concern.studies-career': 'Studies, career choices or work skills',
  'concern.behaviour-learning': 'Behaviour, attention or learning (often for children)',
  'concern.not-sure': 'Something else, or I am not sure',
  'preferences.heading': 'How would you like to meet?',
  'preferences.language': 'Preferred language',
  'preferences.mode': 'Preferred way to meet',
  'language.english': 'English',
  'language.hindi': 'Hindi',
  'language.marathi': 'Marathi',
  'language.any': 'No preference',
  'mode.in-person': 'In person at a branch',
  'mode.video': 'Video call',
  'mode.phone': 'Phone call',
  'mode.chat': 'Text chat',
  'mode.any': 'No preference',
  'screeners.heading': 'Optional: two short questionnaires',
  'screeners.intro':
    'The PHQ-9 (about mood) and the GAD-7 (about worry) are questionnaires clinicians use the world over. They take about three minutes and can help your clinician understand how you have been. They are entirely optional: answer one, both or none.',
  'screeners.inEnglish': '',
  'screeners.skip': 'Skip this step and see my suggestions',
  back: 'Back',
  next: 'Next',
  'screeners.submit': 'See my suggestions',
  'error.who': 'Please choose who the help is for.',
  'error.concerns':
    'Please choose at least one thing that is troubling you, or "Something else, or I am not sure".',
  'error.preferences': 'Please choose {missing} ("No preference" is fine).',
  'error.aLanguage': 'a language',
  'error.aMode': 'a way to meet',
  'error.and': ' and ',
  'error.question': 'question {n}',
  'error.questions': 'questions {list} and {last}',
  'error.screeners': 'Please answer {problems}, or skip this step.',
  'error.screenersJoin': ', and ',
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
  'result.heading': 'Your suggestions',
  'result.intro':
    'From your answers, these services are a good place to start. At the first session your clinician listens first and, together, you decide what fits best.',
  'result.book': 'Find a time with a clinician',
  'clinicians.heading': 'Clinicians who fit your choices',
  'clinicians.none':
    'No clinician matches both your language and your way of meeting just now. "Find a time with a clinician" shows everyone with free times, and we are glad to help you by phone.',
  'clinicians.demo': ' · demonstration profile, not a real person',
  'clinicians.speaks': 'Speaks {languages}',
  'clinicians.times': 'See the free times of {name}',
  'scores.heading': 'Your questionnaire results',
  'scores.intro':
    'These are screeners: short questionnaires that help a clinician understand how you have been. They are not a test result or a diagnosis. Only a conversation with a clinician can tell what is going on and what will help.',
  'scores.total': 'Score {total} out of {max}',
  'answers.heading': 'Your answers stay with you',
  'answers.text':
    'Your answers were scored on this device and have not been sent to us. They stay on this page only and are forgotten when you leave it. If you would like your clinician to see them before your first session, tick the box below: they are then kept in this browser tab until you book, and sent to us with your booking.',
  'answers.save': 'Save my answers with my booking, so my clinician can read them',
  'answers.clear': 'Clear my answers and start again',
} as const;

export type GetMatchedKey = keyof typeof GET_MATCHED_EN;
export type GetMatchedWords = Record<GetMatchedKey, string>;
