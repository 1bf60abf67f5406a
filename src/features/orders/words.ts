/**
 * The order page's texts around the invoice (issue #34), English here, as the page said them
 * before; the Hindi and Marathi texts are in content/i18n/shop/<language>.json
 * (src/features/shop/words.ts). The tax invoice itself stays English: a GST document.
 */
export const ORDER_WORDS_EN = {
  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',
  'shop.crumb': 'Shop',
  'notice.close': 'Close message',
  'order.title': 'Your order',
  'order.description': 'Your Psycortex order and invoice.',
  'order.purchases': 'Purchased Items',
  'order.crumb': 'Order',
  'order.crumbReference': 'Order {reference}',
  'order.documentTitle': 'Order {reference} | Psycortex',
  'order.notFoundTitle': 'Order not found | Psycortex',
  'order.missing': 'We could not find that order',
  'order.missingText':
    'Please check the link. Orders are shown only to the account that placed them.',
  'order.loadFailed': 'We could not load this order',
  'order.loadFailedText':
    'This is usually a brief connection problem. Your order is safe; please try again.',
  'order.tryAgain': 'Try again',
  'order.backToShop': 'Back to the shop',
  'order.loading': 'Loading your order…',
  'order.retryFailed': 'We could not put these items back in your cart. Please try again.',
  'order.printInvoice': 'Print Invoice',
  'order.printSummary': 'Print Order Summary',
  'order.confirming': 'We are confirming your payment with the bank…',
  'order.confirmingText': 'This usually takes a few seconds. Please keep this page open.',
  'order.slow':
    'This is taking longer than usual; we will e-mail you as soon as the payment is confirmed',
  'order.slowText': 'You can safely close this page. Please do not pay for this order again.',
  'order.paid': 'Thank you. Your payment was received.',
  'order.paidText': 'A confirmation e-mail is on its way to {email}.',
  'order.failed': 'Payment failed',
  'order.failedText': 'The payment did not go through and no money was taken.',
  'order.cancelled': 'This order was cancelled.',
  'order.expired': 'This order expired before it was paid.',
  'order.noMoney': 'No money was taken. You can try again whenever you are ready.',
  'order.refunded': 'This order was refunded.',
  'order.refundedText': 'The amount has been returned to your original payment method.',
  'order.invoiceEnglish': '',
} as const;

export type OrderWords = Record<keyof typeof ORDER_WORDS_EN, string>;
