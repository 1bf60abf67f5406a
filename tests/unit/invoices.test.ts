import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from '#/features/invoices/amount-in-words.ts';
import {
  GST_STATES,
  gstStateCodeOf,
  gstStateName,
  SELLER_STATE_CODE,
  stateWithCode,
} from '#/lib/gst-states.ts';
import { gstinCheckCharacter, gstinProblem, isValidGstin, normaliseGstin } from '#/lib/gstin.ts';
import {
  documentNumber,
  MAX_DOCUMENT_NUMBER_LENGTH,
  parseDocumentNumber,
} from '#/server/invoices/document-number.ts';
import {
  financialYearLabel,
  financialYearStart,
  indiaIsoDate,
} from '#/server/invoices/financial-year.ts';
import { byRate, gstr1Section } from '#/server/invoices/gst-register.ts';
import {
  creditSplit,
  saleDocumentKind,
  splitInclusive,
  splitLine,
  sumSplits,
  supplyKind,
} from '#/server/invoices/tax.ts';
import { afterRefund, canTransition } from '#/server/orders/order-state.ts';
import { refundAmountProblem, refundableBalance } from '#/server/payments/refund-rules.ts';

describe('financial year', () => {
  it('runs April to March', () => {
    expect(financialYearStart(new Date('2026-11-25T08:00:00Z'))).toBe(2026);
    expect(financialYearStart(new Date('2027-02-10T08:00:00Z'))).toBe(2026);
    expect(financialYearStart(new Date('2026-04-01T06:00:00Z'))).toBe(2026);
    expect(financialYearStart(new Date('2026-03-31T06:00:00Z'))).toBe(2025);
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });

  it('rolls over at midnight in India, not in UTC', () => {
    // 18:29:59 UTC on 31 March is 23:59:59 in India: still the old year.
    expect(financialYearStart(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(indiaIsoDate(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    // 18:30 UTC is midnight in India: 1 April, the new year.
    expect(financialYearStart(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
    expect(indiaIsoDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
  });
});

describe('document numbers', () => {
  it('fit in 16 characters with their series and year', () => {
    expect(documentNumber('invoice', 2026, 42)).toBe('PSY/26-27/000042');
    expect(documentNumber('bill_of_supply', 2026, 1)).toBe('PSB/26-27/000001');
    expect(documentNumber('credit_note', 2099, 999_999)).toBe('PSC/99-00/999999');
    for (const kind of ['invoice', 'bill_of_supply', 'credit_note'] as const)
      expect(documentNumber(kind, 2026, 999_999).length).toBeLessThanOrEqual(
        MAX_DOCUMENT_NUMBER_LENGTH,
      );
  });

  it('use only the characters Rule 46 allows', () => {
    expect(documentNumber('invoice', 2026, 7)).toMatch(/^[A-Z0-9/-]+$/);
  });

  it('refuse serials outside the series', () => {
    expect(() => documentNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 2026, 1.5)).toThrow(RangeError);
  });

  it('read back into kind and serial', () => {
    expect(parseDocumentNumber('PSC/26-27/000042')).toEqual({ kind: 'credit_note', serial: 42 });
    expect(parseDocumentNumber('PSX/26-27/000042')).toBeUndefined();
  });
});

describe('tax split of inclusive prices', () => {
  it('is CGST + SGST within Maharashtra and IGST elsewhere', () => {
    expect(supplyKind(SELLER_STATE_CODE)).toBe('intra');
    expect(supplyKind('29')).toBe('inter');
    expect(supplyKind('96')).toBe('inter');
    expect(splitInclusive(149_900, 1800, 'intra')).toEqual({
      taxable: 127_034,
      cgst: 11_433,
      sgst: 11_433,
      igst: 0,
      total: 149_900,
    });
    expect(splitInclusive(149_900, 1800, 'inter')).toEqual({
      taxable: 127_034,
      cgst: 0,
      sgst: 0,
      igst: 22_866,
      total: 149_900,
    });
  });

  it('rounds to the paisa so that the parts add up to the price, with equal halves', () => {
    for (let paise = 0; paise < 5000; paise += 7) {
      for (const rate of [500, 1200, 1800, 2800, 25]) {
        for (const kind of ['intra', 'inter'] as const) {
          const s = splitInclusive(paise, rate, kind);
          expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(paise);
          expect(s.cgst).toBe(s.sgst);
          // The tax is within a paisa (two halves: two) of the exact tax.
          const exact = (paise * rate) / (10_000 + rate);
          expect(Math.abs(s.cgst + s.sgst + s.igst - exact)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('rounds half a paisa up', () => {
    // 118 paise at 18%: 18 paise of tax exactly; 59 paise: 9 exactly; 1 paisa: 0.15 → 0.
    expect(splitInclusive(118, 1800, 'inter').igst).toBe(18);
    expect(splitInclusive(59, 1800, 'inter').igst).toBe(9);
    expect(splitInclusive(1, 1800, 'inter').igst).toBe(0);
    // 21.63 rupees at 18% hold 329.95 paise of tax; at a rate of 100%, 3 paise hold 1.5.
    expect(splitInclusive(2163, 1800, 'inter').igst).toBe(330);
    expect(splitInclusive(3, 10_000, 'inter').igst).toBe(2);
  });

  it('charges no tax on exempt lines, and an all-exempt sale is a bill of supply', () => {
    expect(splitLine({ inclusive: 500_000, rateBasisPoints: 1800, exempt: true }, 'intra')).toEqual(
      { taxable: 500_000, cgst: 0, sgst: 0, igst: 0, total: 500_000 },
    );
    expect(saleDocumentKind([{ exempt: true }, { exempt: true }])).toBe('bill_of_supply');
    expect(saleDocumentKind([{ exempt: true }, { exempt: false }])).toBe('invoice');
    expect(saleDocumentKind([])).toBe('invoice');
  });

  it('sums lines into totals', () => {
    const lines = [
      splitInclusive(149_900, 1800, 'intra'),
      splitLine({ inclusive: 100_000, rateBasisPoints: 0, exempt: true }, 'intra'),
    ];
    expect(sumSplits(lines)).toEqual({
      taxable: 227_034,
      cgst: 11_433,
      sgst: 11_433,
      igst: 0,
      total: 249_900,
    });
  });

  it('splits a refund in the sale proportions, adding up exactly', () => {
    const sale = splitInclusive(149_900, 1800, 'intra');
    expect(creditSplit(sale, 149_900)).toEqual(sale);
    const part = creditSplit(sale, 50_000);
    expect(part.taxable + part.cgst + part.sgst + part.igst).toBe(50_000);
    expect(part.cgst).toBe(part.sgst);
    expect(part.cgst).toBe(3814); // 11,433 × 50,000 / 1,49,900 = 3,813.58
    expect(() => creditSplit(sale, 149_901)).toThrow(RangeError);
  });
});

describe('amounts in words', () => {
  it('use Indian numbering', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(15)).toBe('Fifteen');
    expect(indianNumberInWords(99)).toBe('Ninety-Nine');
    expect(indianNumberInWords(100)).toBe('One Hundred');
    expect(indianNumberInWords(1499)).toBe('One Thousand Four Hundred Ninety-Nine');
    expect(indianNumberInWords(120_000)).toBe('One Lakh Twenty Thousand');
    expect(indianNumberInWords(9_999_999)).toBe(
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(indianNumberInWords(10_000_000)).toBe('One Crore');
    expect(indianNumberInWords(12_000_050)).toBe('One Crore Twenty Lakh Fifty');
    expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('write rupees and paise', () => {
    expect(amountInWords(149_900)).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
    expect(amountInWords(149_950)).toBe(
      'Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
    expect(amountInWords(1_200_005_075)).toBe(
      'Rupees One Crore Twenty Lakh Fifty and Seventy-Five Paise Only',
    );
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('GSTIN', () => {
  it('accepts real GSTINs, by the mod-36 check character', () => {
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '07AAACR5055K1Z9',
      '24AAACC1206D1ZM',
    ]) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('names what is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1AV')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
    // A swap of two neighbouring characters is caught by the check character.
    expect(isValidGstin('27AAPFU0399F1ZV')).toBe(false);
  });

  it('is read as people paste it', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});

describe('states', () => {
  it('carry their GST codes, unique, with Maharashtra as 27', () => {
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateCodeOf(' maharashtra')).toBe('27');
    expect(gstStateCodeOf('Ladakh')).toBe('38');
    expect(stateWithCode('36')).toBe('Telangana (36)');
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
    expect(GST_STATES.length).toBe(38);
  });
});

describe('refunds', () => {
  it('move a paid order to partially refunded, then refunded, never beyond what was paid', () => {
    expect(afterRefund('paid', 50_000, 149_900)).toBe('partially_refunded');
    expect(afterRefund('partially_refunded', 100_000, 149_900)).toBe('partially_refunded');
    expect(afterRefund('partially_refunded', 149_900, 149_900)).toBe('refunded');
    expect(afterRefund('paid', 149_900, 149_900)).toBe('refunded');
    expect(afterRefund('paid', 149_901, 149_900)).toBeUndefined();
    expect(afterRefund('refunded', 149_900, 149_900)).toBeUndefined();
    expect(afterRefund('pending', 100, 149_900)).toBeUndefined();
    expect(afterRefund('failed', 100, 149_900)).toBeUndefined();
    expect(canTransition('refunded', 'paid')).toBe(false);
    expect(canTransition('partially_refunded', 'paid')).toBe(false);
  });

  it('count what is asked for or done against the balance, not what was refused', () => {
    const refunds = [
      { amountPaise: 50_000, status: 'processed' as const },
      { amountPaise: 20_000, status: 'requested' as const },
      { amountPaise: 70_000, status: 'failed' as const },
    ];
    expect(refundableBalance(149_900, refunds)).toBe(79_900);
    expect(refundAmountProblem(79_900, 79_900)).toBeUndefined();
    expect(refundAmountProblem(79_901, 79_900)).toBe(
      'At most Rs 799 can be refunded: that is what remains of the payment.',
    );
    expect(refundAmountProblem(0, 79_900)).toMatch(/at least/);
    expect(refundAmountProblem(100, 0)).toMatch(/in full already/);
  });
});

describe('GST register', () => {
  const buyer = (gstin: string) => ({
    name: 'A',
    company: '',
    address: [],
    gstin,
    stateCode: '29',
    stateName: 'Karnataka',
  });
  const totals = (total: number) => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total });

  it('puts each document in its GSTR-1 table', () => {
    const sale = (gstin: string, supplyKind: 'intra' | 'inter', total: number) =>
      ({ kind: 'invoice', buyer: buyer(gstin), supplyKind, totals: totals(total) }) as const;
    expect(gstr1Section(sale('29AAGCB7383J1Z4', 'inter', 100))).toBe('B2B');
    expect(gstr1Section(sale('', 'intra', 5_00_000_00))).toBe('B2CS');
    expect(gstr1Section(sale('', 'inter', 1_00_000_00))).toBe('B2CS');
    expect(gstr1Section(sale('', 'inter', 1_00_000_01))).toBe('B2CL');
    expect(gstr1Section({ ...sale('', 'intra', 100), kind: 'bill_of_supply' })).toBe('EXEMP');
    const note = (gstin: string) =>
      ({
        kind: 'credit_note',
        buyer: buyer(gstin),
        supplyKind: 'inter',
        totals: totals(100),
      }) as const;
    expect(gstr1Section(note('29AAGCB7383J1Z4'))).toBe('CDNR');
    expect(gstr1Section(note(''), { supplyKind: 'inter', totals: totals(2_00_000_00) })).toBe(
      'CDNUR',
    );
    expect(gstr1Section(note(''), { supplyKind: 'inter', totals: totals(1_000_00) })).toBe('B2CS');
  });

  it('sums a document by rate, exempt lines apart', () => {
    const line = (rate: number, exempt: boolean, taxable: number, igst: number) => ({
      description: 'x',
      sac: '9993',
      quantity: 1,
      unitPrice: taxable + igst,
      taxable,
      rateBasisPoints: rate,
      exempt,
      cgst: 0,
      sgst: 0,
      igst,
      total: taxable + igst,
    });
    expect(
      byRate([
        line(1800, false, 100, 18),
        line(500, false, 100, 5),
        line(1800, false, 200, 36),
        line(0, true, 50, 0),
      ]),
    ).toEqual([
      { rate: '18.00', sac: '9993', taxable: 300, cgst: 0, sgst: 0, igst: 54 },
      { rate: '5.00', sac: '9993', taxable: 100, cgst: 0, sgst: 0, igst: 5 },
      { rate: 'Exempt', sac: '9993', taxable: 50, cgst: 0, sgst: 0, igst: 0 },
    ]);
  });
});
