import type { Config } from '@netlify/functions';
import { type PATH, type SignedInAnswer, verifyRequest } from '#/api/clinician-auth-verify.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { loginAttempt, noteSignedIn, reserveAttempt } from '#/server/auth/login-guard.server.ts';
import { createClinicianSession } from '#/server/auth/sessions.server.ts';
import { auditClinicianSignIn } from '#/server/clinicians/audit.server.ts';
import {
  invitedClinician,
  noteWrongClinicianCode,
  verifyClinicianCode,
} from '#/server/clinicians/sign-in.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/**
 * Checks a clinician's login code and starts their session (12 hours). Reserve, then check,
 * as customers' codes are; every attempt, right, wrong or refused, is in the audit log.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email, otp } = await readJson(request, verifyRequest);
  const network = visitorNetwork(context.ip);
  await enforce(
    db(),
    [{ bucket: `otp-verify:net:${network}`, max: 30, windowSeconds: 900 }],
    LOGIN_MESSAGES.tooMany,
  );
  const known = await invitedClinician(db(), email);
  const attempt = loginAttempt(request, 'clinician', email, context.ip);
  const reservation = await reserveAttempt(db(), attempt, (refusal) =>
    auditClinicianSignIn(db(), {
      clinicianId: known?.id,
      network,
      succeeded: false,
      refused: refusal.scope === 'account' ? 'account-locked' : 'network-wait',
    }),
  );
  const result = await verifyClinicianCode(db(), email, otp, {
    trustedDevice: attempt.trustedDevice,
  });
  if (!result.ok) {
    const noticeId = await noteWrongClinicianCode(db(), reservation, email);
    await auditClinicianSignIn(db(), { clinicianId: known?.id, network, succeeded: false });
    if (noticeId) context.waitUntil(sendDueEmails(db(), [noticeId]));
    throw badRequest(LOGIN_MESSAGES.invalidOtp);
  }
  const cookies = await createClinicianSession(db(), request, result.clinicianId);
  const device = await noteSignedIn(db(), attempt, 'clinician');
  await auditClinicianSignIn(db(), { clinicianId: result.clinicianId, network, succeeded: true });
  const answer: SignedInAnswer = { success: true };
  return setCookies(json(answer), [...cookies, device]);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-auth/verify' };
