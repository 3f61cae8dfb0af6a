import { HeaderMap } from '@apollo/server';
import { DOCUMENT_TOO_DEEP_MESSAGE } from './errors/format-error';
import { INPUT_LIMITS, variablesProblem } from './input-guard';
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
