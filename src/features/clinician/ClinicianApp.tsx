import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Choice } from '#/features/admin/calendar/admin-booking-forms.ts';
import { $portal, loadMe, signOut } from '#/features/clinician/portal.store.ts';
import { FeedScreen } from './FeedScreen.tsx';
import { HoursScreen } from './HoursScreen.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';
import { SessionsScreen } from './SessionsScreen.tsx';
import { SignIn } from './SignIn.tsx';

const TABS = [
  { id: 'sessions', label: 'Your sessions' },
  { id: 'hours', label: 'Hours and leave' },
  { id: 'profile', label: 'Profile' },
  { id: 'feed', label: 'Calendar feed' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const tabOf = (hash: string): Tab => TABS.find((t) => `#${t.id}` === hash)?.id ?? 'sessions';

/** The screen the address names (#sessions, #hours, #profile, #feed): real links, Back works. */
function useTab(): Tab {
  // The server renders the portal's first state (loading) without an address to read.
  const [tab, setTab] = useState<Tab>(() =>
    typeof window === 'undefined' ? 'sessions' : tabOf(window.location.hash),
  );
  useEffect(() => {
    const follow = () => setTab(tabOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return tab;
}

/** The invitation link's token, taken out of the address at once (it should not linger). */
function takeInvitationToken(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('invite');
  if (!token) return null;
  url.searchParams.delete('invite');
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * The clinicians' portal: nothing but "Loading" is rendered before the API says who is signed
 * in (the server renders that too). Signed out, the e-mail code form; signed in, their own
 * sessions, hours and leave, profile and feed.
 */
export default function ClinicianApp({ branches }: { branches: Choice[] }) {
  const portal = useStore($portal);
  const tab = useTab();
  const [invitation] = useState(takeInvitationToken);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTab = useRef<Tab | null>(null);

  useEffect(() => {
    void loadMe();
  }, []);

  // Moving to another screen, or arriving from the sign-in form, moves focus to the screen's
  // heading, so screen readers hear where they are.
  const previousStatus = useRef(portal.status);
  useEffect(() => {
    const cameIn = previousStatus.current === 'out' && portal.status === 'in';
    previousStatus.current = portal.status;
    if (portal.status !== 'in') return;
    if (cameIn || (shownTab.current !== null && shownTab.current !== tab)) heading.current?.focus();
    shownTab.current = tab;
  }, [tab, portal.status]);

  useEffect(() => {
    const label = TABS.find((t) => t.id === tab)?.label ?? 'Your sessions';
    document.title =
      portal.status === 'in'
        ? `${label} | Clinician portal | Psycortex`
        : 'Clinician sign-in | Psycortex';
  }, [tab, portal.status]);

  if (portal.status === 'loading') {
    return (
      <p className="admin-loading" role="status">
        Loading the clinician portal…
      </p>
    );
  }
  if (portal.status === 'failed') {
    return (
      <div className="clinician-signin" role="alert">
        <p>{portal.message}</p>
        <button type="button" className="button" onClick={() => void loadMe()}>
          Try again
        </button>
      </div>
    );
  }
  if (portal.status === 'out') return <SignIn invitation={invitation} />;

  const { me } = portal;
  const label = TABS.find((t) => t.id === tab)!.label;
  return (
    <div className="admin clinician">
      <header className="admin-bar">
        <h1>Clinician portal</h1>
        <p className="admin-who">Signed in as {me.name}</p>
        <div className="admin-buttons">
          <button type="button" className="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <nav className="admin-tabs" aria-label="Clinician portal sections">
        <ul>
          {TABS.map((t) => (
            <li key={t.id}>
              <a href={`#${t.id}`} aria-current={tab === t.id ? 'page' : undefined}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin-screen" aria-labelledby="clinician-screen-heading">
        <h2
          id="clinician-screen-heading"
          ref={heading}
          tabIndex={-1}
          className="admin-screen-heading"
        >
          {label}
        </h2>
        {tab === 'sessions' && <SessionsScreen />}
        {tab === 'hours' && <HoursScreen me={me} branches={branches} />}
        {tab === 'profile' && <ProfileScreen me={me} />}
        {tab === 'feed' && <FeedScreen me={me} />}
      </section>
    </div>
  );
}
