/** "Thiruvananthapuram" → "thiruvananthapuram", "Gurugram (NCR)" → "gurugram-ncr". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
