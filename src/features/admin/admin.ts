import type { OrderView } from '#/api/order.ts';
import { MISSING_PRODUCT } from '#/features/invoices/order-lines.ts';

/**
 * Shapes and texts of the admin panel, shared by its API and its islands. Texts keep the
 * specification's spelling.
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

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  country: string;
  itemsPurchased: number;
  createdAt: string;
}

export interface AdminUserPage {
  users: AdminUserRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** The spec's "success or error": a paid order, or one whose payment failed. */
export const TRANSACTION_STATES = ['success', 'error'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

export interface AdminTransaction extends OrderView {
  userId: string;
  accountEmail: string;
}

export interface AdminTransactions {
  user: { id: string; name: string; email: string } | null;
  transactions: AdminTransaction[];
}

export interface AdminVariant {
  id: string;
  label: string;
  sessions: number;
  /** Paise. */
  price: number;
}

export interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  factor: string;
  description: string;
  /** GST: the SAC code, the rate in basis points (1800 = 18%), and whether it is exempt. */
  sacCode: string;
  gstRateBasisPoints: number;
  gstExempt: boolean;
  image: string | null;
  variants: AdminVariant[];
  ordered: boolean;
}

export interface AdminEnquiry {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  contactNumber: string;
  city: string;
  state: string;
  country: string;
  message: string;
  createdAt: string;
}

/** Largest product image accepted, before re-encoding. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A request from the privacy centre, as the admin panel lists it. */
export interface AdminPrivacyRequest {
  id: string;
  kind: string;
  state: 'open' | 'in_progress' | 'done';
  contactEmail: string;
  detail: string;
  createdAt: string;
  resolvedAt: string | null;
  /** Whole days since the request arrived: the law gives a deadline to answer. */
  ageDays: number;
}
