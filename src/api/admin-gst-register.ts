/**
 * The month's invoices, bills of supply and credit notes as CSV for the GST returns: a
 * download link, so there is no JSON answer and no call.
 */
export const PATH = '/api/admin/gst-register/:month/export';

/** The register of a month ("2026-11"). */
export const gstRegisterPath = (month: string) => PATH.replace(':month', encodeURIComponent(month));
