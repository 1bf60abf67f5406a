import { Icon } from './Icons.tsx';

/**
 * The project's message box (src/components/Notice.astro) for islands: a polite live region
 * that is always in the page, so screen readers announce the message when it appears, and a
 * box that stays until closed.
 */
export interface NoticeMessage {
  text: string;
  /** The text's language when it is not the page's (an English message on a Hindi page). */
  lang?: string;
  /** info: neither good nor bad news (a cancelled payment). */
  kind: 'success' | 'error' | 'info';
}

export function Notice({
  message,
  onClose,
  className,
  closeLabel = 'Close message',
}: {
  message: NoticeMessage | undefined;
  onClose: () => void;
  className?: string;
  /** The close button's name in the page's language. */
  closeLabel?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {message && (
        <div className={`notice notice--${message.kind}`}>
          <p lang={message.lang}>{message.text}</p>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
