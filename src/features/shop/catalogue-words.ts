/**
 * The shop's and a product page's texts (issue #34), English here, as the pages said them
 * before. The shop-pages function renders /hi/shop and /mr/shop (and their products) with the
 * language's words from content/i18n/shop/<language>.json and writes them beside the products
 * for the parts that hydrate; the English pages pass nothing and the views fall back to these.
 * Product names, options and descriptions come from the catalogue and stay as the shop wrote
 * them.
 */
export const CATALOGUE_WORDS_EN = {
  'shop.crumb': 'Shop',
  'sessions.one': '{n} session',
  'sessions.other': '{n} sessions',
  'notice.close': 'Close message',
  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',
  'quantity.label': 'Quantity',
  'quantity.of': ' of {item}',
  'quantity.decrease': 'Decrease quantity{of}',
  'quantity.increase': 'Increase quantity{of}',
  'quantity.reset': 'Reset quantity{of} to {min}',
  'shop.packages': 'Session packages',
  'shop.loadFailed': 'We could not load our session packages',
  'shop.loadFailedText':
    'This is usually a brief connection problem. Please try again; if it keeps happening, our care team will gladly help you choose a package.',
  'shop.tryAgain': 'Try again',
  'shop.noneBefore': 'No session packages are on offer just now. Please ',
  'shop.noneContact': 'contact us',
  'shop.noneAfter': ' and we will help you find the right support.',
  'shop.knowMore': 'Know More',
  'shop.knowMoreAbout': ' about {name}',
  'shop.option': 'Option',
  'shop.prices': '{name}: prices',
  'product.about': 'About this package',
  'product.unavailable': 'This package cannot be bought online just now. Please contact us.',
  'product.sessions': 'Number of sessions:',
  'product.addToCart': 'Add to Cart',
  'product.viewCart': 'View Cart',
  'product.added': 'Product added to cart!',
  'product.addFailed': 'Failed to add product to cart. Please try again.',
  'product.crumb': 'Product',
  'product.notFoundCrumb': 'Not found',
  'product.loadFailed': 'We could not load this product',
  'product.notFound': 'We could not find that product',
  'product.loadFailedText':
    'This is usually a brief connection problem. Please try again in a moment.',
  'product.notFoundText':
    'It may no longer be offered, or the link may be mistyped. Every package we offer is in the shop.',
  'product.tryAgain': 'Try again',
  'product.backToShop': 'Back to the shop',
  'product.notFoundTitle': 'Product not found',
  'product.notFoundDescription': 'We could not find that product in the Psycortex shop.',
} as const;

export type CatalogueWords = Record<keyof typeof CATALOGUE_WORDS_EN, string>;
