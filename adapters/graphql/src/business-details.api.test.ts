import { InMemoryAddressFinder } from '@lease-portal/domain/src/addresses/testing/in-memory-address-finder';
import { theSampleCustomer } from './testing/accounts-test-support';
import { businessDetailsDependenciesOf } from './testing/business-details-test-support';
import { anonymous, aTestServer } from './testing/test-server';
import type { GraphqlContext } from './context';

const INDUSTRIES = 'query { industries { docId name } }';
const SUB_DIVISIONS = 'query ($param: String!) { subDivisions(param: $param) { docId name } }';
const SUB_GROUPS = `query ($industryId: String!, $subDivisionId: String!) {
  subGroups(industryId: $industryId, subDivisionId: $subDivisionId) { docId name } }`;
const SUGGESTIONS = `query ($query: String!, $countries: [Region!]) {
  addressSuggestions(query: $query, countries: $countries) { id fullAddress country } }`;
const DETAILS = `query ($id: ID!) { addressDetails(id: $id) {
  id fullAddress subPremise streetNo streetName suburb state postCode country countryCode } }`;

async function anApi() {
  const sample = await theSampleCustomer();
  const finder = new InMemoryAddressFinder();
  const { server } = aTestServer({
    accounts: sample.accounts,
    businessDetails: businessDetailsDependenciesOf(finder),
  });
  const call = async (query: string, variables: Record<string, unknown>, contextValue: GraphqlContext) => {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
      data: data as Record<string, any> | null | undefined,
      code: errors?.[0]?.extensions?.code,
      errors,
    };
  };
  return { call, finder, signedIn: sample.context };
}

describe('industries, subDivisions and subGroups (ANZSIC 2006)', () => {
  it('answers the three levels to a signed-in user', async () => {
    const { call, signedIn } = await anApi();
    const industries = (await call(INDUSTRIES, {}, signedIn)).data!.industries;
    expect(industries).toHaveLength(19);
    expect(industries).toContainEqual({ docId: 'E', name: 'Construction' });
    expect((await call(SUB_DIVISIONS, { param: 'E' }, signedIn)).data!.subDivisions).toEqual([
      { docId: '30', name: 'Building Construction' },
      { docId: '31', name: 'Heavy and Civil Engineering Construction' },
      { docId: '32', name: 'Construction Services' },
    ]);
    expect(
      (await call(SUB_GROUPS, { industryId: 'E', subDivisionId: '30' }, signedIn)).data!.subGroups,
    ).toEqual([
      { docId: '301', name: 'Residential Building Construction' },
      { docId: '302', name: 'Non-Residential Building Construction' },
    ]);
  });

  it('answers empty lists for unknown ids or a sub division of another industry', async () => {
    const { call, signedIn } = await anApi();
    expect((await call(SUB_DIVISIONS, { param: 'nothing' }, signedIn)).data!.subDivisions).toEqual([]);
    expect(
      (await call(SUB_GROUPS, { industryId: 'A', subDivisionId: '30' }, signedIn)).data!.subGroups,
    ).toEqual([]);
  });

  it('refuses an overlong id as bad input', async () => {
    const { call, signedIn } = await anApi();
    const answer = await call(SUB_DIVISIONS, { param: 'E'.repeat(101) }, signedIn);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ param: [expect.any(String)] });
  });

  it.each([
    ['industries', INDUSTRIES, {}],
    ['subDivisions', SUB_DIVISIONS, { param: 'E' }],
    ['subGroups', SUB_GROUPS, { industryId: 'E', subDivisionId: '30' }],
  ])('%s needs a signed-in user', async (_name, query, variables) => {
    const { call } = await anApi();
    expect((await call(query, variables, anonymous)).code).toBe('UNAUTHENTICATED');
  });
});

describe('addressSuggestions and addressDetails', () => {
  it('suggests AU and NZ addresses by default, then gives the chosen one in parts', async () => {
    const { call, signedIn } = await anApi();
    const suggestions = (await call(SUGGESTIONS, { query: '12 queen' }, signedIn)).data!.addressSuggestions;
    expect(suggestions).toEqual([
      { id: 'AU:au-2', fullAddress: 'Unit 4, 12 Queen Street, Brisbane City QLD 4000', country: 'AU' },
      { id: 'NZ:nz-1', fullAddress: '12 Queen Street, Auckland Central, Auckland 1010', country: 'NZ' },
    ]);
    expect((await call(DETAILS, { id: 'AU:au-2' }, signedIn)).data!.addressDetails).toEqual({
      id: 'AU:au-2',
      fullAddress: 'Unit 4, 12 Queen Street, Brisbane City QLD 4000',
      subPremise: 'Unit 4',
      streetNo: '12',
      streetName: 'Queen Street',
      suburb: 'Brisbane City',
      state: 'qld',
      postCode: '4000',
      country: 'Australia',
      countryCode: 'AU',
    });
  });

  it('restricts to the countries asked, and answers nothing below 3 characters', async () => {
    const { call, signedIn } = await anApi();
    expect(
      (await call(SUGGESTIONS, { query: 'queen', countries: ['NZ'] }, signedIn)).data!.addressSuggestions,
    ).toEqual([expect.objectContaining({ id: 'NZ:nz-1' })]);
    expect((await call(SUGGESTIONS, { query: 'qu' }, signedIn)).data!.addressSuggestions).toEqual([]);
  });

  it('answers null for an unknown id', async () => {
    const { call, signedIn } = await anApi();
    expect((await call(DETAILS, { id: 'AU:nothing' }, signedIn)).data!.addressDetails).toBeNull();
    expect((await call(DETAILS, { id: 'nothing' }, signedIn)).data!.addressDetails).toBeNull();
  });

  it('refuses overlong text and a country outside AU and NZ as bad input', async () => {
    const { call, signedIn } = await anApi();
    const long = await call(SUGGESTIONS, { query: 'q'.repeat(201) }, signedIn);
    expect(long.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.fields).toEqual({ query: [expect.any(String)] });
    expect((await call(DETAILS, { id: 'AU:'.padEnd(101, 'x') }, signedIn)).code).toBe('BAD_USER_INPUT');
    expect((await call(SUGGESTIONS, { query: 'queen', countries: ['US'] }, signedIn)).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('answers PARTNER_UNAVAILABLE when the address service cannot answer', async () => {
    const { call, finder, signedIn } = await anApi();
    finder.failNext = true;
    expect((await call(SUGGESTIONS, { query: 'queen street' }, signedIn)).code).toBe('PARTNER_UNAVAILABLE');
  });

  it.each([
    ['addressSuggestions', SUGGESTIONS, { query: 'queen street' }],
    ['addressDetails', DETAILS, { id: 'AU:au-1' }],
  ])('%s needs a signed-in user', async (_name, query, variables) => {
    const { call } = await anApi();
    expect((await call(query, variables, anonymous)).code).toBe('UNAUTHENTICATED');
  });
});
