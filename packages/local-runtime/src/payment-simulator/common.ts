import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { readText } from '../body.ts';
import type { RazorpayOrder } from './razorpay.ts';

/** What both provider simulators share: the payment record, the notifications, the helpers. */

export type Provider = 'paydollar' | 'razorpay';
export type Delivery = 'once' | 'twice' | 'late' | 'never';

/** A server-to-server notification, kept as sent so that a redelivery repeats it exactly. */
export interface Notification {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** One payment attempt on the simulator's page. */
export interface SimPayment {
  session: string;
  provider: Provider;
  /** PayDollar orderRef or Razorpay order id. */
  reference: string;
  amountPaise: number;
  status: 'open' | 'captured' | 'failed' | 'cancelled';
  /** PayDollar PayRef or Razorpay payment id, once decided. */
  paymentId: string | null;
  delivery: Delivery;
  notificationsDelivered: number;
  /** What the merchant asked for: return addresses and prefill. */
  request: Record<string, string>;
  /** Notifications as sent, so that a redelivery repeats them exactly. */
  sent: Notification[];
  createdAt: string;
}

/** A refund asked of a provider, and what became of it. */
export interface SimRefund {
  /** Razorpay's rfnd_… id, or PayDollar's refundRef. */
  id: string;
  provider: Provider;
  /** The refunded payment: Razorpay's pay_… id, or PayDollar's PayRef. */
  paymentId: string;
  /** PayDollar orderRef or Razorpay order id of the payment. */
  reference: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  /** What the merchant sent with it (Razorpay's receipt and notes). */
  receipt: string | null;
  notes: Record<string, string>;
  /** Notifications as sent, so that a redelivery repeats them exactly. */
  sent: Notification[];
  createdAt: string;
}

/** What the simulator keeps (in its file, when it has one). */
export interface SimulatorState {
  payments: SimPayment[];
  refunds: SimRefund[];
  /** Razorpay's orders (created through its API before the payer sees a page). */
  orders: RazorpayOrder[];
}

/** What the simulator gives each provider. */
export interface SimulatorCore {
  state: SimulatorState;
  /** The merchant's name, shown on the payment pages. */
  merchant: string;
  save(): Promise<void>;
  /** Posts server-to-server notifications in the background, retrying as the providers do. */
  notify(provider: Provider, messages: Notification[]): void;
  newPayment(
    provider: Provider,
    reference: string,
    amountPaise: number,
    request: Record<string, string>,
  ): SimPayment;
}

/** One provider's part: its own routes, and what its payer's decision leads to. */
export interface ProviderSimulator {
  provider: Provider;
  /** Answers the provider's own routes (payment page, APIs); undefined for any other path. */
  handle(request: Request, pathname: string): Promise<Response | undefined>;
  /** Whether the merchant's answer to a notification acknowledges it. */
  acknowledged(response: Response, text: string): boolean;
  /** Where Cancel returns the payer, as the merchant asked. */
  cancelUrl(payment: SimPayment): string | undefined;
  /**
   * Records an approval or a decline of an open payment; gives the notifications to send and the
   * answer that takes the browser back to the merchant.
   */
  decide(payment: SimPayment, approved: boolean): { notifications: Notification[]; back: Response };
}

export const alnum = (n: number) => {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
};

export const sha = (algorithm: 'sha1' | 'sha256', text: string) =>
  createHash(algorithm).update(text).digest('hex');

export const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Compares secrets and hashes in constant time, ignoring the case of hex digits. */
export const same = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

export const absolute = (url: string | undefined) => {
  try {
    return Boolean(url) && /^https?:$/.test(new URL(url!).protocol);
  } catch {
    return false;
  }
};

export const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A form body as an object (the gateways' pages and PayDollar's API take forms). */
export async function formOf(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readText(request)));
}
