import {
  addressErrors,
  type AddressCompletion,
  type AddressFinder,
  type AddressParts,
  type Region,
} from '@lease-portal/domain';
import { SANDBOX_ADDRESSES, type SandboxAddress } from './sandbox-addresses';

export interface SandboxAddressFinderOptions {
  /** The register to search; the built-in addresses unless a test brings its own. */
  addresses?: Record<Region, readonly SandboxAddress[]>;
}

/** Abbreviations people type for street types: each also matches the word it stands for. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  st: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  tce: 'terrace',
  pde: 'parade',
  cct: 'circuit',
  dr: 'drive',
  pl: 'place',
};

const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== '');

/**
 * An embedded address service that behaves like Addressfinder's autocomplete and metadata: every
 * typed word must begin a word of the address (ignoring case, commas and accents; 'st', 'rd' and the
 * like stand for their street types); addresses whose words are matched whole come first, then the
 * register's order, so answers are deterministic.
 */
export class SandboxAddressFinder implements AddressFinder {
  private readonly addresses: Record<Region, readonly (SandboxAddress & { words: string[] })[]>;
  private failingCalls = 0;

  constructor(options: SandboxAddressFinderOptions = {}) {
    const register = options.addresses ?? SANDBOX_ADDRESSES;
    this.addresses = {
      AU: register.AU.map((address) => ({ ...address, words: wordsOf(address.fullAddress) })),
      NZ: register.NZ.map((address) => ({ ...address, words: wordsOf(address.fullAddress) })),
    };
  }

  /** Makes the next `count` calls fail as an unreachable service would. */
  failNextCalls(count = 1): void {
    this.failingCalls = count;
  }

  async autocomplete(country: Region, query: string, max: number): Promise<AddressCompletion[]> {
    this.faultIfSwitchedOn();
    const typed = wordsOf(query);
    if (typed.length === 0) return [];
    return this.addresses[country]
      .map((address, order) => ({ address, order, score: scoreOf(typed, address.words) }))
      .filter(({ score }) => score >= 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, Math.max(0, max))
      .map(({ address }) => ({ id: address.partnerId, fullAddress: address.fullAddress }));
  }

  async metadata(country: Region, id: string): Promise<Omit<AddressParts, 'id'> | undefined> {
    this.faultIfSwitchedOn();
    const found = this.addresses[country].find((address) => address.partnerId === id);
    if (!found) return undefined;
    const { partnerId: _partnerId, words: _words, ...parts } = found;
    return { ...parts };
  }

  private faultIfSwitchedOn(): void {
    if (this.failingCalls > 0) {
      this.failingCalls -= 1;
      throw addressErrors.finderUnavailable({ partner: 'sandbox', reason: 'fault switched on' });
    }
  }
}

/** -1 when some typed word begins no word of the address; otherwise how many match a word whole. */
function scoreOf(typed: readonly string[], words: readonly string[]): number {
  let whole = 0;
  for (const word of typed) {
    const meanings = STREET_TYPES[word] ? [word, STREET_TYPES[word]] : [word];
    if (!words.some((candidate) => meanings.some((meaning) => candidate.startsWith(meaning)))) return -1;
    if (words.some((candidate) => meanings.includes(candidate))) whole += 1;
  }
  return whole;
}
