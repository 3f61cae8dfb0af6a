import {
  Abn,
  Acn,
  AU_ENTITY_TYPES,
  isEligibleForCredit,
  NZ_ENTITY_TYPES,
  Nzbn,
  REGIONS,
  registeredAddressOf,
} from '@lease-portal/domain';
import { SANDBOX_BUSINESSES } from './sandbox-businesses';

const AU = SANDBOX_BUSINESSES.AU;
const NZ = SANDBOX_BUSINESSES.NZ;

// AU postcodes by state (ACT before NSW: Canberra's 26xx sits inside the NSW 2xxx block).
const AU_POSTCODES: Record<string, RegExp> = {
  ACT: /^26\d\d$/,
  NSW: /^2\d{3}$/,
  VIC: /^3\d{3}$/,
  QLD: /^4\d{3}$/,
  SA: /^5\d{3}$/,
  WA: /^6\d{3}$/,
  TAS: /^7\d{3}$/,
  NT: /^08\d\d$/,
};

describe('the sandbox register', () => {
  it('holds about forty businesses in each region', () => {
    expect(AU.length).toBeGreaterThanOrEqual(40);
    expect(NZ.length).toBeGreaterThanOrEqual(40);
  });

  it('issues business numbers that pass the check digits, each once', () => {
    for (const row of AU) expect(Abn.parse(row.abn).ok).toBe(true);
    for (const row of NZ) expect(Nzbn.parse(row.abn).ok).toBe(true);
    const numbers = [...AU, ...NZ].map((row) => row.abn);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('gives AU companies an ACN that ends their ABN, and nobody else a register number', () => {
    for (const row of AU) {
      if (row.entityType === 'PRV' || row.entityType === 'PUB') {
        const acn = Acn.parse(row.registerNumber ?? '');
        expect(acn.ok).toBe(true);
        expect(row.abn.slice(2)).toBe(row.registerNumber);
      } else {
        expect(row.registerNumber).toBeUndefined();
      }
    }
    const nzRegisterNumbers = NZ.flatMap((row) => (row.registerNumber ? [row.registerNumber] : []));
    expect(new Set(nzRegisterNumbers).size).toBe(nzRegisterNumbers.length);
    expect(NZ.find((row) => row.entityType === 'Sole_Trader')?.registerNumber).toBeUndefined();
  });

  it('puts each AU business at a postcode of its state', () => {
    for (const row of AU) {
      expect(row.postCode).toMatch(AU_POSTCODES[row.stateCode] ?? /^never$/);
    }
    expect(new Set(AU.map((row) => row.stateCode))).toEqual(new Set(Object.keys(AU_POSTCODES)));
  });

  it('puts each NZ business at a four-digit postcode in a region', () => {
    for (const row of NZ) {
      expect(row.postCode).toMatch(/^\d{4}$/);
      expect(row.stateCode).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('uses every entity type of each region, including some that may not apply for credit', () => {
    expect(new Set(AU.map((row) => row.entityType))).toEqual(new Set(Object.keys(AU_ENTITY_TYPES)));
    expect(new Set(NZ.map((row) => row.entityType))).toEqual(new Set(Object.keys(NZ_ENTITY_TYPES)));
    for (const region of REGIONS) {
      const rows = SANDBOX_BUSINESSES[region];
      expect(rows.some((row) => isEligibleForCredit(region, row.entityType))).toBe(true);
      expect(rows.some((row) => !isEligibleForCredit(region, row.entityType))).toBe(true);
    }
  });

  it('has active and cancelled businesses', () => {
    for (const region of REGIONS) {
      const statuses = SANDBOX_BUSINESSES[region].map((row) => row.status);
      expect(statuses).toContain('Active');
      expect(statuses).toContain('Cancelled');
    }
  });

  it('gives every NZ business a registered address the business details step takes (decision 2086)', () => {
    for (const row of NZ) {
      const address = registeredAddressOf('NZ', row.contactDetail);
      expect([row.name, address?.postCode]).toEqual([row.name, row.postCode]);
    }
    expect(
      registeredAddressOf(
        'NZ',
        NZ.find((row) => row.name === 'Tāmaki Digital Consulting Limited')?.contactDetail,
      ),
    ).toMatchObject({
      fullAddress: 'Level 3, 21 Queen Street, Auckland Central 1010',
      state: 'Auckland',
    });
  });

  it('publishes what each register publishes: nothing to reach an AU business by, an NZ phone and e-mail', () => {
    for (const row of AU) expect(row.contactDetail).toBeUndefined();
    for (const row of NZ) {
      expect(row.contactDetail?.contactNumber).toMatch(/^0\d{8,11}$/);
      expect(row.contactDetail?.email).toMatch(/^[a-z]+@[a-z0-9]+\.example$/);
      expect(row.contactDetail?.name).toBeUndefined();
      expect(row.contactDetail?.state).toBe(row.stateCode);
    }
  });
});
