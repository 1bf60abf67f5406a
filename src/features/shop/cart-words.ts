/**
 * The cart page's and its island's texts (issue #34), English here, as the page said them before.
 * The Hindi and Marathi texts are in content/i18n/shop/<language>.json (with the checkout's and
 * the order page's: src/features/shop/words.ts); their pages hand them to the island as a prop.
 * Kept apart from the checkout's and the order's words so each page's JavaScript carries only
 * its own English.
 */
export const CART_WORDS_EN = {
  'shop.crumb': 'Shop',
  'sessions.one': '{n} session',
  'sessions.other': '{n} sessions',
  'notice.close': 'Close message',
  'quantity.label': 'Quantity',
  'quantity.of': ' of {item}',
  'quantity.decrease': 'Decrease quantity{of}',
  'quantity.increase': 'Increase quantity{of}',
  'cart.title': 'Cart',
  'cart.description': 'The counselling packages in your Psycortex cart.',
  'cart.cancelled': 'Your payment was cancelled. Your cart is just as you left it.',
  'cart.unavailable':
    'Some items in your cart are no longer available. Please remove them to continue.',
  'cart.updated': 'Cart updated successfully',
  'cart.saveFailed': 'We could not save your cart. Please try again.',
  'cart.empty': 'Cart is Empty',
  'cart.emptyText': 'Counselling session packages you add will appear here.',
  'cart.browse': 'Browse the shop',
  'cart.pricesFailed': "We could not check today's prices",
  'cart.pricesFailedText': 'Your cart is saved on this device. Please try again in a moment.',
  'cart.tryAgain': 'Try again',
  'cart.loading': 'Loading your cart…',
  'cart.items': 'Items in your cart',
  'cart.summary': 'Order summary',
  'cart.grandTotal': 'Grand Total',
  'cart.note': 'Prices include all taxes. You will choose how to pay at checkout.',
  'cart.checkout': 'Checkout',
  'cart.blocked': 'Please remove the items that are no longer available to continue.',
  'cart.continue': 'Continue shopping',
  'cart.unitPrice': 'Unit price:',
  'cart.gone': 'No longer available',
  'cart.update': 'Update Cart',
  'cart.updateFor': ' for {item}',
  'cart.quantity': 'Quantity: {n}',
  'cart.total': 'Total',
  'cart.remove': 'Remove {item}',
} as const;

export type CartWords = Record<keyof typeof CART_WORDS_EN, string>;
