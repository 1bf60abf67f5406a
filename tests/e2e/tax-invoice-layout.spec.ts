import { expect, test } from '@playwright/test';
import type { OrderView } from '#/api/order.ts';
import type { TaxDocumentView } from '#/features/invoices/tax-document.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { signIn } from './helpers/shopper.ts';

/**
 * The widest tax documents an order page shows (a Karnataka business buyer's IGST invoice and
 * its credit note) read at both widths: nothing scrolls sideways on a phone, every figure is
 * labelled, and axe finds nothing.
 */

const party = {
  company: '',
  gstin: '',
  stateCode: '27',
  stateName: 'Maharashtra',
};

const invoice: TaxDocumentView = {
  kind: 'invoice',
  number: 'PSY/26-27/000042',
  date: '2026-11-25',
  seller: {
    ...party,
    name: 'Psycortex (OPC) Pvt. Ltd',
    address: [
      'Block No. 101/102, Sri Ram Tower, 2nd Floor, Next to NIT, Kingsway, Civil Lines, Sadar, Nagpur, Maharashtra 440001',
    ],
    gstin: '27AAAAA0000A1Z2',
  },
  buyer: {
    name: 'Asha Verma',
    company: 'Verma Wellness LLP',
    gstin: '29AAGCB7383J1Z4',
    address: ['12 MG Road', 'Flat 3B', 'Bengaluru 560001', 'Karnataka, India'],
    stateCode: '29',
    stateName: 'Karnataka',
  },
  placeOfSupply: { code: '29', name: 'Karnataka' },
  supplyKind: 'inter',
  lines: [
    {
      description: 'Individual Counselling – 12 months (48 sessions)',
      sac: '9993',
      quantity: 2,
      unitPrice: 24_000_000,
      taxable: 40_677_966,
      rateBasisPoints: 1800,
      exempt: false,
      cgst: 0,
      sgst: 0,
      igst: 7_322_034,
      total: 48_000_000,
    },
  ],
  totals: { taxable: 40_677_966, cgst: 0, sgst: 0, igst: 7_322_034, total: 48_000_000 },
  amountInWords: 'Rupees Four Lakh Eighty Thousand Only',
  refersTo: null,
  reason: null,
};

const creditNote: TaxDocumentView = {
  ...invoice,
  kind: 'credit_note',
  number: 'PSC/26-27/000007',
  date: '2026-11-28',
  lines: [
    { ...invoice.lines[0]!, quantity: 1, taxable: 8_474_576, igst: 1_525_424, total: 10_000_000 },
  ],
  totals: { taxable: 8_474_576, cgst: 0, sgst: 0, igst: 1_525_424, total: 10_000_000 },
  amountInWords: 'Rupees One Lakh Only',
  refersTo: { number: 'PSY/26-27/000042', date: '2026-11-25' },
  reason: 'Sessions not yet taken',
};

const order: OrderView = {
  reference: 'PSY-GSTWIDE01',
  status: 'paid',
  provider: 'razorpay',
  currency: 'INR',
  total: 48_000_000,
  createdAt: '2026-11-25T05:55:00Z',
  paidAt: '2026-11-25T06:00:00Z',
  errorMessage: null,
  transactionReference: 'pay_TEST42',
  billing: {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    company: 'Verma Wellness LLP',
    country: 'India',
    streetAddress: '12 MG Road',
    apartment: 'Flat 3B',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
    gstin: '29AAGCB7383J1Z4',
  },
  items: [],
  documents: [invoice, creditNote],
};

test('a tax invoice and its credit note read at this width', async ({ page }, testInfo) => {
  await signIn(page);
  await page.route(`**/api/orders/${order.reference}`, (route) =>
    route.fulfill({ json: { order } }),
  );
  await page.goto(`/user/order/${order.reference}`);
  const taxInvoice = page.getByRole('region', { name: 'Tax Invoice' });
  await expect(taxInvoice).toContainText('PSY/26-27/000042');
  await expect(taxInvoice).toContainText('29AAGCB7383J1Z4');
  await expect(taxInvoice).toContainText('Karnataka (29)');
  await expect(taxInvoice.getByRole('cell', { name: /18%\s*Rs 73,220.34/ })).toBeVisible();
  const credit = page.getByRole('region', { name: 'Credit Note' });
  await expect(credit).toContainText('PSY/26-27/000042 of 25 Nov 2026');
  await expect(credit).toContainText('Sessions not yet taken');
  // The copy's marking (CGST Rule 48): on the invoice, not on the credit note.
  await expect(taxInvoice).toContainText('Original for recipient');
  await expect(credit).not.toContainText('Original for recipient');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  for (const table of await page.getByRole('region', { name: 'Taxable lines' }).all()) {
    const hidden = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    // A desktop may scroll a wide table inside its region; a phone stacks the lines instead.
    if (testInfo.project.name === 'phone') expect(hidden).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
  // Printed, no document's head, address block or totals is split across two pages.
  await page.emulateMedia({ media: 'print' });
  const unsplit = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.tax-document__head, .invoice__parties > *, .tax-document__totals',
      ),
    ].map((el) => getComputedStyle(el).breakInside),
  );
  expect(unsplit.length).toBeGreaterThanOrEqual(6);
  expect(new Set(unsplit)).toEqual(new Set(['avoid']));
  await page.emulateMedia({ media: 'screen' });
  if (process.env.SCREENSHOT_DIR)
    await taxInvoice.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/tax-invoice-${testInfo.project.name}.png`,
    });
});
