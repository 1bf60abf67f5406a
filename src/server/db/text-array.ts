/**
 * PostgreSQL's `text[]` in its text form, both ways. postgres.js learns array types from a query
 * it sends on each new connection and does not await (`fetch_types`): when that connection dies
 * first (a database restarting), the rejection is unhandled and ends the process. The client
 * therefore turns it off and is told about the one array type the schema has (client.server.ts).
 */

/** `{a,"b c",NULL}` to `['a', 'b c', null]` (one dimension, as the schema's arrays are). */
export function parseTextArray(text: string): (string | null)[] {
  if (!text.startsWith('{') || !text.endsWith('}')) {
    throw new Error(`Not a one-dimensional array: ${text.slice(0, 40)}`);
  }
  const items: (string | null)[] = [];
  const end = text.length - 1;
  let i = 1;
  if (i === end) return items;
  while (i <= end) {
    if (text[i] === '"') {
      let value = '';
      for (i++; text[i] !== '"'; i++) {
        if (i >= end) throw new Error('An array element has no closing quote.');
        if (text[i] === '\\') i++;
        value += text[i];
      }
      items.push(value);
      i++;
    } else {
      let next = text.indexOf(',', i);
      if (next === -1) next = end;
      const raw = text.slice(i, next);
      if (raw.startsWith('{')) throw new Error('Nested arrays are not read here.');
      items.push(raw === 'NULL' ? null : raw);
      i = next;
    }
    if (i < end && text[i] !== ',') throw new Error(`Unexpected "${text[i]}" in an array.`);
    i++;
  }
  return items;
}

/** `['a', 'b c', null]` to `{"a","b c",NULL}`. */
export function serializeTextArray(values: readonly (string | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
