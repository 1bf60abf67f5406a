/**
 * The button of /newsletter/confirm: a plain form post of the link's token, answered with a
 * redirect to /newsletter/confirmed or /newsletter/link-expired. No JSON, so no call.
 */
export const PATH = '/api/newsletter/confirm';
