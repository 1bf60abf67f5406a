/**
 * Razorpay's checkout sends the browser back here (a cross-site form post); it answers with a
 * redirect to the order, so no JSON and no call.
 */
export const PATH = '/api/payments/razorpay/callback';
