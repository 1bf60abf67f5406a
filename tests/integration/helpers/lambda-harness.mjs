/**
 * Runs one Netlify function from its unpacked zip as AWS Lambda's Node.js runtime runs it: the
 * zip's entry point (`___netlify-entry-point.mjs`) is imported from the folder it was unpacked
 * into, with response streaming (`awslambda.streamifyResponse`), and its handler is called once
 * per event. This file imports only `node:` modules, and is copied next to the function, so
 * whatever the function loads has to come from its own folder.
 *
 *   node lambda-harness.mjs <events.json> <results.json>
 *
 * events.json: [{ method, url, headers?, body?, route?, scheduled? }]
 * results.json: [{ status, headers, multiValueHeaders, body } | { error }]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

class ResponseStream extends Writable {
  chunks = [];
  metadata = undefined;
  _write(chunk, _encoding, done) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

globalThis.awslambda = {
  streamifyResponse: (handler) => handler,
  HttpResponseStream: {
    from(stream, metadata) {
      stream.metadata = metadata;
      return stream;
    },
  },
};

/** The event Netlify's edge sends a function (the shape @netlify/functions-dev also builds). */
function lambdaEvent(request) {
  const url = new URL(request.url);
  const headers = {
    'x-nf-client-connection-ip': '127.0.0.1',
    'x-nf-request-id': `harness-${Math.random().toString(36).slice(2)}`,
    ...(request.scheduled ? { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' } : {}),
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    ),
  };
  const query = {};
  const multiQuery = {};
  for (const [key, value] of url.searchParams) {
    query[key] = query[key] ? `${query[key]},${value}` : value;
    multiQuery[key] = [...(multiQuery[key] ?? []), value];
  }
  return {
    rawUrl: url.href,
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: query,
    multiValueQueryStringParameters: multiQuery,
    body: request.body ?? null,
    isBase64Encoded: false,
    route: request.route,
  };
}

const [eventsFile, resultsFile] = process.argv.slice(2);
const requests = JSON.parse(await readFile(eventsFile, 'utf8'));
const results = [];
let entry;
try {
  entry = await import(pathToFileURL(join(process.cwd(), '___netlify-entry-point.mjs')).href);
} catch (error) {
  results.push({ error: `import: ${error?.stack ?? error}` });
}
for (const request of entry ? requests : []) {
  const stream = new ResponseStream();
  const finished = new Promise((done) => stream.on('finish', done));
  const context = {
    awsRequestId: `harness-${results.length}`,
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 30_000,
  };
  try {
    await entry.handler(lambdaEvent(request), stream, context);
    if (!stream.writableFinished) await finished;
    const metadata = stream.metadata ?? {};
    const multiValueHeaders = {
      ...Object.fromEntries(Object.entries(metadata.headers ?? {}).map(([k, v]) => [k, [v]])),
      ...metadata.multiValueHeaders,
    };
    results.push({
      status: metadata.statusCode,
      headers: Object.fromEntries(
        Object.entries(multiValueHeaders).map(([k, v]) => [k.toLowerCase(), v.join(', ')]),
      ),
      multiValueHeaders,
      body: Buffer.concat(stream.chunks).toString('utf8'),
    });
  } catch (error) {
    results.push({ error: `${error?.stack ?? error}` });
  }
}
await writeFile(resultsFile, JSON.stringify(results));
// A Lambda instance is frozen, not left to drain its connection pool: end here.
process.exit(0);
