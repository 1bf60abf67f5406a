import type { ApiError } from '#/lib/http.ts';
import type { Locale } from '#/lib/i18n.ts';
import { type MessageWords, say } from '#/lib/messages.ts';

/**
 * A message from the server or a store in the page's language: the words for its code on a Hindi
 * or Marathi page, the English message (marked `lang="en-IN"` there) when the page has none.
 */
export function Said({
  message,
  locale,
  m,
  alert = true,
  className,
}: {
  message: ApiError;
  locale: Locale;
  m?: MessageWords;
  /** Read out as it appears (false when the box around it is the alert). */
  alert?: boolean;
  className?: string;
}) {
  const said = say(message, locale, m);
  return (
    <p className={className} role={alert ? 'alert' : undefined} lang={said.lang}>
      {said.text}
    </p>
  );
}
