import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by status class, and transport errors. */
  statuses: Record<string, number>;
  errors: number;
}

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh body (and headers) per request, e.g. a new e-mail address each time. */
  request?: () => { body?: string; headers?: Record<string, string> };
}

/** Drives one endpoint from this process over loopback for `seconds` at `connections`. */
export async function load(
  base: string,
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const origin = new URL(base).origin;
  const latencies: number[] = [];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        method: target.method,
        headers: { origin, 'content-type': 'application/json' },
        requests: [
          {
            method: target.method,
            path: target.path,
            setupRequest: (request) => {
              const extra = target.request?.() ?? {};
              return {
                ...request,
                ...(extra.body ? { body: extra.body } : {}),
                headers: { ...request.headers, ...extra.headers },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ) as unknown as autocannon.Instance;
  });
  // autocannon reports p90 and p97.5; p95 is computed from every response time.
  instance!.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
    latencies.push(time),
  );
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0,
    );
  return {
    name: target.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    statuses: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    errors: result.errors + result.timeouts,
  };
}
