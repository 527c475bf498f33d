import { calculateFees, formatUsd, parseUsdToCents, setCurrencyLocale, TOTAL_LABEL, transactionFeeCents } from './fees';

/** The SPEC's formula in exact rationals, as an independent oracle: (0.30 + 0.029·A) / 0.971. */
function oracle(feePerPersonCents: number, quantity: number): number {
  const a = BigInt(feePerPersonCents * quantity);
  if (a === 0n) return 0;
  const numerator = 30_000n + 29n * a; // in 1/1000 cent
  return Number((numerator + 970n) / 971n);
}

describe('transactionFeeCents (SPEC.md §9)', () => {
  it.each([
    // fee per person, quantity, transaction fee
    [2500, 2, 181], // (0.30 + 0.029 × 50.00) / 0.971 = 1.80226… → $1.81
    [2500, 1, 106], // (0.30 + 0.725) / 0.971 = 1.05561… → $1.06
    [1000, 1, 61], //  (0.30 + 0.29) / 0.971 = 0.60762… → $0.61
    [10000, 3, 927], // (0.30 + 8.70) / 0.971 = 9.26879… → $9.27
    [100, 1, 34], //   (0.30 + 0.029) / 0.971 = 0.33882… → $0.34
    [1, 1, 31], //     (0.30 + 0.00029) / 0.971 = 0.30926… → $0.31
    [4700, 1, 172], // (0.30 + 1.363) / 0.971 = 1.71266… → $1.72
    [0, 5, 0], // free: no card charge, no fee
    [2500, 0, 0], // nobody paying
  ])('%i¢ × %i → %i¢', (fee, quantity, expected) => {
    expect(transactionFeeCents(fee, quantity)).toBe(oracle(fee, quantity));
    expect(transactionFeeCents(fee, quantity)).toBe(expected);
  });

  it('rounds an exact cent without going up', () => {
    // (30 000 + 29 a) / 971 is a whole number of cents when 30 000 + 29 a ≡ 0 (mod 971).
    const a = [...Array(971).keys()].find((x) => (30_000 + 29 * x) % 971 === 0) as number;
    expect(transactionFeeCents(a, 1)).toBe((30_000 + 29 * a) / 971);
  });

  it('matches the exact formula over a sweep, with no float drift', () => {
    for (let cents = 0; cents <= 20_000; cents += 7) {
      for (const quantity of [1, 2, 3, 10]) expect(transactionFeeCents(cents, quantity)).toBe(oracle(cents, quantity));
    }
  });

  it.each([
    [-1, 1],
    [25.5, 1],
    [2500, -2],
    [2500, 1.5],
    [Number.NaN, 1],
  ])('refuses %s × %s', (fee, quantity) => {
    expect(() => transactionFeeCents(fee, quantity)).toThrow(RangeError);
  });
});

describe('calculateFees', () => {
  it.each([
    [2500, 2, { subtotalCents: 5000, transactionFeeCents: 181, totalCents: 5181 }],
    [0, 3, { subtotalCents: 0, transactionFeeCents: 0, totalCents: 0 }],
    [1000, 1, { subtotalCents: 1000, transactionFeeCents: 61, totalCents: 1061 }],
  ])('%i¢ × %i', (fee, quantity, expected) => {
    expect(calculateFees(fee, quantity)).toEqual({ feePerPersonCents: fee, quantity, ...expected });
  });
  it('labels the total', () => {
    expect(TOTAL_LABEL.text).toBe('Total (Non-refundable)');
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [181, '$1.81'],
    [5181, '$51.81'],
    [2500, '$25.00'],
    [123456789, '$1,234,567.89'],
    [-181, '-$1.81'],
  ])('%i → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
  it('refuses fractions of a cent', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});

describe('parseUsdToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$0.05', 5],
    ['25.555', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('%o → %o', (text, cents) => {
    expect(parseUsdToCents(text)).toBe(cents);
  });
});

describe('setCurrencyLocale', () => {
  afterEach(() => setCurrencyLocale('en'));

  it('writes US dollars the chosen language’s way, and the SPEC’s way in English', () => {
    expect(formatUsd(5181)).toBe('$51.81');
    setCurrencyLocale('fr');
    expect(formatUsd(5181).replace(/\s/g, ' ')).toBe('51,81 $US');
    setCurrencyLocale('not a locale!');
    expect(formatUsd(5181)).toBe('$51.81');
  });
});
