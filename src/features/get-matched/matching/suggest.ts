import type { Concern, Language, Mode, Who } from './options.ts';

/**
 * The suggestion rule: from who the help is for and what is troubling them, the services that
 * fit, best first, as ids of content/services (`section/page`); and the link to /book with the
 * first of them and the preferred mode and language. A rule of thumb to help someone start, not
 * a clinical decision: the clinician at the first session decides what fits.
 */

export interface MatchAnswers {
  who: Who;
  concerns: Concern[];
  language: Language;
  mode: Mode;
}

const COUNSELLING = 'counsellingservices';

/** Each concern's services, most fitting first. */
export const CONCERN_SERVICES: Record<Concern, string[]> = {
  'low-mood': [`${COUNSELLING}/depression`],
  anxiety: [`${COUNSELLING}/anxiety`],
  stress: [`${COUNSELLING}/stressmanagement`],
  sleep: [`${COUNSELLING}/sleep`],
  grief: [`${COUNSELLING}/grief`],
  trauma: [`${COUNSELLING}/trauma`],
  relationship: [`${COUNSELLING}/marital`, 'psychotherapyapproaches/interpersonalpsychotherapy'],
  addiction: [`${COUNSELLING}/substanceabuseoraddictioncounselling`],
  motivation: [`${COUNSELLING}/motivational`],
  'studies-career': [
    'careerandskillsdevelopment/careercounselling',
    'assessmentandtesting/careersuitabilitytest',
  ],
  'behaviour-learning': [
    'assessmentandtesting/psychologicaltesting',
    `${COUNSELLING}/mentalhealth`,
  ],
  'not-sure': ['psychotherapyapproaches/psychologicalcounselling', `${COUNSELLING}/mentalhealth`],
};

/** A couple comes to marital counselling first, whatever else troubles them. */
const COUPLE_FIRST = [`${COUNSELLING}/marital`];

/** Mental health counselling sees children and teenagers for any concern, so it is offered too. */
const CHILD_ALSO = [`${COUNSELLING}/mentalhealth`];

/** When nothing else fits: general counselling, where a counsellor listens first. */
const FALLBACK = [`${COUNSELLING}/mentalhealth`];

/** At most this many suggestions: a short list helps someone choose; a long one does not. */
export const MAX_SUGGESTIONS = 3;

/** The services to suggest, best first, without repeats; the concerns in the order given. */
export function suggestServices(answers: Pick<MatchAnswers, 'who' | 'concerns'>): string[] {
  const fromConcerns = answers.concerns.flatMap((concern) => CONCERN_SERVICES[concern] ?? []);
  const all = [
    ...(answers.who === 'couple' ? COUPLE_FIRST : []),
    ...fromConcerns,
    ...(answers.who === 'child' ? CHILD_ALSO : []),
  ];
  return [...new Set(all.length > 0 ? all : FALLBACK)].slice(0, MAX_SUGGESTIONS);
}

/** The slug /book takes in ?service=: the service page's own name, e.g. "anxiety". */
export function serviceSlug(serviceId: string): string {
  return serviceId.split('/').pop() ?? serviceId;
}

/** /book?service=…&mode=…&language=…, leaving out what the person has no preference about. */
export function bookHref(
  serviceId: string | undefined,
  preferences: Pick<MatchAnswers, 'mode' | 'language'>,
): string {
  const params = new URLSearchParams();
  if (serviceId) params.set('service', serviceSlug(serviceId));
  if (preferences.mode !== 'any') params.set('mode', preferences.mode);
  if (preferences.language !== 'any') params.set('language', preferences.language);
  const query = params.toString();
  return query ? `/book?${query}` : '/book';
}

/** Every service the rule can suggest: the page passes only these to the browser. */
export const SUGGESTABLE_SERVICES: string[] = [
  ...new Set([
    ...Object.values(CONCERN_SERVICES).flat(),
    ...COUPLE_FIRST,
    ...CHILD_ALSO,
    ...FALLBACK,
  ]),
];
