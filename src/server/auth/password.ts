import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's suggested minimums (19 MiB, 2 passes). 2 = Argon2id in @node-rs/argon2. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Minimum length for admin passwords (shared with the browser, so defined in src/lib). */
export { ADMIN_PASSWORD_MIN } from '#/lib/auth.ts';
