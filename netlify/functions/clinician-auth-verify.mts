import type { Config } from '@netlify/functions';
import { type PATH, type SignedInAnswer, verifyRequest } from '#/api/clinician-auth-verify.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { signInWithSecret } from '#/server/auth/login-guard.server.ts';
import { auditClinicianSignIn } from '#/server/clinicians/audit.server.ts';
import {
  clinicianLockNotice,
  invitedClinician,
  verifyClinicianCode,
} from '#/server/clinicians/sign-in.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/**
 * Checks a clinician's login code and signs them in (12 hours), by the customers' sequence;
 * every attempt, right, wrong or refused, is in the audit log.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email, otp } = await readJson(request, verifyRequest);
  const known = await invitedClinician(db(), email);
  const { cookies } = await signInWithSecret(db(), request, context, {
    kind: 'clinician',
    name: email,
    networkLimit: { bucket: 'otp-verify', max: 30, windowSeconds: 900 },
    verify: async (trustedDevice) => {
      const result = await verifyClinicianCode(db(), email, otp, { trustedDevice });
      return result.ok ? { id: result.clinicianId } : undefined;
    },
    lockNotice: clinicianLockNotice(db(), email),
    wrong: () => badRequest(LOGIN_MESSAGES.invalidOtp),
    audit: ({ network, account, refused }) =>
      auditClinicianSignIn(db(), {
        clinicianId: account?.id ?? known?.id,
        network,
        succeeded: account !== undefined,
        refused,
      }),
  });
  const answer: SignedInAnswer = { success: true };
  return setCookies(json(answer), cookies);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-auth/verify' };
