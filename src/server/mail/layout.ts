import { escapeHtml } from '#/lib/html.ts';
import { LANG_TAG, type Locale } from '#/lib/i18n.ts';

/**
 * The shared frame of every e-mail. Paragraphs are plain text and escaped here; links are the
 * only markup, given as data.
 */
export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** A small table (an invoice summary), every cell plain text. */
  table?: { head: string[]; rows: string[][]; foot?: string[] };
  link?: { text: string; url: string };
  footer?: string;
  /** The language the texts are in (issue #34); English when not given. */
  locale?: Locale;
}

const cell = (tag: 'th' | 'td', text: string, index: number) =>
  `<${tag} style="padding:6px 8px;border-bottom:1px solid #e4dced;text-align:${index === 0 ? 'left' : 'right'}">${escapeHtml(text)}</${tag}>`;

function renderTable(table: NonNullable<EmailContent['table']>): { html: string; text: string } {
  const row = (cells: string[], tag: 'th' | 'td' = 'td') =>
    `<tr>${cells.map((c, i) => cell(tag, c, i)).join('')}</tr>`;
  const html = `<table style="border-collapse:collapse;width:100%;margin:8px 0 16px;font-size:14px"><thead>${row(table.head, 'th')}</thead><tbody>${table.rows.map((r) => row(r)).join('')}</tbody>${table.foot ? `<tfoot>${row(table.foot, 'th')}</tfoot>` : ''}</table>`;
  const text = [table.head, ...table.rows, ...(table.foot ? [table.foot] : [])]
    .map((cells) => cells.filter((c) => c !== '').join(' | '))
    .join('\n');
  return { html, text };
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.55">${escapeHtml(p)}</p>`)
    .join('');
  const link = content.link
    ? `<p style="margin:18px 0"><a href="${escapeHtml(content.link.url)}" style="color:#501a77;font-weight:600">${escapeHtml(content.link.text)}</a></p>`
    : '';
  const table = content.table ? renderTable(content.table) : undefined;
  const footer = content.footer
    ? `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(content.footer)}</p>`
    : '';
  const html = `<!doctype html><html lang="${!content.locale || content.locale === 'en' ? 'en' : LANG_TAG[content.locale]}"><body style="margin:0;background:#f6f3fa;font-family:Arial,Helvetica,sans-serif;color:#1d1d1f">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
<p style="margin:0 0 18px;font-size:20px;font-weight:700;color:#501a77">Psycortex</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${table?.html ?? ''}${link}${footer}
</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(table ? [table.text, ''] : []),
    ...(content.link ? [`${content.link.text}: ${content.link.url}`, ''] : []),
    ...(content.footer ? [content.footer] : []),
  ].join('\n');
  return { html, text };
}
