import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CheckoutStart } from '#/api/orders.ts';
import type { BillingDetails } from '#/features/shop/shop.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { financialYearShort, financialYearStart } from '#/server/invoices/financial-year.ts';
import {
  billingFor,
  checkout,
  datafeed,
  getOrder,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { eventually, type TestSite, useTestSite } from './helpers/site.ts';

/** The text a PDF draws: its compressed content streams inflated, strings read from Tj. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const body = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return [...streams.join('\n').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map((m) => m[1]!.replace(/\\(.)/g, '$1'))
    .join('\n');
}

const year = () => financialYearShort(financialYearStart(new Date()));

async function buy(
  site: TestSite,
  cookie: string,
  line: { productSlug: string; variantId: string; quantity: number },
  billing: BillingDetails,
): Promise<CheckoutStart> {
  const { start, error } = await checkout(site, cookie, {
    items: [line],
    billing,
    provider: 'paydollar',
    acceptTerms: true,
    ageConfirmed: true,
  });
  expect(error).toBeUndefined();
  return start!;
}

const pay = (site: TestSite, start: CheckoutStart, rupees: string) =>
  postDatafeed(site, datafeed({ Ref: start.order.reference, Amt: rupees }));

describe('tax invoices', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);

  it('numbers 50 concurrent settlements 1 to 50, without a gap or a repeat', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const starts = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const email = `inv${i}@example.com`;
        const cookie = await signInCustomer(db, email);
        return buy(
          site,
          cookie,
          { productSlug: 'single-session', variantId: single, quantity: 1 },
          billingFor(email),
        );
      }),
    );
    const answers = await Promise.all(starts.map((start) => pay(site, start, '1499.00')));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    await site.router.settled();

    const rows = await sql<{ number: string; serial: number; reference: string }[]>`
      select d.number, d.serial, o.reference
      from tax_documents d join orders o on o.id = d.order_id
      order by d.serial`;
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.map((r) => r.number)).toEqual(
      Array.from({ length: 50 }, (_, i) => `PSY/${year()}/${String(i + 1).padStart(6, '0')}`),
    );
    expect(new Set(rows.map((r) => r.reference)).size).toBe(50);
    const [counter] = await sql<{ last_serial: number }[]>`
      select last_serial from tax_document_counters where kind = 'invoice'`;
    expect(counter?.last_serial).toBe(50);
    // Stored as JSON objects the database can query (the export and erasure rely on it).
    const kinds = await sql<{ t: string }[]>`
      select distinct jsonb_typeof(buyer) || '/' || jsonb_typeof(seller) || '/' || jsonb_typeof(lines) as t
      from tax_documents`;
    expect(kinds).toEqual([{ t: 'object/object/array' }]);
  });

  it('issues nothing for an unpaid order and one invoice however often the payment is reported', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const cookie = await signInCustomer(db, 'once@example.com');
    const start = await buy(
      site,
      cookie,
      { productSlug: 'single-session', variantId: single, quantity: 1 },
      billingFor('once@example.com'),
    );
    expect((await getOrder(site, cookie, start.order.reference)).documents).toEqual([]);
    const feed = datafeed({ Ref: start.order.reference, Amt: '1499.00' });
    await Promise.all(Array.from({ length: 5 }, () => postDatafeed(site, feed)));
    await site.router.settled();
    const order = await getOrder(site, cookie, start.order.reference);
    expect(order.documents.map((d) => d.kind)).toEqual(['invoice']);
  });

  it('splits CGST and SGST in Maharashtra, freezing the document as issued', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const cookie = await signInCustomer(db, 'mh@example.com');
    const start = await buy(
      site,
      cookie,
      { productSlug: 'single-session', variantId: single, quantity: 2 },
      { ...billingFor('mh@example.com'), company: 'Rao Clinic', gstin: ' 27aapfu0939f1zv ' },
    );
    await pay(site, start, '2998.00');
    await site.router.settled();
    const [invoice] = (await getOrder(site, cookie, start.order.reference)).documents;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      supplyKind: 'intra',
      buyer: { name: 'Asha Rao', company: 'Rao Clinic', gstin: '27AAPFU0939F1ZV', stateCode: '27' },
      seller: { gstin: expect.stringMatching(/^27/), stateCode: '27' },
      totals: { taxable: 254_068, cgst: 22_866, sgst: 22_866, igst: 0, total: 299_800 },
      amountInWords: 'Rupees Two Thousand Nine Hundred Ninety-Eight Only',
      refersTo: null,
    });
    expect(invoice?.lines).toEqual([
      expect.objectContaining({
        sac: '9993',
        quantity: 2,
        unitPrice: 149_900,
        rateBasisPoints: 1800,
      }),
    ]);
    expect(invoice?.number).toMatch(/^PSY\/\d{2}-\d{2}\/\d{6}$/);

    // A later price or tax change to the product leaves the issued document as it was.
    await sql`update products set gst_rate_bp = 500, name = 'Renamed' where slug = 'single-session'`;
    const again = (await getOrder(site, cookie, start.order.reference)).documents[0];
    expect(again).toEqual(invoice);
  });

  it('charges IGST outside Maharashtra, and sells exempt products on a bill of supply', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const cookie = await signInCustomer(db, 'ka@example.com');
    const karnataka = await buy(
      site,
      cookie,
      { productSlug: 'single-session', variantId: single, quantity: 1 },
      { ...billingFor('ka@example.com'), state: 'karnataka', city: 'Bengaluru', pinCode: '560001' },
    );
    await pay(site, karnataka, '1499.00');
    await sql`update products set gst_exempt = true where slug = 'single-session'`;
    const exempt = await buy(
      site,
      cookie,
      { productSlug: 'single-session', variantId: single, quantity: 1 },
      billingFor('ka@example.com'),
    );
    await pay(site, exempt, '1499.00');
    await site.router.settled();

    const [igst] = (await getOrder(site, cookie, karnataka.order.reference)).documents;
    expect(igst).toMatchObject({
      kind: 'invoice',
      placeOfSupply: { code: '29', name: 'Karnataka' },
      supplyKind: 'inter',
      totals: { taxable: 127_034, cgst: 0, sgst: 0, igst: 22_866, total: 149_900 },
    });
    const [bill] = (await getOrder(site, cookie, exempt.order.reference)).documents;
    expect(bill).toMatchObject({
      kind: 'bill_of_supply',
      number: `PSB/${year()}/000001`,
      totals: { taxable: 149_900, cgst: 0, sgst: 0, igst: 0, total: 149_900 },
    });
  });

  it('attaches the invoice as a PDF to the confirmation e-mail, kept and served by the mail catcher', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const cookie = await signInCustomer(db, 'pdf@example.com');
    const start = await buy(
      site,
      cookie,
      { productSlug: 'single-session', variantId: single, quantity: 1 },
      billingFor('pdf@example.com'),
    );
    await pay(site, start, '1499.00');
    await site.router.settled();
    const [invoice] = (await getOrder(site, cookie, start.order.reference)).documents;
    const mail = await eventually(() => {
      const found = site.mail.messages().find((m) => m.to.includes('pdf@example.com'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.text).toContain(`Your tax invoice ${invoice!.number} is attached as a PDF.`);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file!.filename).toBe(`${invoice!.number.replaceAll('/', '-')}.pdf`);
    expect(file!.contentType).toBe('application/pdf');
    const bytes = Buffer.from(file!.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'Tax Invoice',
      invoice!.number,
      'ORIGINAL FOR RECIPIENT',
      'Place of supply: Maharashtra (27)',
      'GSTIN: 27AAAAA0000A1Z2',
      'CGST',
      'SGST',
      'Rs 1,270.34',
      'Rs 114.33',
      'Rupees One Thousand Four Hundred Ninety-Nine Only',
    ])
      expect(text).toContain(expected);

    const listed = (await (await fetch(`${site.url}/_dev/mail.json`)).json()) as {
      id: string;
      attachments: { filename: string; url: string; size: number }[];
    }[];
    const entry = listed.find((m) => m.id === mail.id)!;
    expect(entry.attachments[0]).toMatchObject({ filename: file!.filename, size: bytes.length });
    const served = await fetch(`${site.url}${entry.attachments[0]!.url}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a GSTIN that fails its check and a state not on the list, saying what to fix', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const cookie = await signInCustomer(db, 'typo@example.com');
    const { response, error } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: { ...billingFor('typo@example.com'), gstin: '27AAPFU0939F1ZW', state: 'Maharastra' },
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    expect(response.status).toBe(400);
    expect(error?.fields?.['billing.gstin']).toMatch(/check character/);
    expect(error?.fields?.['billing.state']).toMatch(/choose your state/);
    expect(await sql`select id from orders`).toHaveLength(0);
  });
});
