import { theSampleCustomer } from './testing/accounts-test-support';
import { anonymous, aTestServer } from './testing/test-server';
import type { GraphqlContext } from './context';

const INDUSTRIES = 'query { industries { docId name } }';
const SUB_DIVISIONS = 'query ($param: String!) { subDivisions(param: $param) { docId name } }';
const SUB_GROUPS = `query ($industryId: String!, $subDivisionId: String!) {
  subGroups(industryId: $industryId, subDivisionId: $subDivisionId) { docId name } }`;

async function anApi() {
  const sample = await theSampleCustomer();
  const { server } = aTestServer({ accounts: sample.accounts });
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
  return { call, signedIn: sample.context };
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
