import type { Config } from '@netlify/functions';
import { endSession } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { json, setCookies } from '../../src/server/http/respond.ts';

/** Revokes the customer's session and clears its cookie; harmless when already logged out. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  return setCookies(json({ success: true }), await endSession(db(), request, 'customer'));
});

export const config: Config = { path: '/api/auth/logout' };
