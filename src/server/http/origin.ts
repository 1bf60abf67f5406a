import { config } from '#/server/config.ts';
import { HttpError } from './errors.ts';

/**
 * State-changing requests must come from the site's own pages. Browsers always send Origin on
 * cross-site POSTs, so a missing or foreign Origin is refused.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const allowed = new Set([new URL(config().SITE_URL).origin, new URL(request.url).origin]);
  if (!origin || !allowed.has(origin)) {
    throw new HttpError(403, 'bad_origin', 'This request must come from the Psycortex website.');
  }
}
