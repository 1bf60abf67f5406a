import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A button whose action cannot be undone (cancel a session, stop sharing answers) asks first:
 * its question, then the action and a way back. The question takes the focus, so a screen
 * reader reads it and Enter cannot confirm by accident; the way back returns the focus to the
 * button that asked.
 */
export function ConfirmStep(props: {
  label: string;
  question: () => ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const kept = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (kept.current) {
      kept.current = false;
      trigger.current?.focus();
    }
  }, [asking]);

  if (!asking)
    return (
      <button
        ref={trigger}
        type="button"
        className="button button--ghost"
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
    );
  return (
    <>
      <span className="session-card__note" ref={question} tabIndex={-1}>
        {props.question()}
      </span>
      <button type="button" className="button" onClick={props.onConfirm}>
        {props.confirmLabel}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          kept.current = true;
          setAsking(false);
        }}
      >
        {props.keepLabel}
      </button>
    </>
  );
}
