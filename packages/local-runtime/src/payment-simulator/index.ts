import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { readJsonBody } from '../body.ts';
import { escapeHtml } from '../html.ts';
import type {
  Delivery,
  Notification,
  Provider,
  ProviderSimulator,
  SimPayment,
  SimRefund,
  SimulatorCore,
  SimulatorState,
} from './common.ts';
import { formOf, rupees } from './common.ts';
import { simulatorPage } from './page.ts';
import {
  createPaydollar,
  localPaydollarCredentials,
  type PaydollarCredentials,
  paydollarEndpoints,
} from './paydollar.ts';
import {
  createRazorpay,
  localRazorpayCredentials,
  type RazorpayCredentials,
  razorpayEndpoints,
} from './razorpay.ts';

/**
 * A local payment gateway speaking PayDollar's and Razorpay's protocols with their real hashes
 * and signatures (one module per provider: `paydollar.ts`, `razorpay.ts`): it checks the
 * merchant's requests, shows a payment page with Approve, Decline and Cancel, sends the
 * server-to-server notification (once, twice, late or never) and answers the query APIs that
 * reconciliation uses. The hashes are computed here independently of the merchant's own code,
 * so a mistake on either side shows up as a refusal.
 */

export type { Delivery, PaydollarCredentials, Provider, RazorpayCredentials, SimPayment };
export { paydollarEndpoints, razorpayEndpoints };

export interface GatewayCredentials {
  paydollar: PaydollarCredentials;
  razorpay: RazorpayCredentials;
}

export function localGatewayCredentials(): GatewayCredentials {
  return { paydollar: localPaydollarCredentials(), razorpay: localRazorpayCredentials() };
}

export interface PaymentSimulatorOptions {
  /** The merchant's name on the payment pages. */
  merchant: string;
  credentials: GatewayCredentials;
  /** Where each provider posts its notifications: the URLs set in its dashboard. */
  notify: { paydollar: string; razorpay: string };
  /** Where Cancel leads when the merchant gave no cancel address. */
  home: string;
  /** Keeps payments across restarts. */
  file?: string;
  /** How long a 'late' notification waits (default 3 s). */
  lateDelayMs?: number;
}

export interface PaymentSimulator {
  handle(request: Request): Promise<Response | undefined>;
  /** Resolves when every notification started so far has been delivered (or given up). */
  settled(): Promise<void>;
  payments(): SimPayment[];
  refunds(): SimRefund[];
  /** Sends a refund's notifications again, as a provider's retry would. */
  redeliverRefund(id: string): Promise<void>;
  redeliver(provider: Provider, reference: string): Promise<void>;
  clear(): Promise<void>;
}

export async function createPaymentSimulator(
  options: PaymentSimulatorOptions,
): Promise<PaymentSimulator> {
  const { file } = options;
  const lateDelayMs = options.lateDelayMs ?? 3000;
  const state: SimulatorState = file
    ? (JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as SimulatorState)
    : { payments: [], orders: [], refunds: [] };
  state.payments ??= [];
  state.refunds ??= [];
  state.orders ??= [];
  const pending = new Set<Promise<unknown>>();
  const save = async () => {
    if (file) await writeFile(file, JSON.stringify(state));
  };

  const core: SimulatorCore = {
    state,
    merchant: options.merchant,
    save,
    notify(provider, messages) {
      const task = (async () => {
        for (const message of messages) await postOnce(provider, message);
      })();
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    newPayment(provider, reference, amountPaise, request) {
      const payment: SimPayment = {
        session: randomBytes(12).toString('hex'),
        provider,
        reference,
        amountPaise,
        status: 'open',
        paymentId: null,
        delivery: 'once',
        notificationsDelivered: 0,
        request,
        sent: [],
        createdAt: new Date().toISOString(),
      };
      state.payments.push(payment);
      void save();
      return payment;
    },
  };
  const providers: Record<Provider, ProviderSimulator> = {
    paydollar: createPaydollar(core, options.credentials.paydollar, options.notify.paydollar),
    razorpay: createRazorpay(core, options.credentials.razorpay, options.notify.razorpay),
  };

  /** Posts a notification that belongs to no payment attempt (a refund's), retrying as below. */
  async function postOnce(provider: Provider, message: Notification) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const response = await fetch(message.url, {
          method: 'POST',
          headers: message.headers,
          body: message.body,
        });
        if (providers[provider].acknowledged(response, await response.text())) return;
      } catch {
        // The merchant is unreachable: try again, as the real gateways do.
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.error(`[payments] ${provider} refund notification was not acknowledged`);
  }

  /** Posts one notification; retries like the real gateways when the merchant does not acknowledge it. */
  async function post(payment: SimPayment, message: Notification) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const response = await fetch(message.url, {
          method: 'POST',
          headers: message.headers,
          body: message.body,
        });
        const text = await response.text();
        if (providers[payment.provider].acknowledged(response, text)) {
          payment.notificationsDelivered++;
          await save();
          return;
        }
      } catch {
        // The merchant is unreachable: try again, as the real gateways do.
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.error(
      `[payments] ${payment.provider} notification for ${payment.reference} was not acknowledged`,
    );
  }

  function deliver(payment: SimPayment, messages: Notification[]): Promise<void> {
    payment.sent = messages;
    const times = payment.delivery === 'never' ? 0 : payment.delivery === 'twice' ? 2 : 1;
    const run = async () => {
      if (payment.delivery === 'late') await new Promise((r) => setTimeout(r, lateDelayMs));
      for (let i = 0; i < times; i++) for (const m of messages) await post(payment, m);
    };
    const task = run();
    pending.add(task);
    void task.finally(() => pending.delete(task));
    // A late notification must not hold the browser up; the others arrive before it returns.
    return payment.delivery === 'late' ? Promise.resolve() : task;
  }

  /** The payer's choice on the payment page: approve, decline or cancel, and how to notify. */
  async function decide(request: Request, session: string): Promise<Response> {
    const payment = state.payments.find((x) => x.session === session);
    if (payment?.status !== 'open') {
      return simulatorPage(
        'Payment closed',
        `<h1>This payment page has closed</h1><p>Start again from the ${escapeHtml(options.merchant)} checkout.</p>`,
        410,
      );
    }
    const form = await formOf(request);
    const delivery =
      (['once', 'twice', 'late', 'never'] as const).find((d) => d === form.delivery) ?? 'once';
    payment.delivery = delivery;
    const provider = providers[payment.provider];
    if (form.action === 'cancel') {
      payment.status = 'cancelled';
      await save();
      return Response.redirect(provider.cancelUrl(payment) ?? options.home, 303);
    }
    const approved = form.action === 'approve';
    payment.status = approved ? 'captured' : 'failed';
    const { notifications, back } = provider.decide(payment, approved);
    await save();
    await deliver(payment, notifications);
    return back;
  }

  function listPage(): Response {
    const rows = state.payments
      .slice()
      .reverse()
      .map(
        (x) =>
          `<tr><td>${x.provider}</td><td>${escapeHtml(x.reference)}</td><td>${rupees(x.amountPaise)}</td><td>${x.status}</td><td>${x.delivery}</td><td>${x.notificationsDelivered}</td></tr>`,
      )
      .join('');
    return simulatorPage(
      'Payment simulator',
      `<h1>Payment simulator</h1><table><caption>Payments, newest first</caption><thead><tr><th scope="col">Provider</th><th scope="col">Reference</th><th scope="col">Amount (INR)</th><th scope="col">Status</th><th scope="col">Notification</th><th scope="col">Delivered</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }

  async function redeliver(provider: Provider, reference: string): Promise<void> {
    const payment = [...state.payments]
      .reverse()
      .find((x) => x.provider === provider && x.reference === reference && x.sent.length > 0);
    if (!payment) throw new Error(`no notification was sent for ${provider} ${reference}`);
    for (const message of payment.sent) await post(payment, message);
  }

  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      for (const provider of Object.values(providers)) {
        const response = await provider.handle(request, pathname);
        if (response) return response;
      }
      const session = /^\/_dev\/payments\/session\/([0-9a-f]{24})$/.exec(pathname);
      if (session && request.method === 'POST') return decide(request, session[1]!);
      if (pathname === '/_dev/payments') return listPage();
      if (pathname === '/_dev/payments.json') {
        return Response.json(state.payments.map(({ sent: _, ...p }) => p).reverse());
      }
      if (pathname === '/_dev/payments/redeliver' && request.method === 'POST') {
        const { provider, reference } = (await readJsonBody(request)) as {
          provider: Provider;
          reference: string;
        };
        try {
          await redeliver(provider, reference);
          return Response.json({ ok: true });
        } catch (error) {
          return Response.json({ ok: false, error: (error as Error).message }, { status: 404 });
        }
      }
      return undefined;
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    payments: () => state.payments,
    refunds: () => state.refunds,
    async redeliverRefund(id) {
      const refund = state.refunds.find((r) => r.id === id);
      if (!refund || refund.sent.length === 0)
        throw new Error(`no notification was sent for ${id}`);
      for (const message of refund.sent) await postOnce(refund.provider, message);
    },
    redeliver,
    async clear() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      state.payments = [];
      state.orders = [];
      state.refunds = [];
      await save();
    },
  };
}
