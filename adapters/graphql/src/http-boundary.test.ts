import { HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import { REQUEST_LIMITS } from './request-limits';
import { anonymous, aTestServer } from './testing/test-server';

const { server } = aTestServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

async function post(body: unknown, contentType = 'application/json') {
  const request: HTTPGraphQLRequest = {
    method: 'POST',
    headers: new HeaderMap([['content-type', contentType]]),
    search: '',
    body,
  };
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: request,
    context: async () => anonymous,
  });
  const text = response.body.kind === 'complete' ? response.body.string : '';
  return { status: response.status ?? 200, text };
}

function firstErrorCode(text: string): unknown {
  return (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions
    ?.code;
}

describe('requests the API refuses with a 4xx, never a 500', () => {
  it.each([
    ['a body that is not an object', 'query { industries { name } }'],
    ['a body without a query', { variables: {} }],
    ['a query that is not a string', { query: 42 }],
    ['a batch, which the API does not accept', [{ query: '{ industries { name } }' }]],
  ])('%s', async (_case, body) => {
    const { status } = await post(body);

    expect(status).toBe(400);
  });

  it('a document that does not parse', async () => {
    const { status, text } = await post({ query: 'query { getOrgProfilesByDomain(' });

    expect(status).toBe(400);
    expect(firstErrorCode(text)).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('an operation name the document does not hold', async () => {
    const { status, text } = await post({
      query: 'query Branding { getOrgProfilesByDomain(domain: "x") { orgId } }',
      operationName: 'Missing',
    });

    expect(status).toBe(400);
    expect(firstErrorCode(text)).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it('a field the contract does not have', async () => {
    const { status, text } = await post({ query: '{ deleteEverything }' });

    expect(status).toBe(400);
    expect(firstErrorCode(text)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('an argument of the wrong type, written in the document', async () => {
    const { status, text } = await post({ query: '{ getOrgProfilesByDomain(domain: 42) { orgId } }' });

    expect(status).toBe(400);
    expect(firstErrorCode(text)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('an argument of the wrong type, sent as a variable', async () => {
    const { status, text } = await post({
      query: 'query Branding($domain: String!) { getOrgProfilesByDomain(domain: $domain) { orgId } }',
      variables: { domain: { nested: true } },
    });

    expect(status).toBe(400);
    expect(firstErrorCode(text)).toBe('BAD_USER_INPUT');
  });

  it('the deepest query the contract allows is within the depth limit', async () => {
    const deepest =
      'mutation { updateShortlists(userId: "u", shortlists: []) { results { vehicleApplication { scoreboard { wetSignature { documents { documentMLA { uploadFile { uuid } } } } } } } } }';

    const { status, text } = await post({ query: deepest });

    expect(status).toBe(200);
    // It passed validation and reached the operation guard, which wants a signed-in user.
    expect(firstErrorCode(text)).toBe('UNAUTHENTICATED');
  });

  it('a document with more tokens than the limit', async () => {
    const fields = Array.from({ length: REQUEST_LIMITS.maxTokens }, () => 'orgId').join(' ');
    const { status, text } = await post({ query: `{ getOrgProfilesByDomain(domain: "x") { ${fields} } }` });

    expect(status).toBe(400);
    expect(firstErrorCode(text)).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('more aliases than the limit', async () => {
    const aliases = Array.from(
      { length: REQUEST_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: industries { name }`,
    );
    const { status } = await post({ query: `{ ${aliases.join(' ')} }` });

    expect(status).toBe(400);
  });

  it('a GET without a preflight header (CSRF prevention)', async () => {
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'GET',
        headers: new HeaderMap(),
        search: 'query=%7B%20industries%20%7B%20name%20%7D%20%7D',
        body: undefined,
      },
      context: async () => anonymous,
    });

    expect(response.status).toBe(400);
  });
});
