import { AU_STATES, REGIONS } from '@lease-portal/domain';
import { SandboxAddressFinder } from './sandbox-address-finder';
import { SANDBOX_ADDRESSES } from './sandbox-addresses';
import { describeAddressFinderContract } from './testing/address-finder-contract';

// The Addressfinder adapter is held to the same contract over HTTP, against the portal's own
// Addressfinder sandbox, in the server's tests (decision 2111).
describeAddressFinderContract('SandboxAddressFinder', () => {
  const finder = new SandboxAddressFinder();
  return { finder, failNextCall: () => finder.failNextCalls(1) };
});

describe('the sandbox register', () => {
  const all = REGIONS.flatMap((region) => SANDBOX_ADDRESSES[region]);

  it('holds a few hundred addresses with unique ids, in every AU state and territory and several NZ regions', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((address) => address.partnerId)).size).toBe(all.length);
    expect(new Set(SANDBOX_ADDRESSES.AU.map((address) => address.state))).toEqual(new Set(AU_STATES));
    expect(new Set(SANDBOX_ADDRESSES.NZ.map((address) => address.state)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives every address the parts the business details step requires, with 4-digit postcodes', () => {
    for (const address of all) {
      expect(address.streetNo).toMatch(/^\d+$/);
      expect(address.streetName).not.toBe('');
      expect(address.suburb).not.toBe('');
      expect(address.postCode).toMatch(/^\d{4}$/);
      expect(address.fullAddress).toContain(`${address.streetNo} ${address.streetName}`);
    }
  });

  it('is generated the same way on every start (fixed numbers and ids)', () => {
    expect(SANDBOX_ADDRESSES.AU[0]).toMatchObject({
      partnerId: 'sbx-au-0001',
      fullAddress: '33 George Street, Sydney NSW 2000',
    });
    expect(SANDBOX_ADDRESSES.NZ[0]).toMatchObject({
      partnerId: 'sbx-nz-0001',
      fullAddress: '65 Queen Street, Auckland Central, Auckland 1010',
    });
  });
});
