import type { DomainError } from '@lease-portal/domain';
import { closedPort, json, startFaultServer, type FaultServer } from '../../partner-http/fault-server';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import {
  AU_AUTOCOMPLETE,
  AU_METADATA,
  AU_METADATA_EXAMPLES,
  KEY_NOT_FOUND,
  NZ_AUTOCOMPLETE,
  NZ_METADATA,
  NZ_METADATA_WITH_FLOOR,
  Q_BLANK,
  RECORD_NOT_FOUND,
} from '../testing/addressfinder-documented-answers';
import { AddressfinderAddressFinder } from './addressfinder-address-finder';

// The Addressfinder adapter reading the answers Addressfinder's documentation shows (decision 2111),
// served by a local HTTP server: what it asks, the parts it maps, the errors it tells apart.

const KEY = 'ADDRESSFINDER-KEY-1';
const SECRET = 'addressfinder-secret-9';
const warnings: object[] = [];

let server: FaultServer;
let finder: AddressfinderAddressFinder;
beforeEach(async () => {
  server = await startFaultServer();
  warnings.splice(0);
  finder = new AddressfinderAddressFinder(
    { baseUrl: server.baseUrl, key: KEY, secret: SECRET },
    {
      counts: new PartnerCallCounts(),
      logger: { info: () => {}, warn: (fields) => warnings.push(fields) },
      sleep: async () => {},
    },
  );
});
afterEach(async () => {
  await finder.close();
  await server.close();
});

const answering = (body: unknown, status = 200) => {
  server.answer = (_request, response) => json(response, status, body);
};
const asked = (index = 0) => new URL(server.requests[index]!.url, server.baseUrl);
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as DomainError,
  );

describe('the Addressfinder adapter on the documented answers', () => {
  it('asks the AU autocomplete with the key, JSON, both datasets and no PO boxes; the secret in the header', async () => {
    answering(AU_AUTOCOMPLETE);
    expect(await finder.autocomplete('AU', '13 neville st ryde', 7)).toEqual([
      { id: '8097e3df-a3ab-43ad-bc66-22c8f5812361', fullAddress: '13 Neville Street, RYDE NSW 2112' },
    ]);
    const url = asked();
    expect(url.pathname).toBe('/api/au/address/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: KEY,
      format: 'json',
      q: '13 neville st ryde',
      max: '7',
      post_box: '0',
      source: 'GNAF,PAF',
    });
    expect(server.requests[0]!.authorization).toBe(SECRET);
  });

  it('maps AU metadata to the parts: street name with its type, the locality, the state as its code', async () => {
    answering(AU_METADATA);
    expect(await finder.metadata('AU', AU_METADATA.id)).toEqual({
      fullAddress: '13 Neville Street, RYDE NSW 2112',
      streetNo: '13',
      streetName: 'Neville Street',
      suburb: 'RYDE',
      state: 'nsw',
      postCode: '2112',
      country: 'Australia',
      countryCode: 'AU',
    });
    expect(asked().pathname).toBe('/api/au/address/metadata');
    expect(asked().searchParams.get('id')).toBe(AU_METADATA.id);
    expect(asked().searchParams.get('key')).toBe(KEY);
  });

  it.each([
    ['a range', AU_METADATA_EXAMPLES.range, { streetNo: '1-5' }],
    ['a unit', AU_METADATA_EXAMPLES.unit, { subPremise: 'Unit 2' }],
    ['a level', AU_METADATA_EXAMPLES.level, { subPremise: 'Level 1' }],
    ['a lot without a street number', AU_METADATA_EXAMPLES.lot, { streetNo: 'Lot 3' }],
  ])('reads %s from AU metadata', async (_case, example, expected) => {
    // The example's own fields, every other one empty (null), as Addressfinder answers them.
    const nothing = Object.fromEntries(Object.keys(AU_METADATA).map((field) => [field, null]));
    answering({ ...nothing, id: 'x', success: true, ...example });
    expect(await finder.metadata('AU', 'x')).toMatchObject({
      fullAddress: example.full_address,
      ...expected,
    });
  });

  it('asks the NZ autocomplete and reads a and pxid, ignoring the deprecated v', async () => {
    answering(NZ_AUTOCOMPLETE);
    expect(await finder.autocomplete('NZ', '184 will', 10)).toEqual([
      { id: '2-.9.2U.F.F.2I', fullAddress: '184 William Jones Drive, Otangarei, Whangarei 0112' },
      { id: '2-.3.1q.2.4G.4c', fullAddress: '184 Williams Street, Kaiapoi 7630' },
      { id: '2-.F.1W.p.1D.1W', fullAddress: '184 Willis Street, Te Aro, Wellington 6011' },
    ]);
    expect(asked().pathname).toBe('/api/nz/address/autocomplete');
    expect(Object.fromEntries(asked().searchParams)).toEqual({
      key: KEY,
      format: 'json',
      q: '184 will',
      max: '10',
      post_box: '0',
    });
  });

  it('maps NZ metadata: the number with its alpha, the unit, the region by the name the journey stores', async () => {
    answering(NZ_METADATA);
    expect(await finder.metadata('NZ', NZ_METADATA.pxid)).toEqual({
      fullAddress: 'Unit 2, 1703A State Highway 1, Warkworth 0983',
      subPremise: 'Unit 2',
      streetNo: '1703A',
      streetName: 'State Highway 1',
      suburb: 'Warkworth',
      state: 'Auckland',
      postCode: '0983',
      country: 'New Zealand',
      countryCode: 'NZ',
    });
    expect(asked().pathname).toBe('/api/nz/address/metadata');
    expect(asked().searchParams.get('pxid')).toBe(NZ_METADATA.pxid);
  });

  it('takes the town for the suburb where there is none, and the floor as the sub premise', async () => {
    answering(NZ_METADATA_WITH_FLOOR);
    expect(await finder.metadata('NZ', NZ_METADATA_WITH_FLOOR.pxid)).toMatchObject({
      subPremise: 'Level 19',
      streetNo: '1',
      streetName: 'Pūrākaunui Road',
      suburb: 'Dunedin',
      state: 'Otago',
    });
  });

  it.each([
    ['a 400', 400],
    ['a 200', 200],
  ])('answers no address for a record Addressfinder does not have (1011, in %s)', async (_case, status) => {
    answering(RECORD_NOT_FOUND, status);
    expect(await finder.metadata('AU', 'stale-id')).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('answers no address for a 404', async () => {
    answering({}, 404);
    expect(await finder.metadata('NZ', 'no-such-pxid')).toBeUndefined();
  });

  it('fails as the address service unavailable when the account is refused, asks once, and alerts an operator', async () => {
    answering(KEY_NOT_FOUND, 400);
    const error = await failureOf(finder.autocomplete('AU', 'george st', 5));
    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toMatchObject({
      class: 'unauthorised',
      errorCode: '1001',
      message: 'Key not found',
    });
    expect(server.requests).toHaveLength(1);
    expect(warnings.filter((fields) => 'alert' in fields)).toEqual([
      expect.objectContaining({ errorCode: '1001', alert: expect.any(String) }),
    ]);
    expect(JSON.stringify([error.details, warnings])).not.toContain(SECRET);
    expect(JSON.stringify([error.details, warnings])).not.toContain(KEY);
  });

  it('fails on a validation error without asking again', async () => {
    answering(Q_BLANK, 400);
    const error = await failureOf(finder.autocomplete('NZ', 'x', 5));
    expect(error.details).toMatchObject({ class: 'rejected', errorCode: '1000' });
    expect(server.requests).toHaveLength(1);
  });

  it('reads an error given with a 200 as the error it is', async () => {
    answering(KEY_NOT_FOUND);
    expect((await failureOf(finder.autocomplete('AU', 'george st', 5))).details).toMatchObject({
      errorCode: '1001',
    });
  });

  it('takes an answer of another shape for the service unavailable, asking twice', async () => {
    answering({ results: [] });
    const error = await failureOf(finder.autocomplete('AU', 'george st', 5));
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'unexpected response' });
    expect(server.requests).toHaveLength(2);
  });

  it('fails as unavailable when nothing listens, without the query or the key in its details', async () => {
    const refused = new AddressfinderAddressFinder(
      { baseUrl: await closedPort(), key: KEY, secret: SECRET },
      { counts: new PartnerCallCounts(), sleep: async () => {} },
    );
    const error = await failureOf(refused.autocomplete('AU', '13 neville st', 5));
    await refused.close();
    expect(error.details).toMatchObject({
      class: 'unavailable',
      reason: 'unreachable',
      cause: 'ECONNREFUSED',
    });
    expect(JSON.stringify(error.details)).not.toMatch(/neville|ADDRESSFINDER-KEY/);
  });
});
