import http from 'node:http';
import path from 'node:path';
import { InMemoryCache, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { createApolloClient } from '../app/apollo-client';

/**
 * The web app's side of its contract with the API (decision 0950): one pact file, one interaction per
 * operation and outcome, each played through the app's own Apollo client. A feature's pact test needs
 * only `webApiPact()`, `interaction(...)` and the matchers below.
 */
export const { like, eachLike, regex, integer, decimal, number, boolean, fromProviderState, reify } =
  MatchersV3;

export const CONSUMER = 'LeasePortalWeb';
export const PROVIDER = 'LeasePortalApi';

/** Pact files live with the other contracts, in the contracts workspace. */
export const pactDir = path.join(
  path.dirname(require.resolve('@lease-portal/contracts/package.json')),
  'pacts',
);
export const pactFile = path.join(pactDir, `${CONSUMER}-${PROVIDER}.json`);

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/** One pact per test file; every file writes into the same pact file, merged by operation and state. */
export function webApiPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactDir, logLevel: 'warn' });
}

/** The document exactly as the app's client sends it: the cache adds __typename to each selection. */
export function documentAsSent(document: DocumentNode): string {
  return print(new InMemoryCache().transformDocument(document));
}

export function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation?.name) throw new Error('a web operation document holds one named operation');
  return operation;
}

/**
 * The hosts the provider answers to: its demo organisations (decision 0910), and the domain of the
 * fully branded profile a provider state saves.
 */
export const HOSTS = {
  au: 'au.localhost:3000',
  nz: 'nz.localhost:3000',
  branded: 'portal.example.org',
} as const;
export type HostName = keyof typeof HOSTS;

/**
 * The provider states the pacts name (the API's contracts/provider-states.ts arranges each). A
 * signed-in state signs its user in on the AU demo organisation and hands over `sessionToken`,
 * `userId` and `applicationId`.
 */
export const STATES = {
  demoOrganisations: 'the demo organisations exist',
  calculatorCustomer: 'a customer with a calculator application',
  /** Hands over the `sessionToken` of a session the customer ended by signing out. */
  customerSignedOut: 'a customer whose session has ended',
  customerWithPassword: 'a customer with a password',
  customerWithResetLink: 'a customer was e-mailed a password reset link',
  /** With `{ status }`: the application moved up to that step; without, a quote not yet opened. */
  officer: 'an officer of a standard quoted application',
  officerWhoSignedTheQuote: 'an officer who signed the quote',
  /** At businessDetails, the sandbox register's Yarra Digital Consulting Pty Ltd confirmed. */
  officerWhoConfirmedTheBusiness: 'an officer who confirmed the business',
  /** Hands over `uuid`: a statement's bytes PUT to its upload URL, not yet saved. */
  officerWhoUploadedAFile: 'an officer who uploaded a file',
  /** Hands over `addressId`: the sandbox's first suggestion for 'collins st melbourne'. */
  officerLookingUpAnAddress: 'an officer looking up an address',
  officerWhoSavedTheCreditSteps: "an officer who saved the credit application's steps",
  officerWithASecondOfficerToName:
    'an officer who confirmed the business and themselves, with a second officer to name',
  /** At approvals; hands over `frontUuid` and `backUuid`: their licence's sides uploaded and saved as files. */
  officerWhoUploadedTheirLicence: 'an officer at the identity check who uploaded their licence',
  /** The same, the licence also kept with their identity check (saveDrivingLicense). */
  officerWhoSavedTheirLicence: 'an officer at the identity check who saved their licence',
  /** With `{ signing }` ('electronic' or 'wet'): at reviewAndSignContract, the credit approved. */
  officerReadyToSign: 'an officer whose approved lease is ready to sign',
  /** Hands over `uuid`: a signed PDF's bytes PUT to its upload URL (kind signedDocument), paper signing. */
  officerWhoUploadedASignedDocument: 'an officer who uploaded a signed lease document',
  /** Paper signing in AU without a guarantee: the agreement, direct debit and quote in their slots. */
  officerWhoUploadedEverySignedDocument: 'an officer who uploaded every signed lease document',
  /** The same documents submitted and accepted by staff: the lease is finished (decision 2091). */
  officerWhoseLeaseIsComplete: 'an officer whose lease signed on paper is complete',
  /** At approvals; hands over `creditCheckParam`, creditCheck's name for the application (journey §7). */
  officerWithCreditCheckParam: 'an officer whose credit check has not been submitted',
  /** At approvals, the ID check confirmed and the privacy consent given: Confirm & Submit comes next. */
  officerWhoseReviewAwaitsSubmission: 'an officer whose review awaits its submission',
  /** At reviewAndSignContract, the credit check on hold for Authorised Officer (2), who has not started. */
  officerOnHoldForTheSecond:
    'an officer whose application is on hold for a second officer who has not started',
} as const;

export const officerAt = (status: 'orderVerification' | 'businessDetails') => ({
  state: STATES.officer,
  params: { status },
});

/** What a provider state hands the request: the signed-in user's session token and ids it created. */
export const fromState = <V>(name: string, example: V) => fromProviderState(`\${${name}}`, example);

/**
 * A signed-in browser sends its session in the HttpOnly cookie (decision 0711); the consumer cannot
 * know a real token, so the provider state that signs the user in hands it over as `sessionToken`.
 */
export const SESSION_COOKIE_EXAMPLE = 'lp_session=pact-session-token';
const sessionCookie = fromProviderState('lp_session=${sessionToken}', SESSION_COOKIE_EXAMPLE);

export const typename = (name: string) => ({ __typename: name });

/** How a resolver refuses (decision 0301): the code the page branches on, and a message. */
export function refusal(code: string, message: string, extensions: Record<string, unknown> = {}) {
  return {
    errors: eachLike({ message: like(message), extensions: { code, ...extensions } }),
    data: null,
  };
}

interface InteractionSpec<TData, TVariables> {
  /** The provider state, with parameters when the state needs them. */
  given: string | { state: string; params: Record<string, string> };
  uponReceiving: string;
  document: TypedDocumentNode<TData, TVariables>;
  /** Variables as sent; a value may be a matcher (fromState for ids the state creates). */
  variables?: Record<string, unknown>;
  /** The page's host, for operations that find the organisation by the Host header. */
  host?: HostName;
  /** Sends the session cookie of the state's signed-in user. */
  signedIn?: boolean;
  /** The answer's body: `{ data: ... }`, or `refusal(...)`. */
  respondWith: Record<string, unknown>;
}

type Run<TData, TVariables> = (call: {
  client: ApolloClient;
  /** The example variables, as the test sends them. */
  variables: TVariables;
  document: TypedDocumentNode<TData, TVariables>;
}) => Promise<void>;

/**
 * One interaction: the operation as the app sends it (with the Host and session cookie a browser
 * would send), answered as the contract says, then `run` calls it through the app's real client.
 */
export function interaction<TData, TVariables>(pact: PactV4, spec: InteractionSpec<TData, TVariables>) {
  const operation = operationOf(spec.document);
  const name = operation.name!.value;
  const headers: Record<string, unknown> = {};
  if (spec.host) headers['host'] = HOSTS[spec.host];
  if (spec.signedIn) headers['cookie'] = sessionCookie;
  const given = typeof spec.given === 'string' ? { state: spec.given, params: undefined } : spec.given;

  const withRequest = pact
    .addGraphQLInteraction()
    .given(given.state, given.params)
    .uponReceiving(spec.uponReceiving)
    .withOperation(name)
    .withVariables((spec.variables ?? {}) as never)
    .withRequest('POST', '/graphql', (request) => request.headers(headers as never));
  const query = documentAsSent(spec.document);
  const withBody =
    operation.operation === 'mutation' ? withRequest.withMutation(query) : withRequest.withQuery(query);

  return {
    executeTest: (run: Run<TData, TVariables>) =>
      withBody
        .willRespondWith(200, (response) =>
          response
            .headers({
              'content-type': regex('application/(graphql-response\\+)?json.*', 'application/json'),
            })
            .jsonBody(spec.respondWith),
        )
        .executeTest(async (mockServer) => {
          const sent: Record<string, string> = {};
          if (spec.host) sent['host'] = HOSTS[spec.host];
          if (spec.signedIn) sent['cookie'] = SESSION_COOKIE_EXAMPLE;
          const client = createApolloClient(`${mockServer.url}/graphql`, fetchWithHeaders(sent));
          await run({
            client,
            variables: reify(spec.variables ?? {}) as TVariables,
            document: spec.document,
          });
        }),
  };
}

/**
 * The browser sets Host and the cookie itself; Node's fetch overwrites a Host header, so the test
 * sends the request over node:http, which keeps both as given.
 */
function fetchWithHeaders(extra: Record<string, string>): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    Object.assign(headers, extra);
    const body = typeof init.body === 'string' ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(url, { method: init.method ?? 'GET', headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(answer.headers)) {
            if (typeof value === 'string') responseHeaders.set(key, value);
          }
          resolve(
            new Response(Buffer.concat(chunks), {
              status: answer.statusCode ?? 500,
              headers: responseHeaders,
            }),
          );
        });
        answer.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }) as typeof fetch;
}
