import { config } from '#/server/config.ts';

/**
 * The static shells of the pages a function renders (src/pages/shell/), read from the site
 * itself at its configured address (SITE_URL), never at the request's Host: a request can name
 * any host or port, and the shell would then be fetched from wherever it pointed. A function
 * belongs to one deploy, and so do the shells it reads, so each is fetched once per function
 * instance and kept.
 */
const shells = new Map<string, Promise<string>>();

export type ShellName = 'shop' | 'product' | 'purchases' | 'session';

export function pageShell(name: ShellName): Promise<string> {
  const origin = config().SITE_URL;
  const key = `${origin} ${name}`;
  let shell = shells.get(key);
  if (!shell) {
    shell = (async () => {
      const response = await fetch(new URL(`/shell/${name}`, origin), { redirect: 'error' });
      if (!response.ok) throw new Error(`The ${name} shell answered ${response.status}.`);
      return response.text();
    })();
    shell.catch(() => shells.delete(key));
    shells.set(key, shell);
  }
  return shell;
}
