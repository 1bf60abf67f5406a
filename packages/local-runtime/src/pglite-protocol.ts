/** Postgres wire-protocol messages the embedded server writes itself, and readers of the engine's. */

export function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

export function cstring(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

export function errorResponse(code: string, text: string, severity = 'FATAL'): Buffer {
  return message(
    'E',
    Buffer.concat([
      Buffer.from(`S${severity}\0`, 'utf8'),
      Buffer.from(`V${severity}\0`, 'utf8'),
      Buffer.from(`C${code}\0`, 'utf8'),
      Buffer.from(`M${text}\0`, 'utf8'),
      Buffer.from([0]),
    ]),
  );
}

export function readyForQuery(status = 'I'): Buffer {
  return message('Z', Buffer.from(status, 'latin1'));
}

/** Each whole message in a buffer of backend or frontend messages (not the startup packet). */
export function* messages(
  data: Uint8Array,
): Generator<{ type: string; start: number; end: number }> {
  let offset = 0;
  while (offset + 5 <= data.length) {
    const length =
      ((data[offset + 1]! << 24) |
        (data[offset + 2]! << 16) |
        (data[offset + 3]! << 8) |
        data[offset + 4]!) >>>
      0;
    const end = offset + 1 + length;
    if (end > data.length) return;
    yield { type: String.fromCharCode(data[offset]!), start: offset, end };
    offset = end;
  }
}

/** The status of the last ReadyForQuery in an engine reply, if it holds one. */
export function lastReadyStatus(reply: Uint8Array): string | undefined {
  let status: string | undefined;
  for (const m of messages(reply)) {
    if (m.type === 'Z' && m.end - m.start === 6) status = String.fromCharCode(reply[m.start + 5]!);
  }
  return status;
}

/** The reply without the messages of the given types. */
export function without(reply: Uint8Array, types: string): Uint8Array {
  const kept: Uint8Array[] = [];
  for (const m of messages(reply)) {
    if (!types.includes(m.type)) kept.push(reply.subarray(m.start, m.end));
  }
  return Buffer.concat(kept);
}
