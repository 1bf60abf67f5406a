import type { AnswersSummary } from '#/features/booking/shared-answers.ts';

/**
 * Who the help is for, what is troubling them, their language and way to meet: the facts of the
 * answers a customer shared with a session. Staff read them in the Calendar's dialog in the
 * questionnaire's own order and words; the clinician's session card puts the concerns next to
 * who the help is for, in brief.
 */
export function SharedAnswerFacts({
  summary,
  reader,
}: {
  summary: AnswersSummary;
  reader: 'staff' | 'clinician';
}) {
  const concerns =
    reader === 'staff'
      ? { term: 'What is troubling them', text: summary.concerns.join('; ') }
      : { term: 'Concerns', text: summary.concerns.join(', ') };
  const facts = [
    { term: 'Help is for', text: summary.who },
    ...(reader === 'clinician' ? [concerns] : []),
    { term: 'Language', text: summary.language },
    { term: 'Way to meet', text: summary.mode },
    ...(reader === 'staff' ? [concerns] : []),
  ];
  return (
    <dl className="enquiry-details">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
