import { describeAddressFinderContract } from '@lease-portal/partners/src/address-finder/testing/address-finder-contract';
import {
  anAddressfinderSandboxOverHttp,
  type AddressfinderSandboxOverHttp,
} from './testing/addressfinder-sandbox-over-http';

// The Addressfinder adapter over HTTP against the portal's Addressfinder sandbox (decision 2111): held
// to the AddressFinder contract the in-process sandbox keeps, and the sandbox to Addressfinder's checks.

let addressfinder: AddressfinderSandboxOverHttp;
beforeAll(async () => {
  addressfinder = await anAddressfinderSandboxOverHttp();
});
afterAll(() => addressfinder.close());
afterEach(() => addressfinder.sandbox.faults.clear());

describeAddressFinderContract("AddressfinderAddressFinder against the portal's Addressfinder sandbox", () => {
  const finder = addressfinder.adapter({ sleep: async () => {} });
  // Both of the adapter's attempts meet a 500, as a service that is down would answer.
  return { finder, failNextCall: () => addressfinder.sandbox.faults.next({ kind: 'server-error' }, 2) };
});

describe('the Addressfinder sandbox checks what Addressfinder checks', () => {
  const ask = (path: string, query: Record<string, string>, secret?: string) =>
    fetch(`${addressfinder.sandbox.baseUrl()}${path}?${new URLSearchParams(query)}`, {
      headers: secret === undefined ? {} : { authorization: secret },
    }).then(async (answer) => ({
      status: answer.status,
      body: (await answer.json()) as Record<string, unknown>,
    }));
  const account = () => addressfinder.sandbox.account;
  const autocomplete = '/api/au/address/autocomplete';

  it.each([
    ['no key', {}, 'secret', '1002'],
    ['a key it does not know', { key: 'NOPE' }, 'secret', '1001'],
    ['no secret', 'key', undefined, '1004'],
    ['a wrong secret', 'key', 'wrong', '1006'],
  ] as const)('refuses %s with its error code', async (_case, key, secret, errorCode) => {
    const query = key === 'key' ? { key: account().key } : key;
    const answer = await ask(
      autocomplete,
      { ...query, q: 'george st' },
      secret === 'secret' ? account().secret : secret,
    );
    expect(answer).toEqual({
      status: 400,
      body: { completions: [], message: expect.any(String), error_code: errorCode, success: false },
    });
  });

  it('takes the secret as a parameter too', async () => {
    const answer = await ask(autocomplete, { key: account().key, secret: account().secret, q: 'george st' });
    expect(answer.status).toBe(200);
    expect(answer.body['completions']).not.toEqual([]);
  });

  it.each([
    ['a blank q', autocomplete, { q: ' ' }],
    ['a max out of range', autocomplete, { q: 'george', max: '0' }],
    ['a source of neither dataset', autocomplete, { q: 'george', source: 'OSM' }],
    ['xml', autocomplete, { q: 'george', format: 'xml' }],
    ['a metadata call without an id', '/api/au/address/metadata', {}],
    ['an NZ metadata call without a pxid', '/api/nz/address/metadata', { id: 'sbx-nz-0001' }],
  ])('refuses %s as a validation error (1000)', async (_case, path, query) => {
    const answer = await ask(path, { key: account().key, ...query }, account().secret);
    expect([answer.status, answer.body['error_code']]).toEqual([400, '1000']);
  });

  it('answers an id it does not have with 1011, and an AU id asked of NZ too', async () => {
    for (const [path, query] of [
      ['/api/au/address/metadata', { id: 'sbx-au-9999' }],
      ['/api/nz/address/metadata', { pxid: 'sbx-au-0001' }],
    ] as const) {
      const answer = await ask(path, { key: account().key, ...query }, account().secret);
      expect([answer.status, answer.body['error_code']]).toEqual([400, '1011']);
    }
  });

  it("answers Addressfinder's shapes: AU attributes with nulls, NZ's left out, the region as a regional authority", async () => {
    const au = await ask(
      '/api/au/address/metadata',
      { key: account().key, id: 'sbx-au-0001' },
      account().secret,
    );
    expect(au.body).toMatchObject({
      id: 'sbx-au-0001',
      full_address: '33 George Street, Sydney NSW 2000',
      street_number_1: '33',
      street_name: 'George',
      street_type: 'Street',
      unit_identifier: null,
      locality_name: 'Sydney',
      state_territory: 'NSW',
      postcode: '2000',
      success: true,
    });
    const nz = await ask(
      '/api/nz/address/metadata',
      { key: account().key, pxid: 'sbx-nz-0001' },
      account().secret,
    );
    expect(nz.body).toEqual({
      pxid: 'sbx-nz-0001',
      a: '65 Queen Street, Auckland Central, Auckland 1010',
      number: '65',
      street: 'Queen Street',
      street_name: 'Queen',
      street_type: 'Street',
      suburb: 'Auckland Central',
      city: 'Auckland',
      postcode: '1010',
      region: 'Auckland Region',
      success: true,
    });
  });
});
