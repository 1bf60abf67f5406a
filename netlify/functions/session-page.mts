import type { Config } from '@netlify/functions';
import { handler } from '#/server/http/handler.ts';
import { pageShell } from '#/server/http/page-shell.server.ts';
import { htmlPage, SESSION_PAGE_PERMISSIONS } from '#/server/http/respond.ts';

/**
 * /session/<room>: the video room's page. It is the one page allowed the camera and the
 * microphone, so it is answered here, where its Permissions-Policy is its own (netlify.toml's
 * rule for every page denies both); the island asks the API whether this person may enter.
 */
export default handler(['GET', 'HEAD'], async () => {
  const shell = await pageShell('session');
  return htmlPage(shell, 200, {
    'permissions-policy': SESSION_PAGE_PERMISSIONS,
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
  });
});

export const config: Config = { path: '/session/:room' };
