import { atom } from 'nanostores';
import type { SessionView } from '#/features/booking/booking-view.ts';
import { api } from '#/lib/http.ts';

/**
 * The time a signed-in customer is holding, if any: paying for sessions at the checkout while it
 * is held confirms it (the payment's settlement takes the live hold), so the checkout names it
 * and says until when it is kept.
 */
export const $heldSession = atom<SessionView | undefined>(undefined);

export async function loadHeldSession(now: () => number = Date.now): Promise<void> {
  const result = await api<{ upcoming: SessionView[] }>('/api/bookings');
  if (!result.ok) return;
  $heldSession.set(
    result.data.upcoming.find(
      (s) => s.status === 'held' && s.holdExpiresAt && Date.parse(s.holdExpiresAt) > now(),
    ),
  );
}
