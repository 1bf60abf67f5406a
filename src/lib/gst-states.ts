/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN and the code printed beside the place of supply), as the GST portal lists them. Codes 25
 * (Daman and Diu) and 28 (undivided Andhra Pradesh) are retired: Daman and Diu merged into 26 in
 * 2020 and Andhra Pradesh has used 37 since 2014, so a new invoice never carries them.
 * 96 is the portal's code for a buyer outside India.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '96', name: 'Outside India' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

/** The seller's state: Psycortex is registered in Maharashtra (Nagpur). */
export const SELLER_STATE_CODE = '27' satisfies GstStateCode;

/** The code meaning "the buyer is outside India". */
export const OUTSIDE_INDIA_CODE = '96' satisfies GstStateCode;

const byCode = new Map<string, string>(GST_STATES.map((s) => [s.code, s.name]));
const byName = new Map<string, GstStateCode>(GST_STATES.map((s) => [s.name.toLowerCase(), s.code]));

export function isGstStateCode(code: string): code is GstStateCode {
  return byCode.has(code);
}

/** The state's name for a code, or undefined for a code that is not on the list. */
export function gstStateName(code: string): string | undefined {
  return byCode.get(code);
}

/** The code of a state written by name (any case), for billing details stored as text. */
export function gstStateCodeOf(name: string): GstStateCode | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** "Maharashtra (27)": how an invoice prints a state with its code. */
export function stateWithCode(code: string): string {
  const name = gstStateName(code);
  return name ? `${name} (${code})` : code;
}
