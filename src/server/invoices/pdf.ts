import { jsPDF } from 'jspdf';
import {
  copyMarking,
  documentDeclarations,
  formatDocumentDate,
  formatRate,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentView,
  type TaxParty,
  taxColumns,
} from '#/features/invoices/tax-document.ts';
import { formatPrice } from '#/lib/money.ts';

/**
 * The tax document as a PDF, for the confirmation and refund e-mails: the same frozen figures,
 * columns and notes as the component on the order page (TaxDocument.tsx), laid out on A4.
 * jsPDF writes it in memory with the PDF standard fonts (no font files to bundle); those fonts
 * know Latin-1 only, so other characters are written as their nearest ASCII.
 */

const PAGE_WIDTH = 210;
const MARGIN = 14;
const LINE = 5;

const latin1 = (text: string) =>
  text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\u0020-\u00ff]/g, '?');

export function taxDocumentPdf(document: TaxDocumentView): Uint8Array {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({
    title: `${TAX_DOCUMENT_TITLES[document.kind]} ${document.number}`,
    author: document.seller.name,
  });
  let y = MARGIN + 4;
  const text = (
    value: string,
    x: number,
    options: { bold?: boolean; size?: number; right?: boolean } = {},
  ) => {
    pdf.setFont('helvetica', options.bold ? 'bold' : 'normal');
    pdf.setFontSize(options.size ?? 9);
    pdf.text(latin1(value), x, y, options.right ? { align: 'right' } : undefined);
  };
  const wrapped = (value: string, x: number, width: number): number => {
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(9);
    const lines = pdf.splitTextToSize(latin1(value), width) as string[];
    pdf.text(lines, x, y);
    return lines.length;
  };
  const rule = () => {
    pdf.setDrawColor(200);
    pdf.line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
  };

  text(TAX_DOCUMENT_TITLES[document.kind], MARGIN, { bold: true, size: 16 });
  text(document.number, PAGE_WIDTH - MARGIN, { bold: true, size: 11, right: true });
  y += LINE + 1;
  text(`Date: ${formatDocumentDate(document.date)}`, PAGE_WIDTH - MARGIN, { right: true });
  const marking = copyMarking(document.kind);
  if (marking) {
    text(marking.toUpperCase(), MARGIN, { bold: true, size: 9 });
    y += LINE;
  }
  text(`Place of supply: ${document.placeOfSupply.name} (${document.placeOfSupply.code})`, MARGIN);
  if (document.refersTo) {
    y += LINE;
    text(
      `Against ${document.refersTo.number} dated ${formatDocumentDate(document.refersTo.date)}`,
      MARGIN,
    );
  }
  y += 3;
  rule();
  y += LINE + 1;

  const party = (title: string, who: TaxParty, x: number): number => {
    const top = y;
    text(title, x, { bold: true, size: 10 });
    y += LINE;
    const rows = [
      who.name,
      who.company,
      ...who.address,
      `State: ${who.stateName} (${who.stateCode})`,
      `GSTIN: ${who.gstin || 'Unregistered'}`,
    ].filter(Boolean);
    for (const row of rows) y += wrapped(row, x, 84) * (LINE - 0.8);
    const bottom = y;
    y = top;
    return bottom;
  };
  const sellerBottom = party('Supplier', document.seller, MARGIN);
  const buyerBottom = party('Recipient', document.buyer, PAGE_WIDTH / 2 + 2);
  y = Math.max(sellerBottom, buyerBottom) + 2;
  rule();
  y += LINE + 1;

  // Columns: description, SAC, qty, taxable value, the taxes, total (right-aligned figures).
  const columns = taxColumns(document);
  const figureColumns = [
    {
      label: 'Taxable value',
      value: (l: TaxDocumentView['lines'][number]) => formatPrice(l.taxable),
    },
    ...columns.map((c) => ({
      label: c.label,
      value: (l: TaxDocumentView['lines'][number]) =>
        `${formatRate(c.rate(l))} ${formatPrice(l[c.key])}`,
    })),
    { label: 'Total', value: (l: TaxDocumentView['lines'][number]) => formatPrice(l.total) },
  ];
  const figureWidth = 28;
  const figuresStart = PAGE_WIDTH - MARGIN - figureWidth * figureColumns.length;
  const sacX = figuresStart - 22;
  const qtyX = figuresStart - 4;
  const descriptionWidth = sacX - MARGIN - 3;
  text('Description', MARGIN, { bold: true });
  text('SAC', sacX, { bold: true });
  text('Qty', qtyX, { bold: true, right: true });
  figureColumns.forEach((c, i) => {
    text(c.label, figuresStart + figureWidth * (i + 1), { bold: true, right: true });
  });
  y += 2;
  rule();
  y += LINE;
  for (const line of document.lines) {
    const top = y;
    const rows = wrapped(
      line.exempt ? `${line.description} (exempt)` : line.description,
      MARGIN,
      descriptionWidth,
    );
    text(line.sac, sacX);
    text(String(line.quantity), qtyX, { right: true });
    figureColumns.forEach((c, i) => {
      text(c.value(line), figuresStart + figureWidth * (i + 1), { right: true });
    });
    y = top + rows * (LINE - 0.8) + 2;
  }
  rule();
  y += LINE + 1;

  const totals: [string, number][] = [
    ['Taxable value', document.totals.taxable],
    ...columns.map((c): [string, number] => [c.label, document.totals[c.key]]),
  ];
  for (const [label, value] of totals) {
    text(label, PAGE_WIDTH - MARGIN - 60);
    text(formatPrice(value), PAGE_WIDTH - MARGIN, { right: true });
    y += LINE;
  }
  text(document.kind === 'credit_note' ? 'Total credit' : 'Total', PAGE_WIDTH - MARGIN - 60, {
    bold: true,
    size: 11,
  });
  text(formatPrice(document.totals.total), PAGE_WIDTH - MARGIN, {
    bold: true,
    size: 11,
    right: true,
  });
  y += LINE + 3;
  y +=
    wrapped(`Amount in words: ${document.amountInWords}`, MARGIN, PAGE_WIDTH - 2 * MARGIN) * LINE;
  if (document.reason)
    y += wrapped(`Reason: ${document.reason}`, MARGIN, PAGE_WIDTH - 2 * MARGIN) * LINE;
  y += 2;
  for (const note of documentDeclarations(document)) {
    y += wrapped(`- ${note}`, MARGIN, PAGE_WIDTH - 2 * MARGIN) * (LINE - 0.8);
  }
  y += LINE;
  text(`For ${document.seller.name}: authorised signatory`, MARGIN, { bold: true });
  return new Uint8Array(pdf.output('arraybuffer'));
}

/** "PSY-26-27-000042.pdf": the document's number as a file name. */
export const pdfFileName = (document: Pick<TaxDocumentView, 'number'>): string =>
  `${document.number.replace(/\//g, '-')}.pdf`;
