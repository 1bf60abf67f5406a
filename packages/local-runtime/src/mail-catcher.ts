import { randomUUID } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
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
  /** Files sent with the mail (Resend's `attachments`), their content as Base64. */
  attachments: CaughtAttachment[];
  sentAt: string;
}

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  /** Base64, as Resend receives it. */
  content: string;
  /** Bytes once decoded. */
  size: number;
  /** The decoded content of a text file (a calendar invitation); empty for other files. */
  text: string;
}

/**
 * Reads Resend's `attachments`: each needs a file name and Base64 content (a `path` to fetch is
 * not supported here); undefined when one is malformed, as Resend refuses those.
 */
function readAttachments(value: unknown): CaughtAttachment[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const read: CaughtAttachment[] = [];
  for (const item of value as Record<string, unknown>[]) {
    const { filename, content } = item ?? {};
    if (typeof filename !== 'string' || !filename || typeof content !== 'string') return undefined;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return undefined;
    const contentType =
      typeof item.contentType === 'string'
        ? item.contentType
        : typeof item.content_type === 'string'
          ? item.content_type
          : 'application/octet-stream';
    const bytes = Buffer.from(content, 'base64');
    const text = /^text\//.test(contentType) ? bytes.toString('utf8') : '';
    read.push({ filename, contentType, content, size: bytes.length, text });
  }
  return read;
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
    // Login codes are in it: its owner's alone (mode applies when the file is made; chmod after).
    if (!options.file) return;
    await writeFile(options.file, JSON.stringify(mails.slice(0, 500), null, 2), { mode: 0o600 });
    await chmod(options.file, 0o600);
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
    const attachments = readAttachments(body.attachments);
    if (!attachments)
      return resendError(
        422,
        'validation_error',
        'Each attachment needs a `filename` and Base64 `content`.',
      );
    const mail: CaughtMail = {
      id: randomUUID(),
      from: body.from,
      to,
      subject: body.subject,
      text: typeof body.text === 'string' ? body.text : '',
      html: typeof body.html === 'string' ? body.html : '',
      headers: isStringRecord(body.headers) ? body.headers : {},
      attachments,
      sentAt: new Date().toISOString(),
    };
    mails.unshift(mail);
    if (key) byIdempotencyKey.set(key, mail.id);
    await persist();
    return Response.json({ id: mail.id });
  }

  function attachmentFile(id: string, index: number): Response {
    const attachment = mails.find((m) => m.id === id)?.attachments?.[index];
    if (!attachment) return new Response('No such attachment.', { status: 404 });
    return new Response(Buffer.from(attachment.content, 'base64'), {
      headers: {
        'content-type': attachment.contentType,
        'content-disposition': `inline; filename="${attachment.filename.replace(/"/g, '')}"`,
        'cache-control': 'no-store',
      },
    });
  }

  function listPage(): Response {
    const rows = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to.join(', '))} · <strong>From:</strong> ${escapeHtml(m.from)} · <time>${escapeHtml(m.sentAt)}</time></p>
<pre>${escapeHtml(m.text)}</pre>${attachmentList(m)}</article>`,
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
            attachments: (attachments ?? []).map(({ filename, contentType, size }, index) => ({
              filename,
              contentType,
              size,
              url: attachmentPath(id, index),
            })),
            from,
            to,
            subject,
            text,
            html,
            headers,
            sentAt,
          })),
          { headers: { 'cache-control': 'no-store' } },
        );
      }
      if (pathname === '/_dev/mail' && request.method === 'GET') return listPage();
      const file = /^\/_dev\/mail\/([\w-]+)\/attachments\/(\d+)$/.exec(pathname);
      if (file && request.method === 'GET') return attachmentFile(file[1]!, Number(file[2]));
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

const attachmentPath = (id: string, index: number) => `/_dev/mail/${id}/attachments/${index}`;

/** The mail's files as links, on the catcher's page. */
function attachmentList(mail: CaughtMail): string {
  const files = mail.attachments ?? [];
  if (files.length === 0) return '';
  const items = files
    .map(
      (f, i) =>
        `<li><a href="${attachmentPath(mail.id, i)}">${escapeHtml(f.filename)}</a> (${escapeHtml(f.contentType)}, ${f.size} bytes)</li>`,
    )
    .join('');
  return `<p><strong>Attachments:</strong></p><ul>${items}</ul>`;
}
