import { MISSING_PRODUCT } from '#/features/invoices/order-lines.ts';

/**
 * Texts and rules of the admin panel, shared by its API and its islands (the answers' shapes are
 * in src/api). Texts keep the specification's spelling.
 */
export const ADMIN_PANEL_MESSAGES = {
  productCreated: 'Product created!',
  productUpdated: 'Product updated!',
  productSaveFailed: 'Failed to save product',
  confirmDelete: 'Are you sure you want to delete this product?',
  productDeleted: 'Product deleted!',
  productDeleteFailed: 'Failed to delete product',
  noTransactions: 'No Transactions',
  invalidDate: 'Invalid Date',
  notSpecified: 'Not Specified',
  missingProduct: MISSING_PRODUCT,
} as const;

/** The spec's "success or error": a paid order, or one whose payment failed. */
export const TRANSACTION_STATES = ['success', 'error'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/** Largest product image accepted, before re-encoding. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
