/*
 * New Zealand bank account numbers: bank (2 digits), branch (4), account base number (7, or 8 written
 * with its leading digit) and suffix (2 to 4), checked as Inland Revenue publishes it for payers who
 * file account numbers ("Bank account number validation", in its RWT and NRWT certificate filing
 * specification, which carries the Payments NZ BECS rules): the bank and branch must be in a
 * published range, and the 18 digits, weighted by the bank's algorithm, must leave no remainder.
 * No well-kept npm library does this (decision 2081); the published examples are the tests.
 */

/** The published check-digit algorithms. A and B share banks: A below base number 00990000, else B. */
export type NzCheckDigitAlgorithm = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'X';

interface Algorithm {
  /** One weight per digit of bank (2), branch (4), base number (8) and suffix (4). */
  weights: readonly number[];
  modulus: number;
  /** E and G add a product's digits (twice) before summing, instead of the product itself. */
  addDigits?: true;
}

const ALGORITHMS: Record<NzCheckDigitAlgorithm, Algorithm> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  C: { weights: [3, 7, 0, 0, 0, 0, 9, 1, 10, 5, 3, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, addDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, addDigits: true },
  X: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], modulus: 1 },
};

type BranchRange = readonly [from: number, to: number];

/** 'AB' banks choose A or B by the base number; the others have one algorithm. */
interface NzBank {
  branches: readonly BranchRange[];
  algorithm: 'AB' | Exclude<NzCheckDigitAlgorithm, 'A' | 'B'>;
}

/** The published banks, their branch ranges and algorithms. */
const BANKS: Readonly<Record<string, NzBank>> = {
  '01': {
    branches: [
      [1, 999],
      [1100, 1199],
      [1800, 1899],
    ],
    algorithm: 'AB',
  },
  '02': {
    branches: [
      [1, 999],
      [1200, 1299],
    ],
    algorithm: 'AB',
  },
  '03': {
    branches: [
      [1, 999],
      [1300, 1399],
      [1500, 1599],
      [1700, 1799],
      [1900, 1999],
      [7350, 7399],
    ],
    algorithm: 'AB',
  },
  '04': { branches: [[2020, 2024]], algorithm: 'AB' },
  '05': { branches: [[8884, 8889]], algorithm: 'AB' },
  '06': {
    branches: [
      [1, 999],
      [1400, 1499],
    ],
    algorithm: 'AB',
  },
  '08': { branches: [[6500, 6599]], algorithm: 'D' },
  '09': { branches: [[0, 0]], algorithm: 'E' },
  '10': { branches: [[5165, 5169]], algorithm: 'AB' },
  '11': {
    branches: [
      [5000, 6499],
      [6600, 8999],
    ],
    algorithm: 'AB',
  },
  '12': {
    branches: [
      [3000, 3299],
      [3400, 3499],
      [3600, 3699],
    ],
    algorithm: 'AB',
  },
  '13': { branches: [[4900, 4999]], algorithm: 'AB' },
  '14': { branches: [[4700, 4799]], algorithm: 'AB' },
  '15': { branches: [[3900, 3999]], algorithm: 'AB' },
  '16': { branches: [[4400, 4499]], algorithm: 'AB' },
  '17': { branches: [[3300, 3399]], algorithm: 'AB' },
  '18': { branches: [[3500, 3599]], algorithm: 'AB' },
  '19': { branches: [[4600, 4649]], algorithm: 'AB' },
  '20': { branches: [[4100, 4199]], algorithm: 'AB' },
  '21': { branches: [[4800, 4899]], algorithm: 'AB' },
  '22': { branches: [[4000, 4049]], algorithm: 'AB' },
  '23': { branches: [[3700, 3799]], algorithm: 'AB' },
  '24': { branches: [[4300, 4349]], algorithm: 'AB' },
  '25': { branches: [[2500, 2599]], algorithm: 'F' },
  '26': { branches: [[2600, 2699]], algorithm: 'G' },
  '27': { branches: [[3800, 3849]], algorithm: 'AB' },
  '28': { branches: [[2100, 2149]], algorithm: 'G' },
  '29': { branches: [[2150, 2299]], algorithm: 'G' },
  '30': { branches: [[2900, 2949]], algorithm: 'AB' },
  '31': { branches: [[2800, 2849]], algorithm: 'X' },
  '33': { branches: [[6700, 6799]], algorithm: 'F' },
  '35': { branches: [[2400, 2499]], algorithm: 'AB' },
  '38': { branches: [[9000, 9499]], algorithm: 'AB' },
};

/** Why an account number fails the published rules, part by part. */
export type NzAccountNumberProblem = 'unknownBank' | 'branchNotOfBank' | 'checkDigits';

/** An account number's parts as digits: bank 2, branch 4, base number 7 or 8, suffix 2 to 4. */
export interface NzAccountNumberParts {
  bank: string;
  branch: string;
  account: string;
  suffix: string;
}

const DIGITS = /^\d+$/;

const padded = (digits: string, length: number) => digits.padStart(length, '0');

/** The algorithm that checks an account number of a published bank, or undefined for another bank. */
export function nzCheckDigitAlgorithmOf(bank: string, account: string): NzCheckDigitAlgorithm | undefined {
  const known = BANKS[padded(bank, 2)];
  if (!known) return undefined;
  if (known.algorithm !== 'AB') return known.algorithm;
  return Number(account) < 990000 ? 'A' : 'B';
}

/** Sums a product's digits until one digit is left (algorithms E and G). */
const digitSum = (product: number): number => {
  let sum = product;
  while (sum > 9)
    sum = String(sum)
      .split('')
      .reduce((total, digit) => total + Number(digit), 0);
  return sum;
};

/**
 * The first problem the published rules find in an account number whose parts are already digits of
 * the right lengths, or undefined when it passes: the bank, then its branch, then the check digits.
 */
export function nzAccountNumberProblem(parts: NzAccountNumberParts): NzAccountNumberProblem | undefined {
  const { bank, branch, account, suffix } = parts;
  if (![bank, branch, account, suffix].every((part) => DIGITS.test(part))) return 'checkDigits';
  const known = BANKS[padded(bank, 2)];
  if (!known) return 'unknownBank';
  const branchNumber = Number(branch);
  if (!known.branches.some(([from, to]) => branchNumber >= from && branchNumber <= to))
    return 'branchNotOfBank';
  const algorithm = ALGORITHMS[nzCheckDigitAlgorithmOf(bank, account)!];
  const digits = `${padded(bank, 2)}${padded(branch, 4)}${padded(account, 8)}${padded(suffix, 4)}`;
  const sum = algorithm.weights.reduce((total, weight, index) => {
    const product = weight * Number(digits[index]);
    return total + (algorithm.addDigits ? digitSum(product) : product);
  }, 0);
  return sum % algorithm.modulus === 0 ? undefined : 'checkDigits';
}
