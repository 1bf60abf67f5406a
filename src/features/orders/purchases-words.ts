/**
 * The purchased items page's texts (issue #34), English here, as the page said them before. The
 * purchases-page function renders /hi/user/mypurchaseditems and /mr/… with the language's words
 * from content/i18n/shop/<language>.json; the English page passes none. Product and option names
 * come from the catalogue and stay as the shop wrote them.
 */
export const PURCHASES_WORDS_EN = {
  'purchases.title': 'Purchased Items',
  'purchases.description': 'The counselling packages you have bought from Psycortex.',
  'purchases.none': 'No Items to Display',
  'purchases.noneText': 'Packages you buy will be listed here with their invoices.',
  'cart.browse': 'Browse the shop',
  'purchases.list': 'Purchased items',
  'purchases.option': 'Option',
  'purchases.sessions': 'Sessions',
  'purchases.price': 'Price',
  'purchases.quantity': 'Quantity',
  'purchases.date': 'Date',
  'purchases.order': 'Order',
  'purchases.viewInvoice': ' (view the invoice)',
  'purchases.credits': 'Session credits',
  'purchases.credit': '{product}: {remaining} of {granted} left, valid until {date}',
  'purchases.book': 'Book a session',
  'purchases.mySessions': 'My sessions',
  'purchases.loadFailed': 'We could not load your purchases',
  'purchases.loadFailedText':
    'This is usually a brief connection problem. Please try again in a moment.',
  'purchases.tryAgain': 'Try again',
} as const;

export type PurchasesWords = Record<keyof typeof PURCHASES_WORDS_EN, string>;
