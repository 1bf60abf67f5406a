import { type Locale, localizedPath } from '#/lib/i18n.ts';
import { config } from '#/server/config.ts';

/**
 * The static shells of the pages a function renders (src/pages/shell/), read from the site
 * itself at its configured address (SITE_URL), never at the request's Host: a request can name
 * any host or port, and the shell would then be fetched from wherever it pointed. A function
 * belongs to one deploy, and so do the shells it reads, so each is fetched once per function
 * instance and kept.
 */
const shells = new Map<string, Promise<string>>();

export type ShellName = 'shop' | 'product' | 'purchases' | 'session' | 'clinician' | 'search';

/** A shell in one language: /shell/shop, or /hi/shell/shop for the Hindi shop (issue #34). */
export function pageShell(name: ShellName, locale: Locale = 'en'): Promise<string> {
  const origin = config().SITE_URL;
  const path = localizedPath(locale, `/shell/${name}`);
  const key = `${origin} ${path}`;
  let shell = shells.get(key);
  if (!shell) {
    shell = (async () => {
      const response = await fetch(new URL(path, origin), { redirect: 'error' });
      if (!response.ok) throw new Error(`The ${name} shell answered ${response.status}.`);
      return response.text();
    })();
    shell.catch(() => shells.delete(key));
    shells.set(key, shell);
  }
  return shell;
}
