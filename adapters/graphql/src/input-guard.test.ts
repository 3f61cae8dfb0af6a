import { HeaderMap } from '@apollo/server';
import { DOCUMENT_TOO_DEEP_MESSAGE } from './errors/format-error';
import { aCallbackRequest } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { aLeadsWorld } from '@lease-portal/domain/src/leads/testing/leads-world';
import { INPUT_LIMITS, variablesProblem, withFreeTextCleaned } from './input-guard';
import { leadsDependenciesOf } from './testing/leads-test-support';
import { anonymous, aTestServer } from './testing/test-server';

const { server, log } = aTestServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

async function post(body: unknown) {
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: 'POST',
      headers: new HeaderMap([['content-type', 'application/json']]),
      search: '',
      body,
    },
    context: async () => anonymous,
  });
  const text = response.body.kind === 'complete' ? response.body.string : '';
  const errors = (JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] })
    .errors;
  return {
    status: response.status ?? 200,
    codes: errors?.map((e) => e.extensions?.code),
    messages: errors?.map((e) => e.message),
  };
}

const passwordReset = (email: unknown) => ({
  query: 'mutation Reset($email: String!) { requestPasswordReset(email: $email) }',
  variables: { email },
});
const models = (makes: unknown) => ({
  query: 'query Models($makes: [String!]!) { vehicleModels(countryCode: AU, makes: $makes) { make } }',
  variables: { makes },
});

function nested(depth: number): unknown {
  let value: unknown = 'Toyota';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('input every operation refuses at the boundary, with BAD_USER_INPUT and 400', () => {
  it.each([
    ['a NUL character', passwordReset('sam\u0000@example.com')],
    ['a lone high surrogate', passwordReset('sam\uD800@example.com')],
    ['a lone low surrogate', passwordReset('\uDC00sam@example.com')],
    [
      'a NUL character in an object key',
      { ...models(['Toyota']), variables: { makes: ['Toyota'], ['x\u0000']: 1 } },
    ],
    [
      'a NUL character written into the document',
      { query: 'mutation { requestPasswordReset(email: "a\\u0000b@example.com") }' },
    ],
    [
      `a list of more than ${INPUT_LIMITS.maxListLength} items written into the document`,
      {
        query: `query { vehicleModels(countryCode: AU, makes: [${'"Kia" '.repeat(201)}]) { make } }`,
      },
    ],
    ['input nested 10,000 deep', models(nested(10_000))],
    [
      `a list of more than ${INPUT_LIMITS.maxListLength} items`,
      models(Array.from({ length: 201 }, () => 'Toyota')),
    ],
    [
      'more invalid values than variables are coerced for',
      models(Array.from({ length: 120 }, () => ({ make: 1 }))),
    ],
  ])('%s', async (_case, body) => {
    const { status, codes } = await post(body);
    expect(status).toBe(400);
    expect(codes).toEqual(['BAD_USER_INPUT']);
    expect(log.entries).toEqual([]);
  });

  it('refuses a document each time it is asked, though the server looks at its text only once', async () => {
    const body = { query: 'mutation { requestPasswordReset(email: "a\\u0000b@example.com") }' };
    for (let time = 0; time < 3; time += 1) expect((await post(body)).codes).toEqual(['BAD_USER_INPUT']);
  });

  it('keeps text with emoji, accents and right-to-left marks, which PostgreSQL stores', async () => {
    expect(variablesProblem({ name: 'Zoë 🚚 \u200fشركة', list: ['Māori', '👩‍🔧'] })).toBeUndefined();
    const { status } = await post(passwordReset('zoë🚚@example.com'));
    expect(status).toBe(200);
  });

  it('keeps the nesting and list lengths real clients send', () => {
    expect(
      variablesProblem({
        enquiry: { shortlists: Array.from({ length: 3 }, () => ({ pair: [{ make: 'Kia' }] })) },
      }),
    ).toBeUndefined();
    expect(variablesProblem({ makes: nested(INPUT_LIMITS.maxDepth - 1) })).toBeUndefined();
  });
});

it('answers a document whose literals are nested too deeply to parse with 400, in its own words', async () => {
  const depth = 2_400;
  const { status, codes, messages } = await post({
    query: `query { vehicleModels(countryCode: AU, makes: ${'['.repeat(depth)}"Kia"${']'.repeat(depth)}) { make } }`,
  });
  expect(status).toBe(400);
  expect(codes).toEqual(['GRAPHQL_PARSE_FAILED']);
  expect(messages).toEqual([DOCUMENT_TOO_DEEP_MESSAGE]);
});

describe('the schema stays private', () => {
  it('answers an unknown field without suggesting the fields it has', async () => {
    const { status, messages } = await post({ query: '{ rateBok { rows { make } } }' });
    expect(status).toBe(400);
    expect(messages?.join(' ')).not.toMatch(/Did you mean|rateBook/);
  });

  it.each([
    [
      'input field',
      'query Q($f: RateBookFilter!) { rateBook(filter: $f) { __typename } }',
      { f: { budgettype: 'monthly' } },
      /budgetType/,
    ],
    [
      'enum value',
      'query Q($c: Region!) { vehicleModels(countryCode: $c, makes: ["Toyota"]) { make } }',
      { c: 'AUU' },
      /"AU"/,
    ],
  ])(
    'answers a variable with a misspelt %s without suggesting the name it has',
    async (_case, query, variables, name) => {
      const { status, codes, messages } = await post({ query, variables });
      expect(status).toBe(400);
      expect(codes).toEqual(['BAD_USER_INPUT']);
      expect(messages?.join(' ')).not.toMatch(/Did you mean/);
      expect(messages?.join(' ')).not.toMatch(name);
    },
  );

  it('shows no landing page to a browser', async () => {
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'GET',
        headers: new HeaderMap([['accept', 'text/html']]),
        search: '',
        body: undefined,
      },
      context: async () => anonymous,
    });
    const text = response.body.kind === 'complete' ? response.body.string : '';
    expect(text).not.toMatch(/<html|<!doctype/i);
    expect(response.status).toBe(400);
  });
});

describe('control characters in free text, taken out at the boundary for every operation', () => {
  const HOSTILE = 'Sam\u001b]0;pwned\u0007\u001b[2J\u001b[31m FAKE\u001b[0m\u009b31m\u007f\u0085\u0008';
  const CALLBACK = `mutation ($p: RequestCallbackInput!) { sendRequestCallback(payload: $p) { status } }`;

  function aLeadsApi() {
    const world = aLeadsWorld();
    const { server: api } = aTestServer({ leads: leadsDependenciesOf(world) });
    const call = async (query: string, variables?: Record<string, unknown>) => {
      const response = await api.executeOperation({ query, variables }, { contextValue: anonymous });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return response.body.singleResult;
    };
    return { world, call };
  }

  it('strips escape sequences, C0, DEL and C1 from a one-line field, keeping tabs and line breaks only in a message', async () => {
    const { world, call } = aLeadsApi();
    const answer = await call(CALLBACK, {
      p: aCallbackRequest({ firstName: HOSTILE, message: 'After 3pm\r\nor\tbefore 9am\u001b[2J' }),
    });
    expect(answer.errors).toBeUndefined();
    // The call-back reaches the dialler by its queued job (decision 2118).
    await world.workOffDueJobs();
    expect(world.dialler.received[0]).toMatchObject({
      firstName: 'Sam FAKE',
      message: 'After 3pm\nor\tbefore 9am',
    });
  });

  it('strips them from text written into the document too, every time the same text is sent', async () => {
    const { world, call } = aLeadsApi();
    const text = `mutation {
      sendRequestCallback(payload: {
        firstName: "Sam\\u001b[2J\\u001b]2;title\\u0007", lastName: "Rider\\nJones", contactNumber: "+64 21 234 567",
        email: "sam@fleetco.example", message: "one\\r\\ntwo\\u009b1m", domain: "lease.fleetco.com.au"
      }) { status }
    }`;
    for (const answer of [await call(text), await call(text)]) expect(answer.errors).toBeUndefined();
    await world.workOffDueJobs();
    expect(world.dialler.received).toHaveLength(2);
    for (const lead of world.dialler.received) {
      expect(lead).toMatchObject({ firstName: 'Sam', lastName: 'Rider Jones', message: 'one\ntwo' });
    }
  });

  it('has one rule: only the multi-line fields keep line breaks, and a password is left as typed', () => {
    expect(
      withFreeTextCleaned({
        business: { website: 'https://x.example\u001b[2J\n', description: 'a\nb\u001b[1m' },
        password: 'Pass\u0001word',
      }),
    ).toEqual({
      business: { website: 'https://x.example ', description: 'a\nb' },
      password: 'Pass\u0001word',
    });
  });
});
