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
