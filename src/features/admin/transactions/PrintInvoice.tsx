import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { $printRequest, printFinished } from '#/features/admin/transactions/transactions.store.ts';
import { Invoice, type InvoiceCompany } from '#/features/invoices/Invoice.tsx';

/**
 * A container beside the page (a direct child of <body>) that holds only the invoice being
 * printed. It is hidden on screen; while it holds an invoice, the print style sheet hides
 * everything else, so the paper shows that invoice alone.
 */
export function PrintInvoice({ company }: { company: InvoiceCompany }) {
  const request = useStore($printRequest);

  useEffect(() => {
    window.addEventListener('afterprint', printFinished);
    return () => window.removeEventListener('afterprint', printFinished);
  }, []);

  // The invoice is in the page by now (effects run after React has written it).
  useEffect(() => {
    if (request) window.print();
  }, [request]);

  return createPortal(
    <div className="admin-print" data-print-container>
      {request && <Invoice order={request.order} company={company} />}
    </div>,
    document.body,
  );
}
