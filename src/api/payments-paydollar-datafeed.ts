/**
 * PayDollar's server-to-server datafeed: a form post with a Secure Hash, answered with the
 * text "OK" (errors as JSON like every other function's). Provider-facing: no browser call.
 */
export const PATH = '/api/payments/paydollar/datafeed';

/** PayDollar stops retrying once it reads this. */
export const DATAFEED_ACK = 'OK';
