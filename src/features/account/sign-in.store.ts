import { atom } from 'nanostores';
import { logOut } from '#/api/auth-logout.ts';
import type { Json } from '#/api/json.ts';
import { loadMe, type PublicUser } from '#/api/me.ts';
import { hasSignedInHint } from '#/lib/auth.ts';

/** What the header and the islands know about the signed-in customer: nothing secret. */
export type SignedInUser = Pick<Json<PublicUser>, 'name' | 'email'>;

export type SignInState =
  | { status: 'loading' }
  | { status: 'out' }
  | { status: 'in'; user: SignedInUser };

/** The one source of the logged-in state, fed by GET /api/me. */
export const $signIn = atom<SignInState>({ status: 'loading' });

let started: Promise<void> | undefined;

/**
 * Asks the server once per page who is signed in. Visitors without the sign-in hint cookie
 * are logged out without a request (the session cookie itself is unreadable by scripts).
 */
export function loadSignIn(): Promise<void> {
  started ??= (async () => {
    if (!hasSignedInHint(document.cookie)) {
      $signIn.set({ status: 'out' });
      return;
    }
    const result = await loadMe();
    const user = result.ok ? result.data?.user : undefined;
    if (user) {
      $signIn.set({ status: 'in', user: { name: user.name, email: user.email } });
      return;
    }
    console.error(`[session] profile fetch failed: GET /api/me answered ${result.status}`);
    $signIn.set({ status: 'out' });
  })();
  return started;
}

/** Ends the session on the server, forgets it here, and goes home. */
export async function logout(): Promise<void> {
  // A failed call is logged by the client; this browser forgets the session either way.
  await logOut();
  $signIn.set({ status: 'out' });
  window.location.assign('/');
}
