import type { Config } from '@netlify/functions';
import type { PATH, ProfileAnswer } from '#/api/me-profile.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { profileSchema } from '#/features/privacy/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { updateProfile } from '#/server/privacy/privacy.server.ts';

/** The customer corrects their name, phone, company or address. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  await updateProfile(db(), signIn.userId!, await readJson(request, profileSchema));
  return json({ message: PRIVACY_MESSAGES.profileSaved } satisfies ProfileAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/profile' };
