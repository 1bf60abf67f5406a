import type { Limit } from '#/server/http/rate-limit.server.ts';

/**
 * How often times can be held. An account holds one time at a time (a new hold lets go of the
 * last), so these bound the churn, not the number held: without them one account, or many
 * accounts on one network, could take every clinician's free times one after another faster
 * than anyone else can choose. A person choosing, changing their mind and choosing again uses a
 * handful; a household or an office network a few dozen.
 */
export const HOLDS_PER_ACCOUNT = { max: 10, windowSeconds: 600 } as const;
export const HOLDS_PER_NETWORK = { max: 30, windowSeconds: 600 } as const;

export function holdLimits(userId: string, network: string): Limit[] {
  return [
    { bucket: `hold:user:${userId}`, ...HOLDS_PER_ACCOUNT },
    { bucket: `hold:net:${network}`, ...HOLDS_PER_NETWORK },
  ];
}
