import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers/admin.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { billingFor, placeOrder, productById, settle, signInCustomer } from './helpers/shop.ts';
import { uniqueEmail } from './helpers/site.ts';

/**
 * An admin refunds part of a paid order on the Transactions screen; once PayDollar confirms it
 * (its order query, which the scheduled reconciliation makes), the customer's order page shows
 * the credit note against the tax invoice.
 */
test('an admin refund shows the credit note to the customer', async ({
  page,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const email = uniqueEmail('refunded');
  const customer = await playwright.request.newContext({ baseURL });
  await signInCustomer(customer, baseURL, email);
  const individual = await productById(customer, 'individual-counselling');
  const start = await placeOrder(customer, baseURL, {
    items: [{ productSlug: individual.slug, variantId: individual.variants[0]!.id, quantity: 1 }],
    billing: billingFor(email, 'Kavya Deshmukh'),
  });
  await settle(customer, start, 'paid');
  const reference = start.order.reference;

  await page.goto(`/admin/userTransaction/${encodeURIComponent(email)}`);
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await card.getByRole('button', { name: `Refund order ${reference}` }).click();
  const form = card.getByRole('form', { name: `Refund of order ${reference}` });
  await form.getByRole('textbox', { name: 'Amount (Rs)' }).fill('5,000');
  await form.getByRole('textbox', { name: /Reason/ }).fill('Two sessions cancelled by the clinic');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Refund Rs 5,000' }).click();
  await expect(card.getByRole('status')).toContainText('Refund of Rs 5,000 asked of the provider');

  // PayDollar reports refunds when asked: the scheduled reconciliation asks.
  for (let i = 0; i < 2; i++)
    expect((await customer.post('/_dev/run/payments-reconcile')).ok()).toBe(true);
  await expect(card).toContainText(/Refunded Rs 5,000 of Rs [\d,]+: PSC\/\d{2}-\d{2}\/\d{6}/);
  await expect(card.getByText('Partly refunded')).toBeVisible();
  await expect(card.getByRole('status')).toContainText(
    /PayDollar confirmed the refund: credit note PSC\/\d{2}-\d{2}\/\d{6} is on the order/,
  );

  // The month's GST register lists the invoice and the credit note with their tax.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export GST register (CSV)' }).click();
  const csv = await readFile((await (await downloaded).path())!, 'utf8');
  const creditNote = /PSC\/\d{2}-\d{2}\/\d{6}/.exec((await card.textContent()) ?? '')![0];
  expect(csv).toContain('GSTR-1 section,Document type,Number,Date');
  expect(csv).toMatch(
    new RegExp(`B2CS,Credit note,${creditNote.replaceAll('/', '\\/')},.*,5000\\.00,Two sessions`),
  );
  if (process.env.SCREENSHOT_DIR)
    await card.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/refund-${testInfo.project.name}.png`,
    });

  // The customer sees the refund and the credit note on the order page.
  await page.context().clearCookies();
  await page.context().addCookies((await customer.storageState()).cookies);
  await page.goto(`/user/order/${reference}`);
  const note = page.getByRole('region', { name: 'Credit Note' });
  await expect(note).toContainText(/PSC\/\d{2}-\d{2}\/\d{6}/);
  await expect(note).toContainText(/Against invoice\s*PSY\/\d{2}-\d{2}\/\d{6}/);
  await expect(note).toContainText('Two sessions cancelled by the clinic');
  await expect(note).toContainText('Rupees Five Thousand Only');
  await expect(page.getByText('Partly refunded').first()).toBeVisible();
  await expectNoAxeViolations(page);
  if (process.env.SCREENSHOT_DIR) {
    // As printed: the customer's copy of the credit note on paper.
    await page.emulateMedia({ media: 'print' });
    await note.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/credit-note-printed-${testInfo.project.name}.png`,
    });
    await page.emulateMedia({ media: 'screen' });
  }
  await customer.dispose();
});
