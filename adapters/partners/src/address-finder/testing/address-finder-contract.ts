import type { AddressFinder } from '@lease-portal/domain';

/** An address finder under test, and how to make its next call fail as an unreachable service would. */
export interface AddressFinderSubject {
  finder: AddressFinder;
  failNextCall(): void;
}

/**
 * The AddressFinder port's contract over the sandbox's register (decision 1246): the in-process
 * sandbox runs it here, and the Addressfinder adapter over HTTP against the portal's Addressfinder
 * sandbox runs it in the server's tests (decision 2111). `subject` is made for each test.
 */
export function describeAddressFinderContract(
  name: string,
  subject: () => AddressFinderSubject | Promise<AddressFinderSubject>,
): void {
  describe(`the AddressFinder contract: ${name}`, () => {
    it('completes what was typed within one country, best first, at most max', async () => {
      const { finder } = await subject();
      const completions = await finder.autocomplete('AU', 'collins st melbourne', 3);
      expect(completions).toHaveLength(3);
      for (const completion of completions) {
        expect(completion.fullAddress).toMatch(/Collins Street, Melbourne VIC 3000$/);
        expect(completion.id).toEqual(expect.any(String));
      }
      expect(await finder.autocomplete('NZ', 'collins st melbourne', 3)).toEqual([]);
    });

    it('reads the parts of a completion by its id: AU states as lower-case codes', async () => {
      const { finder } = await subject();
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
      const { finder } = await subject();
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
      const { finder } = await subject();
      const [au] = await finder.autocomplete('AU', 'george street sydney', 1);
      expect(await finder.metadata('AU', 'no-such-address')).toBeUndefined();
      expect(await finder.metadata('NZ', au!.id)).toBeUndefined();
    });

    it('fails as PARTNER_UNAVAILABLE when the service cannot answer', async () => {
      const { finder, failNextCall } = await subject();
      failNextCall();
      await expect(finder.autocomplete('AU', 'george street', 5)).rejects.toMatchObject({
        code: 'PARTNER_UNAVAILABLE',
      });
      expect(await finder.autocomplete('AU', 'george street', 5)).not.toHaveLength(0);
    });
  });
}
