import { atom } from 'nanostores';
import { getMySessions, type MySession } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';

/**
 * The time a signed-in customer is holding, if any: paying for sessions at the checkout while it
 * is held confirms it (the payment's settlement takes the live hold), so the checkout names it
 * and says until when it is kept.
 */
export const $heldSession = atom<Json<MySession> | undefined>(undefined);

export async function loadHeldSession(now: () => number = Date.now): Promise<void> {
  const result = await getMySessions();
  if (!result.ok) return;
  $heldSession.set(
    result.data.upcoming.find(
      (s) => s.status === 'held' && s.holdExpiresAt && Date.parse(s.holdExpiresAt) > now(),
    ),
  );
}
