/**
 * The spec's pattern: a local part of letters, digits and ._%+-, an @, a domain, a dot and at
 * least two letters. Used by the browser forms and, through the zod schemas, by the functions.
 * No schema library here: this runs in the footer of every page.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
export const EMAIL_MAX = 254;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/**
 * The mailbox an address delivers to, for counting: `boss+1@example.com` and
 * `Boss+news@Example.com` are both `boss@example.com`, since the `+tag` is the sub-address
 * most providers (Gmail, Outlook, Fastmail, Proton, iCloud) deliver to the same inbox. Only the
 * `+tag` goes: dots and other separators are left alone, since they change the mailbox on most
 * providers. Used for per-address limits only; the address as typed is what is stored and mailed.
 */
export function mailboxKey(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}
