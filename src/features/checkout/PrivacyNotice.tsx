import {
  PRIVACY_CENTRE_PATH,
  PRIVACY_NOTICES,
  PRIVACY_POLICY_PATH,
} from '#/features/privacy/privacy.ts';

/**
 * The short notice where personal data is collected (the island twin of PrivacyNotice.astro,
 * whose style sheet, on every page with the footer, gives it its look).
 */
export function PrivacyNotice({ kind }: { kind: keyof typeof PRIVACY_NOTICES }) {
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
