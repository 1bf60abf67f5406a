import { escapeHtml } from '../html.ts';

/** The simulator's pages: plain, accessible HTML that people and tests can both use. */
export function simulatorPage(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f1f8;color:#1d1d1f}main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}fieldset{margin:1rem 0;border:1px solid #ccc;border-radius:8px}label{display:block;padding:.3rem 0;min-height:44px;line-height:44px}.actions{display:flex;gap:.75rem;flex-wrap:wrap}button{font:inherit;min-height:44px;padding:.5rem 1.2rem;border-radius:8px;border:2px solid #501a77;background:#501a77;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#501a77}:focus-visible{outline:3px solid #d97706;outline-offset:2px}.error{color:#a4161a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}</style>
</head><body><main>${body}</main></body></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );
}

export function refusal(provider: string, problem: string): Response {
  return simulatorPage(
    `${provider}: request refused`,
    `<h1>${escapeHtml(provider)} refused the payment request</h1><p class="error">${escapeHtml(problem)}</p><p>This is the local payment simulator; a real gateway would refuse this request too.</p>`,
    400,
  );
}

const inr = (paise: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

/** The page where the payer approves, declines or cancels, and picks how notifications go. */
export function paymentPage(options: {
  provider: string;
  /** The merchant's name, as the gateway shows it. */
  merchant: string;
  sessionId: string;
  reference: string;
  amountPaise: number;
  method: string;
}): Response {
  const radio = (value: string, label: string, checked = false) =>
    `<label><input type="radio" name="delivery" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
  return simulatorPage(
    `${options.provider}: pay ${options.merchant}`,
    `<h1>${escapeHtml(options.provider)} payment simulator</h1>
<p>Local stand-in for the payment page. Nothing real is charged.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(options.merchant)}</dd><dt>Reference</dt><dd>${escapeHtml(options.reference)}</dd><dt>Amount</dt><dd>${inr(options.amountPaise)}</dd><dt>Method</dt><dd>${escapeHtml(options.method)}</dd></dl>
<form method="post" action="/_dev/payments/session/${escapeHtml(options.sessionId)}">
<fieldset><legend>Notification</legend>
${radio('once', 'Once', true)}${radio('twice', 'Twice')}${radio('late', 'Late')}${radio('never', 'Never')}
</fieldset>
<div class="actions"><button name="action" value="approve">Approve</button><button name="action" value="decline" class="secondary">Decline</button><button name="action" value="cancel" class="secondary">Cancel</button></div>
</form>`,
  );
}

/** Sends the browser on with a POST (Razorpay returns to the merchant's callback that way). */
export function autoPost(
  action: string,
  fields: Record<string, string>,
  merchant: string,
): Response {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return simulatorPage(
    `Returning to ${merchant}`,
    `<h1>Returning to ${escapeHtml(merchant)}…</h1><form method="post" action="${escapeHtml(action)}" id="return">${inputs}<button>Continue</button></form><script>document.getElementById('return').submit()</script>`,
  );
}
