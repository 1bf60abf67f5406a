/**
 * Every interface text of /user/measures and /user/progress and their islands (issue #34),
 * English here. The Hindi and Marathi pages read theirs from
 * content/i18n/measures/<language>.json, checked against `measuresWordsSchema`
 * (./words-schema.ts, apart so that no island carries zod). Each page hands its island its own
 * language's words as a prop, so the islands' JavaScript carries no words of any language (they
 * import only the types from here), as My sessions does. `{name}` marks a value filled in; keep it.
 *
 * Not here, and English on every page (docs/decisions.md): the PHQ-9 and GAD-7 themselves (their
 * question, items, answers) and their bands' names (Minimal, Mild…), marked `lang="en-IN"` on the
 * Hindi and Marathi pages; messages from the server. The crisis help's words are /get-matched's.
 */

/** The progress chart's words: My progress's, and the clinician's view of a client's (English). */
export const CHART_WORDS_EN = {
  'chart.labelOne': '{name}: {n} measure, latest {total} ({band}){since}.',
  'chart.labelMany': '{name}: {n} measures, latest {total} ({band}){since}.',
  'chart.since': ', {change} since the first',
  'chart.caption': '{name} scores, out of {max}',
  'chart.date': 'Date',
  'chart.score': 'Score',
  'chart.band': 'Band',
  'chart.item9': 'Item 9',
  'chart.item9Above': 'Above 0: check in',
  'facts.start': 'This is the starting point: the change shows from the next time.',
  'facts.change': 'Change since the first',
  'facts.changeValue': '{change} ({first} to {latest})',
  'facts.response': 'Response (score halved)',
  'facts.remission': 'Remission (under 5)',
  'facts.reliable': 'Reliable change',
  'facts.yes': 'Yes',
  'facts.notYet': 'Not yet',
  'reliable.improved': 'Reliable improvement',
  'reliable.deteriorated': 'Reliable worsening',
  'reliable.none': 'Not yet',
  'change.none': 'no change',
  'change.downOne': 'down {n} point',
  'change.downMany': 'down {n} points',
  'change.upOne': 'up {n} point',
  'change.upMany': 'up {n} points',
} as const;

export const MEASURES_EN = {
  'crumb.sessions': 'My Sessions',
  'measures.title': 'Before your session',
  'measures.description': 'A few questions before your Psycortex session.',
  'measures.noscript':
    'These questions need JavaScript. Your clinician can also go through them with you at the session.',
  'progressPage.title': 'My Progress',
  'progressPage.description': 'Your PHQ-9 and GAD-7 answers over time.',
  'time.when': '{day}, {time} IST',
  'form.loading': 'Finding your questions…',
  'form.noLink': 'This link is missing the session it is for.',
  'form.logIn': 'Log in',
  'form.seeSessions': 'See my sessions',
  'form.intro':
    'Before your session with {name} on {when}: a few questions about the last two weeks. There are no right or wrong answers, and your clinician will go through them with you.',
  'form.inEnglish': '',
  'form.answered': 'You have already answered these for this session. Thank you.',
  'form.notOpen': 'These questions open 72 hours before your session and close when it starts.',
  'form.progress': 'See your progress',
  'form.sessions': 'My sessions',
  'form.missingOne': 'Please answer every question: {n} is still open.',
  'form.missingMany': 'Please answer every question: {n} are still open.',
  'form.send': 'Send my answers',
  'form.sending': 'Sending…',
  'sent.heading': 'Thank you: your answers are with your clinician',
  'sent.start': ', your starting point',
  'sent.since': ', {change} since your first',
  'sent.lower': 'Lower scores mean fewer difficulties. {link} (you may be asked to log in).',
  'sent.progress': 'See your progress over time',
  'progress.loading': 'Loading your progress…',
  'progress.empty':
    'Nothing to show yet. Before each session we ask you a few short questions about how you have been; once you have answered them, your progress appears here. See {link}.',
  'progress.emptyLink': 'My sessions',
  'progress.intro':
    'Your answers before each session, over time. Lower scores mean fewer difficulties. These are questionnaires, not a diagnosis: your clinician sees the same chart and can talk it through with you.',
  ...CHART_WORDS_EN,
} as const;

export type MeasuresKey = keyof typeof MEASURES_EN;
export type MeasuresWords = Record<MeasuresKey, string>;
export type ChartWords = Record<keyof typeof CHART_WORDS_EN, string>;

type Starting<Prefix extends string> = Extract<MeasuresKey, `${Prefix}.${string}`>;
const ISLAND_KEYS = {
  form: ['form', 'sent', 'time', 'change'],
  progress: ['progress', 'chart', 'facts', 'reliable', 'change'],
} as const;
type Island = keyof typeof ISLAND_KEYS;
/** The words one island shows: the measures form's, or My progress' (with the chart's). */
export type IslandWords<Name extends Island> = Record<
  Starting<(typeof ISLAND_KEYS)[Name][number]>,
  string
>;

/** The words a page hands its island: only the ones that island shows, in the page's language. */
export function islandWords<Name extends Island>(
  words: MeasuresWords,
  island: Name,
): IslandWords<Name> {
  const prefixes: readonly string[] = ISLAND_KEYS[island];
  return Object.fromEntries(
    Object.entries(words).filter(([key]) => prefixes.includes(key.slice(0, key.indexOf('.')))),
  ) as IslandWords<Name>;
}
