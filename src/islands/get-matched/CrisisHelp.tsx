import type { Ref } from 'react';
import type { Helpline } from './types.ts';

/**
 * The crisis help, shown first on the page as soon as PHQ-9 item 9 is answered above 0, and at
 * the top of the result. The page moves focus here, so screen readers read it at once.
 */
export function CrisisHelp({
  helpline,
  regionRef,
  onContinue,
}: {
  helpline: Helpline;
  regionRef: Ref<HTMLElement>;
  /** While answering: back to the questions, for someone who wants to go on. */
  onContinue?: () => void;
}) {
  return (
    <section
      ref={regionRef}
      className="crisis-help"
      aria-labelledby="crisis-help-heading"
      tabIndex={-1}
    >
      <h2 id="crisis-help-heading">Please reach out for support now</h2>
      <p>
        You said you have had thoughts of being better off dead or of hurting yourself. Thank you
        for telling us. You do not have to face this alone, and help is available right now, free
        and at any hour.
      </p>
      <ul>
        <li>
          Call {helpline.name}, India's national mental health helpline, on{' '}
          <a href={`tel:${helpline.tel}`}>{helpline.number}</a> ({helpline.text}).
        </li>
        <li>
          If you are in immediate danger, or cannot keep yourself safe, call{' '}
          <a href="tel:112">112</a> or go to the nearest hospital emergency department.
        </li>
        <li>If you can, ask someone you trust to stay with you.</li>
      </ul>
      <p>
        Our counsellors are here for you too, but counselling is not an emergency service: if you
        need help today, please call first.
      </p>
      {onContinue && (
        <button type="button" className="button button--ghost" onClick={onContinue}>
          Continue with the questions
        </button>
      )}
    </section>
  );
}
