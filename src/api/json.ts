/**
 * What a value becomes on its way through `JSON.stringify` and `response.json()`: dates arrive
 * as ISO strings, everything else as it was. The server declares an answer once, with the
 * types it works with (`startsAt: Date`); the browser reads `Json<Answer>` (`startsAt: string`),
 * so the two can never drift apart.
 */
export type Json<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Json<Item>[]
    : T extends readonly (infer Item)[]
      ? readonly Json<Item>[]
      : T extends object
        ? { [Key in keyof T]: Json<T[Key]> }
        : T;
