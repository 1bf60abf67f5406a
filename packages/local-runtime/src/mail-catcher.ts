import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { escapeHtml } from './html.ts';

/**
 * A local stand-in for Resend that speaks its HTTP API (`POST /emails`, Bearer key,
 * `Idempotency-Key`), so the `resend` SDK talks to it unchanged through RESEND_BASE_URL.
 * What it receives is listed at /_dev/mail (HTML) and /_dev/mail.json, newest first.
 */

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Attached files, their content decoded from base64 to text (calendar invitations). */
  attachments: Array<{ filename: string; contentType: string; text: string }>;
  sentAt: string;
}

export interface MailCatcher {
  /** Answers the catcher's routes; undefined for any other path. */
  handle(request: Request): Promise<Response | undefined>;
  messages(): CaughtMail[];
  /** While down, the API answers 503 as a real outage would. */
  setDown(down: boolean): void;
  clear(): Promise<void>;
}

const API_PREFIX = '/_dev/resend';

function resendError(statusCode: number, name: string, message: string): Response {
  return Response.json({ statusCode, name, message }, { status: statusCode });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

export async function createMailCatcher(options: { file?: string } = {}): Promise<MailCatcher> {
  let mails: CaughtMail[] = [];
  const byIdempotencyKey = new Map<string, string>();
  let down = false;
  if (options.file) {
    try {
      mails = JSON.parse(await readFile(options.file, 'utf8'));
    } catch {
      mails = [];
    }
  }
  const persist = async () => {
    if (options.file) await writeFile(options.file, JSON.stringify(mails.slice(0, 500), null, 2));
  };

  async function receive(request: Request): Promise<Response> {
    if (down)
      return resendError(
        503,
        'service_unavailable',
        'The mail service is down (simulated outage).',
      );
    const auth = request.headers.get('authorization') ?? '';
    if (!/^Bearer \S+$/.test(auth))
      return resendError(401, 'missing_api_key', 'Missing API key in the authorization header.');
    const key = request.headers.get('idempotency-key');
    if (key && byIdempotencyKey.has(key)) return Response.json({ id: byIdempotencyKey.get(key) });
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return resendError(422, 'validation_error', 'The body must be JSON.');
    }
    const to = asList(body.to);
    if (typeof body.from !== 'string' || !body.from)
      return resendError(422, 'validation_error', 'Missing `from` field.');
    if (to.length === 0) return resendError(422, 'validation_error', 'Missing `to` field.');
    if (body.headers !== undefined && !isStringRecord(body.headers)) {
      return resendError(422, 'validation_error', '`headers` must be an object of strings.');
    }
    if (typeof body.subject !== 'string' || !body.subject) {
      return resendError(422, 'validation_error', 'Missing `subject` field.');
    }
    const mail: CaughtMail = {
      id: randomUUID(),
      from: body.from,
      to,
      subject: body.subject,
      text: typeof body.text === 'string' ? body.text : '',
      html: typeof body.html === 'string' ? body.html : '',
      headers: isStringRecord(body.headers) ? body.headers : {},
      attachments: (Array.isArray(body.attachments) ? body.attachments : []).map(
        (a: {
          filename?: unknown;
          content_type?: unknown;
          contentType?: unknown;
          content?: unknown;
        }) => ({
          filename: String(a.filename ?? ''),
          contentType: String(a.content_type ?? a.contentType ?? ''),
          text:
            typeof a.content === 'string' ? Buffer.from(a.content, 'base64').toString('utf8') : '',
        }),
      ),
      sentAt: new Date().toISOString(),
    };
    mails.unshift(mail);
    if (key) byIdempotencyKey.set(key, mail.id);
    await persist();
    return Response.json({ id: mail.id });
  }

  function listPage(): Response {
    const rows = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to.join(', '))} · <strong>From:</strong> ${escapeHtml(m.from)} · <time>${escapeHtml(m.sentAt)}</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f3fa;padding:1rem}</style></head>
<body><main><h1>Mail sent by the local site (${mails.length})</h1>${rows || '<p>No mail yet.</p>'}</main></body></html>`;
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }

  async function clear() {
    mails = [];
    byIdempotencyKey.clear();
    await persist();
  }

  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (pathname === `${API_PREFIX}/emails` && request.method === 'POST') return receive(request);
      if (pathname === '/_dev/mail.json' && request.method === 'GET') {
        return Response.json(
          mails.map(({ to, subject, text, html, sentAt, from, headers, id, attachments }) => ({
            id,
            from,
            to,
            subject,
            text,
            html,
            headers,
            attachments: attachments ?? [],
            sentAt,
          })),
          { headers: { 'cache-control': 'no-store' } },
        );
      }
      if (pathname === '/_dev/mail' && request.method === 'GET') return listPage();
      if (pathname === '/_dev/mail/outage' && request.method === 'POST') {
        const { down: next } = (await request.json()) as { down?: boolean };
        down = next === true;
        return Response.json({ down });
      }
      if (pathname === '/_dev/mail' && request.method === 'DELETE') {
        await clear();
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
    messages: () => mails,
    setDown(next) {
      down = next;
    },
    clear,
  };
}

export const MAIL_API_PATH = API_PREFIX;
