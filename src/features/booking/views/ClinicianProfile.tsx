import type { ClinicianCard } from '#/api/booking-slots.ts';
import { count, english, fill, pagePath } from '#/features/booking/session-time.ts';
import type { BookViewWords } from '#/features/booking/words-book.ts';
import type { Locale } from '#/lib/i18n.ts';

/**
 * A clinician as a visitor sees them: on /book's cards (a link to their profile) and, in full,
 * at the top of their profile page, which the clinician-page function renders on the server.
 */
interface Props {
  clinician: ClinicianCard;
  /** The whole profile (with the bio), on the profile page itself. */
  full: boolean;
  w: BookViewWords;
  locale: Locale;
}

/** A session language's name in the page's words ("Marathi", "मराठी"); unknown ones as given. */
export function languageName(w: BookViewWords, language: string): string {
  return (w as Record<string, string>)[`language.${language}`] ?? language;
}

export function ClinicianProfile({ clinician, full, w, locale }: Props) {
  return (
    <div className="clinician-card__profile">
      {clinician.photoUrl ? (
        // Beside the clinician's name: an alt text would only repeat it.
        <img
          className="clinician-card__photo"
          src={clinician.photoUrl}
          alt=""
          width={72}
          height={72}
          loading={full ? undefined : 'lazy'}
        />
      ) : null}
      <h2 className="clinician-card__name">
        {full ? (
          clinician.name
        ) : (
          <a href={`${pagePath(locale, '/book/clinician')}?clinician=${clinician.slug}`}>
            {clinician.name}
          </a>
        )}
      </h2>
      <p className="clinician-card__role">
        {/* A clinician's own details are written in English, and marked so on other pages. */}
        {locale === 'en' ? clinician.role : <span lang="en-IN">{clinician.role}</span>}
        {clinician.demo ? ` · ${w['profile.demo']}` : ''}
      </p>
      <dl className="clinician-card__facts">
        {clinician.qualifications ? (
          <>
            <dt>{w['profile.qualifications']}</dt>
            <dd lang={english(locale)}>{clinician.qualifications}</dd>
          </>
        ) : null}
        {clinician.registrationNumber ? (
          <>
            <dt>{w['profile.registration']}</dt>
            <dd>{clinician.registrationNumber}</dd>
          </>
        ) : null}
        <dt>{w['profile.languages']}</dt>
        <dd>{clinician.languages.map((l) => languageName(w, l)).join(', ')}</dd>
        <dt>{w['profile.sessions']}</dt>
        <dd>
          {fill(w['profile.minutes'], { n: count(locale, clinician.sessionMinutes) })} ·{' '}
          {clinician.modes.map((m) => w[`mode.${m}`]).join(', ')}
        </dd>
      </dl>
      {full && clinician.bio ? (
        <p className="clinician-card__bio" lang={english(locale)}>
          {clinician.bio}
        </p>
      ) : null}
    </div>
  );
}
