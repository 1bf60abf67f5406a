import type { Ref } from 'react';
import type { CrisisWords } from './crisis-words.ts';
import type { Helpline } from './types.ts';
import { fillIn, withNode } from './words.ts';

/**
 * The crisis help, shown first on the page as soon as PHQ-9 item 9 is answered above 0, and at
 * the top of the result. The page moves focus here, so screen readers read it at once.
 */
export function CrisisHelp({
  helpline,
  words,
  regionRef,
  onContinue,
}: {
  helpline: Helpline;
  /** In the page's language. */
  words: CrisisWords;
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
      <h2 id="crisis-help-heading">{words['crisis.heading']}</h2>
      <p>{words['crisis.text']}</p>
      <ul>
        <li>
          {withNode(
            fillIn(words['crisis.call'], { name: helpline.name, text: helpline.text }),
            'number',
            <a key="tel" href={`tel:${helpline.tel}`}>
              {helpline.number}
            </a>,
          )}
        </li>
        <li>
          {withNode(
            words['crisis.emergency'],
            'number',
            <a key="tel" href="tel:112">
              112
            </a>,
          )}
        </li>
        <li>{words['crisis.someone']}</li>
      </ul>
      <p>{words['crisis.notEmergency']}</p>
      {onContinue && (
        <button type="button" className="button button--ghost" onClick={onContinue}>
          {words['crisis.continue']}
        </button>
      )}
    </section>
  );
}
