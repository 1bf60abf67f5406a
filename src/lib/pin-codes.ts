import { gstStateCodeOf, gstStateName } from './gst-states.ts';

/**
 * The first digit of the PIN codes of each state or union territory, by its GST state code: the
 * postal zone (1 the north, 2 Uttar Pradesh and Uttarakhand, 3 the west, 4 Maharashtra and the
 * centre, 5 the south-centre, 6 the far south, 7 the east and north-east, 8 Bihar and Jharkhand).
 * Puducherry has districts in two zones (Yanam 533, the rest 60x and 673). 9 is the Army Postal
 * Service, valid wherever the buyer's state is. Only the first digit is checked: it is never
 * wrong for a real address, and it catches the usual slip (a Bengaluru PIN with Gujarat chosen).
 */
const POSTAL_ZONES: Record<string, string> = {
  '01': '1',
  '02': '1',
  '03': '1',
  '04': '1',
  '05': '2',
  '06': '1',
  '07': '1',
  '08': '3',
  '09': '2',
  '10': '8',
  '11': '7',
  '12': '7',
  '13': '7',
  '14': '7',
  '15': '7',
  '16': '7',
  '17': '7',
  '18': '7',
  '19': '7',
  '20': '8',
  '21': '7',
  '22': '4',
  '23': '4',
  '24': '3',
  '26': '3',
  '27': '4',
  '29': '5',
  '30': '4',
  '31': '6',
  '32': '6',
  '33': '6',
  '34': '56',
  '35': '7',
  '36': '5',
  '37': '5',
  '38': '1',
};

/**
 * How the message of a PIN code that is not in the chosen state ends: the checkout's Hindi and
 * Marathi pages know the message by it (a field's message has no code of its own) and say it in
 * their words (src/lib/messages.ts's `pin_state`).
 */
export const PIN_STATE_MISMATCH = 'Please check the PIN code or the state.';

/**
 * Why a PIN code cannot be in the chosen state, or undefined when it can (or when the state is
 * outside India, whose postal codes are not PIN codes).
 */
export function pinCodeProblem(pinCode: string, state: string): string | undefined {
  const code = gstStateCodeOf(state);
  const zones = code ? POSTAL_ZONES[code] : undefined;
  if (!code || !zones) return undefined;
  const pin = pinCode.replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(pin)) return 'An Indian PIN code has 6 digits, e.g. 440001.';
  if (pin[0] === '9' || zones.includes(pin[0]!)) return undefined;
  const starts = [...zones].join(' or ');
  return `A PIN code in ${gstStateName(code)} starts with ${starts}. ${PIN_STATE_MISMATCH}`;
}
