import type { Config } from '@netlify/functions';
import { PRIVACY_MESSAGES } from '../../src/lib/privacy.ts';
import { profileSchema } from '../../src/lib/schemas.ts';
import { requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { readJson } from '../../src/server/http/body.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { json } from '../../src/server/http/respond.ts';
import { updateProfile } from '../../src/server/privacy/privacy.server.ts';

/** The customer corrects their name, phone, company or address. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  await updateProfile(db(), session.userId!, await readJson(request, profileSchema));
  return json({ message: PRIVACY_MESSAGES.profileSaved });
});

export const config: Config = { path: '/api/me/profile' };
