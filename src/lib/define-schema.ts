/**
 * Builds a schema where it is declared, and lets a bundler leave it out where nothing reads it.
 * The contracts in src/api hold an endpoint's request schemas beside the browser's call for it;
 * a page that only makes the call must not load the schema library (zod) for schemas it never
 * uses. A call marked free of side effects (`@__NO_SIDE_EFFECTS__`) whose result goes unused is
 * dropped whole, with the chain of zod calls inside it; the same chain written at the top of a
 * module would be kept, as a bundler cannot tell that `.nullish()` or `.default()` change nothing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineSchema<T>(build: () => T): T {
  return build();
}
