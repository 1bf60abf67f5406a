import type { Db } from '#/server/db/client.server.ts';
import { toDocumentView } from './documents.server.ts';
import { pdfFileName, taxDocumentPdf } from './pdf.ts';

/**
 * A stored tax document as an e-mail attachment (Resend takes the content as Base64). Made
 * when the e-mail is queued, in the transaction that issued the document, from the frozen
 * document, so it is the same document the order page shows; the outbox stores it with the
 * e-mail (mail imports no domain). Undefined when the document does not exist.
 */
export async function documentAttachment(
  database: Db,
  documentId: string,
): Promise<{ filename: string; content: string; contentType: string }[] | undefined> {
  const row = await database
    .selectFrom('tax_documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const refersTo = row.refers_to_id
    ? await database
        .selectFrom('tax_documents')
        .selectAll()
        .where('id', '=', row.refers_to_id)
        .executeTakeFirst()
    : undefined;
  const view = toDocumentView(row, refersTo);
  return [
    {
      filename: pdfFileName(view),
      content: Buffer.from(taxDocumentPdf(view)).toString('base64'),
      contentType: 'application/pdf',
    },
  ];
}
