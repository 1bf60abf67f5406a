import {
  PRIVACY_CENTRE_PATH,
  PRIVACY_NOTICES,
  PRIVACY_POLICY_PATH,
} from '#/features/privacy/privacy.ts';
import { type Locale, localizedPath } from '#/lib/i18n.ts';
import type { CheckoutWords } from './words.ts';

/**
 * The short notice where personal data is collected (the island twin of PrivacyNotice.astro,
 * whose style sheet, on every page with the footer, gives it its look).
 */
export function PrivacyNotice({
  kind,
  words,
  locale = 'en',
}: {
  kind: keyof typeof PRIVACY_NOTICES;
  /** The checkout's notice in Hindi or Marathi; English (PRIVACY_NOTICES) when not given. */
  words?: CheckoutWords;
  locale?: Locale;
}) {
  if (words) {
    return (
      <div className="privacy-notice">
        <p className="privacy-notice__title">{words['privacy.title']}</p>
        <ul>
          <li>{words['privacy.item1']}</li>
          <li>{words['privacy.item2']}</li>
          <li>{words['privacy.item3']}</li>
        </ul>
        <p>
          <a href={localizedPath(locale, PRIVACY_POLICY_PATH)}>{words['privacy.policy']}</a> ·{' '}
          <a href={localizedPath(locale, PRIVACY_CENTRE_PATH)}>{words['privacy.centre']}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="privacy-notice">
      <p className="privacy-notice__title">What we collect and why</p>
      <ul>
        {PRIVACY_NOTICES[kind].items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href={PRIVACY_POLICY_PATH}>How we handle your data</a> ·{' '}
        <a href={PRIVACY_CENTRE_PATH}>Your privacy centre</a>
      </p>
    </div>
  );
}
