import { map } from 'nanostores';
import { requestRefund } from '#/api/admin-refund.ts';
import { AdminApiError, adminCall, errorMessage, isQuiet } from '#/features/admin/api.ts';
import { formatPrice, parseRupees } from '#/lib/money.ts';
import { reloadTransactions } from './transactions.store.ts';

/**
 * The refund form of each order on the Transactions screen, by order reference. Each opened
 * form gets a request key, sent with every try, so a double click or a retry after a lost
 * answer refunds once (the server keys the refund by it).
 */
export interface RefundForm {
  amount: string;
  reason: string;
  /** Why sessions already booked are refunded too: asked for once the server says so. */
  exception: string;
  askException: boolean;
  /** What happens to sessions booked with the refunded credits: asked once the server says so. */
  bookedSessions: '' | 'cancel' | 'keep';
  askBookedSessions: boolean;
  requestKey: string;
  /** What the order's credit notes came to when the form opened: more means confirmed. */
  refundedBefore: number;
  status: 'editing' | 'sending' | 'asked' | 'failed';
  message?: string;
  fieldErrors: Record<string, string>;
}

export const $refundForms = map<Record<string, RefundForm | undefined>>({});

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `refund-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** Opens the form with what is left to refund filled in. */
export function openRefund(reference: string, balancePaise: number, refundedPaise = 0): void {
  $refundForms.setKey(reference, {
    refundedBefore: refundedPaise,
    amount: formatPrice(balancePaise).replace(/^Rs /, ''),
    reason: '',
    exception: '',
    askException: false,
    bookedSessions: '',
    askBookedSessions: false,
    requestKey: newKey(),
    status: 'editing',
    fieldErrors: {},
  });
}

export function closeRefund(reference: string): void {
  $refundForms.setKey(reference, undefined);
}

export function setRefundField(
  reference: string,
  field: 'amount' | 'reason' | 'exception' | 'bookedSessions',
  value: string,
) {
  const form = $refundForms.get()[reference];
  if (!form) return;
  const { [field]: _cleared, ...fieldErrors } = form.fieldErrors;
  $refundForms.setKey(reference, { ...form, [field]: value, fieldErrors });
}

/** Asks for the refund; the order changes when the provider confirms, so the list reloads. */
export async function submitRefund(reference: string): Promise<void> {
  const form = $refundForms.get()[reference];
  if (!form || form.status === 'sending') return;
  $refundForms.setKey(reference, { ...form, status: 'sending', message: undefined });
  try {
    const { refund } = await adminCall(
      requestRefund(reference, {
        amount: form.amount,
        reason: form.reason,
        requestKey: form.requestKey,
        ...(form.askException && form.exception.trim() ? { override: form.exception } : {}),
        ...(form.askBookedSessions && form.bookedSessions
          ? { bookedSessions: form.bookedSessions }
          : {}),
      }),
    );
    const done = refund.status === 'processed';
    $refundForms.setKey(reference, {
      ...form,
      status: 'asked',
      message: done
        ? `Refunded ${formatPrice(refund.amount)}. The credit note is on the order.`
        : `Refund of ${formatPrice(refund.amount)} asked of the provider. The order and its credit note change when the provider confirms it.`,
    });
    setTimeout(reloadTransactions, 1500);
  } catch (error) {
    if (isQuiet(error)) return;
    const fields = error instanceof AdminApiError ? (error.body.fields ?? {}) : {};
    const beyondUnused =
      error instanceof AdminApiError && error.body.code === 'refund_beyond_unused';
    $refundForms.setKey(reference, {
      ...form,
      askException: form.askException || beyondUnused,
      askBookedSessions: form.askBookedSessions || 'bookedSessions' in fields,
      status: 'failed',
      message: errorMessage(error, 'The refund could not be asked for. Please try again.'),
      fieldErrors: fields,
    });
  }
}

/** The amount as the admin typed it, in paise, for the button's words; undefined if unreadable. */
export function typedAmount(text: string): number | undefined {
  try {
    return parseRupees(text);
  } catch {
    return undefined;
  }
}
