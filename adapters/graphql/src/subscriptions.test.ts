import { HeaderMap } from '@apollo/server';
import { DOCUMENT_TOO_DEEP_MESSAGE } from './errors/format-error';
import { REQUEST_LIMITS } from './request-limits';
import { subscriptionServing, type SubscribeRequest } from './subscriptions';
import { anonymous, aTestServer, CollectingLog, testServerDependencies } from './testing/test-server';

// The WebSocket's input boundary (decision 2010): what HTTP refuses before anything runs, the
// WebSocket refuses with the same code, and none of it is logged as an internal error.

const DECISION = 'subscription ($id: ID!) { creditDecision(applicationId: $id) { status } }';

const log = new CollectingLog();
const serving = subscriptionServing(testServerDependencies({ log }));
const { server } = aTestServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
afterEach(() => {
  expect(log.entries).toEqual([]);
});

/** The codes the WebSocket answers a subscribe with, formatted as they leave. */
function overTheSocket(request: SubscribeRequest): (string | undefined)[] | 'admitted' {
  const admitted = serving.admit(request);
  if (!Array.isArray(admitted)) return 'admitted';
  return serving.formatErrors(admitted).map((error) => error.extensions?.code as string | undefined);
}

/** The codes Apollo answers the same document and variables with over HTTP. */
async function overHttp(request: SubscribeRequest): Promise<(string | undefined)[]> {
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: 'POST',
      headers: new HeaderMap([['content-type', 'application/json']]),
      search: '',
      body: request,
    },
    context: async () => anonymous,
  });
  const text = response.body.kind === 'complete' ? response.body.string : '{}';
  const { errors = [] } = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  return errors.map((error) => error.extensions?.code);
}

const deeplyNested = `subscription { creditDecision(applicationId: ${'['.repeat(2_400)}"x"${']'.repeat(2_400)}) { status } }`;

describe('a subscribe the boundary refuses, with the code HTTP answers', () => {
  it.each<[string, SubscribeRequest]>([
    ['a NUL in the id', { query: DECISION, variables: { id: 'app\u0000-1' } }],
    ['a lone surrogate in the id', { query: DECISION, variables: { id: '\uD800' } }],
    [
      'a NUL written into the document',
      { query: 'subscription { creditDecision(applicationId: "a\\u0000b") { status } }' },
    ],
    ['a list for the id', { query: DECISION, variables: { id: ['app-1'] } }],
    ['an object for the id', { query: DECISION, variables: { id: { nested: true } } }],
    ['no id', { query: DECISION, variables: {} }],
    ['a syntax error', { query: 'subscription { creditDecision(' }],
    ['an unknown field', { query: 'subscription { creditDecisions(applicationId: "a") { status } }' }],
    [
      'an unknown argument',
      { query: 'subscription { creditDecision(applicationId: "a", x: 1) { status } }' },
    ],
    [
      'two root fields',
      {
        query:
          'subscription { a: creditDecision(applicationId: "a") { status } b: creditDecision(applicationId: "b") { status } }',
      },
    ],
    [
      'an operation name the document does not hold',
      { query: DECISION, operationName: 'Missing', variables: { id: 'a' } },
    ],
    [
      'two operations and no name',
      { query: `${DECISION} subscription Other { creditDecision(applicationId: "a") { status } }` },
    ],
    [
      'variables nested too deeply',
      { query: DECISION, variables: { id: JSON.parse(`${'['.repeat(30)}"x"${']'.repeat(30)}`) } },
    ],
    [
      'more tokens than the limit',
      {
        query: `subscription { creditDecision(applicationId: "a") { ${'status '.repeat(REQUEST_LIMITS.maxTokens)} } }`,
      },
    ],
    ['literals nested past the parser', { query: deeplyNested }],
  ])('%s', async (_case, request) => {
    const codes = overTheSocket(request);
    expect(codes).not.toBe('admitted');
    expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
    expect(codes).toEqual(await overHttp(request));
  });

  it('names no field of the schema in its answer', () => {
    const refused = serving.admit({ query: 'subscription { creditDecisio(applicationId: "a") { status } }' });
    expect(JSON.stringify(serving.formatErrors(refused as never))).not.toMatch(/Did you mean|creditDecision/);
  });

  it('answers a document nested past the parser as HTTP does', () => {
    const refused = serving.admit({ query: deeplyNested });
    expect(serving.formatErrors(refused as never)).toEqual([
      { message: DOCUMENT_TOO_DEEP_MESSAGE, extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
    ]);
  });

  it('refuses a query or a mutation, which go over HTTP', () => {
    expect(overTheSocket({ query: '{ industries { name } }' })).toEqual(['BAD_REQUEST']);
    expect(overTheSocket({ query: 'mutation { logout }' })).toEqual(['BAD_REQUEST']);
  });
});

it('admits a well-formed subscription with its variables', () => {
  expect(serving.admit({ query: DECISION, variables: { id: 'app-1' } })).toMatchObject({
    variableValues: { id: 'app-1' },
  });
});
