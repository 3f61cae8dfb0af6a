import { AU_STATES, REGIONS, type AddressFinder } from '@lease-portal/domain';
import { SandboxAddressFinder } from './sandbox-address-finder';
import { SANDBOX_ADDRESSES } from './sandbox-addresses';

/** An address finder under test, and how to make its next call fail as an unreachable service would. */
interface Subject {
  finder: AddressFinder;
  failNextCall(): void;
}

function sandboxSubject(): Subject {
  const finder = new SandboxAddressFinder();
  return { finder, failNextCall: () => finder.failNextCalls(1) };
}

// The HTTP adapter for Addressfinder joins this list, held to the same contract.
describe.each([['SandboxAddressFinder', sandboxSubject]])(
  'the AddressFinder contract: %s',
  (_name, subject: () => Subject) => {
    it('completes what was typed within one country, best first, at most max', async () => {
      const { finder } = subject();
      const completions = await finder.autocomplete('AU', 'collins st melbourne', 3);
      expect(completions).toHaveLength(3);
      for (const completion of completions) {
        expect(completion.fullAddress).toMatch(/Collins Street, Melbourne VIC 3000$/);
        expect(completion.id).toEqual(expect.any(String));
      }
      expect(await finder.autocomplete('NZ', 'collins st melbourne', 3)).toEqual([]);
    });

    it('reads the parts of a completion by its id: AU states as lower-case codes', async () => {
      const { finder } = subject();
      const [first] = await finder.autocomplete('AU', 'lygon street carlton', 1);
      const parts = await finder.metadata('AU', first!.id);
      expect(parts).toEqual({
        fullAddress: first!.fullAddress,
        streetNo: expect.stringMatching(/^\d+$/),
        streetName: 'Lygon Street',
        suburb: 'Carlton',
        state: 'vic',
        postCode: '3053',
        country: 'Australia',
        countryCode: 'AU',
      });
    });

    it('gives NZ parts with the region as the state, and a unit as the sub premise', async () => {
      const { finder } = subject();
      const completions = await finder.autocomplete('NZ', 'unit cuba street', 10);
      expect(completions.length).toBeGreaterThan(0);
      const parts = await finder.metadata('NZ', completions[0]!.id);
      expect(parts).toMatchObject({
        subPremise: expect.stringMatching(/^Unit \d+$/),
        streetName: 'Cuba Street',
        suburb: 'Te Aro',
        state: 'Wellington',
        postCode: '6011',
        country: 'New Zealand',
        countryCode: 'NZ',
      });
    });

    it('answers undefined for an id it does not know, or of the other country', async () => {
      const { finder } = subject();
      const [au] = await finder.autocomplete('AU', 'george street sydney', 1);
      expect(await finder.metadata('AU', 'no-such-address')).toBeUndefined();
      expect(await finder.metadata('NZ', au!.id)).toBeUndefined();
    });

    it('fails as PARTNER_UNAVAILABLE when the service cannot answer', async () => {
      const { finder, failNextCall } = subject();
      failNextCall();
      await expect(finder.autocomplete('AU', 'george street', 5)).rejects.toMatchObject({
        code: 'PARTNER_UNAVAILABLE',
      });
      expect(await finder.autocomplete('AU', 'george street', 5)).not.toHaveLength(0);
    });
  },
);

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
