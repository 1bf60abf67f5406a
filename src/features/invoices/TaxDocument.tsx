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
 * One tax invoice, bill of supply or credit note as issued, with what CGST Rule 46 (49 for a
 * bill of supply, 53 for a credit note) asks to be printed: the seller's name, address and
 * GSTIN; the number and date; the buyer's name, address, state with its code and GSTIN when
 * given; the place of supply; each line's description, SAC code, quantity, taxable value, tax
 * rate and amount; the totals in figures and in words.
 */
export function TaxDocument({ document }: { document: TaxDocumentView }) {
  const columns = taxColumns(document);
  const id = `document-${document.number.replace(/\W/g, '-')}`;
  return (
    <section className="tax-document" aria-labelledby={id}>
      <header className="tax-document__head">
        <h3 id={id} className="tax-document__title">
          {TAX_DOCUMENT_TITLES[document.kind]}
        </h3>
        {copyMarking(document.kind) && (
          <p className="tax-document__copy">{copyMarking(document.kind)}</p>
        )}
        <dl>
          <dt>{document.kind === 'credit_note' ? 'Credit note' : 'Number'}</dt>
          <dd>{document.number}</dd>
          <dt>Date</dt>
          <dd>{formatDocumentDate(document.date)}</dd>
          {document.refersTo && (
            <>
              <dt>Against invoice</dt>
              <dd>
                {document.refersTo.number} of {formatDocumentDate(document.refersTo.date)}
              </dd>
            </>
          )}
          <dt>Place of supply</dt>
          <dd>
            {document.placeOfSupply.name} ({document.placeOfSupply.code})
          </dd>
        </dl>
      </header>
      <div className="invoice__parties">
        <Party title="Supplier" party={document.seller} id={`${id}-seller`} />
        <Party title="Recipient" party={document.buyer} id={`${id}-buyer`} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="invoice__table-wrap" aria-label="Taxable lines" tabIndex={0}>
        <table className="invoice__table tax-document__table">
          <caption className="visually-hidden">
            Lines of {TAX_DOCUMENT_TITLES[document.kind]} {document.number}
          </caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">SAC</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Taxable value
              </th>
              {columns.map((column) => (
                <th scope="col" className="num" key={column.key}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are frozen and keep their order
              <tr key={index}>
                <th scope="row">
                  {line.description}
                  {line.exempt && <span className="tax-document__exempt"> (exempt)</span>}
                </th>
                <td data-label="SAC">{line.sac}</td>
                <td className="num" data-label="Qty">
                  {line.quantity}
                </td>
                <td className="num" data-label="Taxable value">
                  {formatPrice(line.taxable)}
                </td>
                {columns.map((column) => (
                  <td
                    className="num"
                    key={column.key}
                    data-label={`${column.label} ${formatRate(column.rate(line))}`}
                  >
                    <span className="tax-document__rate">{formatRate(column.rate(line))}</span>{' '}
                    {formatPrice(line[column.key])}
                  </td>
                ))}
                <td className="num" data-label="Total">
                  {formatPrice(line.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="tax-document__totals">
        <dt>Taxable value</dt>
        <dd>{formatPrice(document.totals.taxable)}</dd>
        {columns.map((column) => (
          <FragmentRow
            key={column.key}
            label={column.label}
            value={formatPrice(document.totals[column.key])}
          />
        ))}
        <dt className="tax-document__grand">
          {document.kind === 'credit_note' ? 'Total credit' : 'Total'}
        </dt>
        <dd className="tax-document__grand">{formatPrice(document.totals.total)}</dd>
      </dl>
      <p className="tax-document__words">
        <strong>Amount in words:</strong> {document.amountInWords}
      </p>
      {document.reason && (
        <p>
          <strong>Reason:</strong> {document.reason}
        </p>
      )}
      <ul className="tax-document__notes">
        {documentDeclarations(document).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="tax-document__sign">For {document.seller.name}: authorised signatory</p>
    </section>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Party({ title, party, id }: { title: string; party: TaxParty; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <p>{party.name}</p>
      {party.company && <p>{party.company}</p>}
      {party.address.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        State: {party.stateName} ({party.stateCode})
      </p>
      <p>GSTIN: {party.gstin || 'Unregistered'}</p>
    </section>
  );
}
