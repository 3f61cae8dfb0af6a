import { createPrivateKey } from 'node:crypto';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { ESignatureError, type ESignature } from '@lease-portal/domain';
import { aWitnessedLeaseEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-witnessed-lease-envelope';
import { InMemoryEnvelopeSendClaims } from '@lease-portal/domain/src/e-signature/testing/in-memory-envelope-send-claims';
import { everyPortMethodPlayed } from '../../testing/every-port-method-played';
import { docuSignESignature } from './docusign-connection';
import { DOCUSIGN_EXAMPLES as EX, DOCUSIGN_PACT } from './docusign-pact';

const { like, eachLike, integer, boolean, regex, url, fromProviderState } = MatchersV3;

// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

/**
 * The DocuSign adapter's side of its contract with DocuSign (decision 2103): the real
 * `DocuSignESignature`, its JWT grant and partner layer, against Pact's mock server standing for both
 * the account server and the account's base URI. Every call the adapter makes is an interaction; the
 * provider side replays them against the portal's DocuSign sandbox, and tools checks their paths and
 * field names against DocuSign's SDK.
 */

/**
 * A key pair made for this test only (it signs nothing else), so that the assertion the mock server
 * receives is the same every run, the clock being fixed too.
 */
const TEST_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCn7NYuIDNWvLYz
9y4XeS5UeDZC96gTkDIX/XzZveyUoEIRYETqLJ+9oKen68PkeyEkYY3GMKUzgu8A
Rk0x9Qj4bWbVD+cPTDjPFlcEXOqP7FU0JAz3FHEEW7xlS2ChOuAcooOG7KriKSNm
bvvJU1lVIqoWUW0bHxMAN/dEPII3KC2hbaqwarYNgVzwghSBBI9tSen3E6AAI1B5
Ci+qwI6tCr7LEXAzosiK8jFj1Yy6jHRDT+Za9lwMLzwDHVXKs1PQDKmQho9DYqpn
qUcF/sU6vF141+7lUeqc7h0ld0FI53LgoTWmOE5kbHNQrAWWoUNJpXeGUwHMhhK1
C45cWY+3AgMBAAECgf98TVQ90JgwHIDC9rWnqowg+tsvtyMzWAm8uGcyxuPZIMfH
FPvuXBnixIlWQ6898ecWhx/rFRc0ijdgfKmn0TpSqqj0DlF7gXCL2n2PPThkUQzB
C+6M9xSxpTZPxPxCXNKIX8P8nDPiNZF+waif3pLB8mb1HlElQltOTh8644+AQ4p2
KUBSbTnJ3SlHXV8IbkpfLxbQ6tYIDrrZkunwKiw7hpAedyl+H6dt7rW4UzKudKGU
v+uRAO1KKUePP67OQZ/YheW+P1lvWXCwmSjwoeWpt4ueINXUz3zyKmSN7JhiUx7z
gJ+ouvylYkZ4RGep5u2mDahwseoBu+oGqTIoyYkCgYEA1JE3rUliPpgDDSEB9FhE
QPfEpmWPovbPT/iVKIUQE95bM1TGfR13ddff4Axj0EbBVAXeWBbxGZ9VAJTVEwzg
5og2f3UK4wjjtvBMFt+Y4ELDRcJZqOy/CaGJxtWnRRCbtUGRc88Qx5WPp0MJDbz4
4McQFztnR+QKLhD/ZbiEex8CgYEAyjyEuzrjQHSyY+Gz7v0dFU+6rZ2qSMHfeC79
ylbkVyWNX1yWOLc39WoBPjkAXo3t090DdCvOjlsr3pgfZ9F+Fq77qWj3KERb/uVp
jKL2qc3wtKSyWPBFcdwc9L+Cx8r6rbaJPTtR4imMhgC+1NHQHN54l7BwUEN4n2Rz
4Uiq8GkCgYEAquem8DhUOSdXLLMhMyfUmLec8HwvpEL0I8QliNKTPqZEhVzfybBr
X+AVK7pKdiatQbUGM6UebA9i9Hi1Z/+uwys5RfkAq9F15JwHUUytSYHkJq5AEEVo
w4GRmMAnIKxdxLnXDFmrkAx712taWCVbpL3n/gXQ4EhEtw0Liulz+tkCgYB0dAjS
b4Rwl0Ip9cvQ8HuQzApo8wMdRlZSNGz72LE/5WXU5dGy8v4MGXCBzf0CdaPffcMB
YEBfBOzsDpj3BVEf6r8LvF+mFkcLLjtrOmPjP609uCDiyeiTOfaKkMTUG3PiF9xL
IB90pgw/FarNjcvS8+BpKLZj4ZZR4lw/+8JDEQKBgQDUCAh+TwKLXMIoT3M/CTxQ
SkZa2SyHXkMHY4MfUgGqEtkH8FQhoDXAQxsxP60VyBHcGHgz+TZMhxtlZ2E/kUui
Pj4Axl/XCgfeJmwsMXBImEp5bIF3BR+35OywozO9lh8aO6e6QqwSNLd0VHEr9IGz
B3NLpQrGjyeROFjomBA6nQ==
-----END PRIVATE KEY-----`;

const NOW = new Date('2026-11-27T10:00:00.000Z');
const REFERENCE = 'app-1:lease';
const PDF = new TextEncoder().encode('%PDF-1.7\n%pact example\n%%EOF\n');
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$';
const GUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const JWT = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';
const EXAMPLE_ASSERTION =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzY29wZSI6InNpZ25hdHVyZSBpbXBlcnNvbmF0aW9uIn0.c2lnbmF0dXJl';

const { states } = DOCUSIGN_PACT;
const pact = new PactV4({
  consumer: DOCUSIGN_PACT.consumer,
  provider: DOCUSIGN_PACT.provider,
  dir: DOCUSIGN_PACT.dir,
  logLevel: 'warn',
});

/** The API's root for the state's account, and a path under it with the state's envelope (and more). */
const apiPath = (under = '') =>
  fromProviderState(
    `/restapi/v2.1/accounts/\${accountId}${under.replaceAll('{envelopeId}', '${envelopeId}')}`,
    `/restapi/v2.1/accounts/${EX.accountId}${under.replaceAll('{envelopeId}', EX.envelopeId)}`,
  );
const bearer = { authorization: regex('^Bearer \\S+$', `Bearer ${EX.accessToken}`) };
const docuSignRefusal = (errorCode: string, message: string) => ({ errorCode, message: like(message) });

/**
 * Every adapter first takes a token (the JWT grant) and asks which account it acts for: both are in
 * each test's mock server, under the state the API call that follows needs.
 */
function grantAndAccount(given: ReturnType<typeof state>) {
  pact
    .addInteraction()
    .given(given.state, given.params)
    .uponReceiving('a JWT grant for the integration, acting as its user')
    .withRequest('POST', '/oauth/token', (request) =>
      formBody(request, {
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: regex(JWT, EXAMPLE_ASSERTION),
      }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({
        access_token: like(EX.accessToken),
        token_type: 'Bearer',
        expires_in: integer(3600),
      }),
    );
  pact
    .addInteraction()
    .given(given.state, given.params)
    .uponReceiving("a request for the user's accounts")
    .withRequest('GET', '/oauth/userinfo', (request) => request.headers(bearer))
    .willRespondWith(200, (response) =>
      response.jsonBody({
        sub: like(EX.userId),
        accounts: eachLike({
          account_id: fromProviderState('${accountId}', EX.accountId),
          is_default: boolean(true),
          account_name: like('Lease Portal'),
          // The account's API lives here: the mock server itself in this test.
          base_uri: url([]),
        }),
      }),
    );
}

/**
 * A form body with matchers: Pact's core takes it as JSON and matches the form's fields by them, which
 * the JS builder's `body` (bytes, no matchers) cannot say.
 */
function formBody(request: V4RequestBuilder, fields: Record<string, unknown>): V4RequestBuilder {
  const { interaction } = request as unknown as {
    interaction: { withRequestBody(body: string, contentType: string): void };
  };
  interaction.withRequestBody(JSON.stringify(fields), 'application/x-www-form-urlencoded');
  return request;
}

function state(name: string, params?: Record<string, string>) {
  return { state: name, params };
}

/** Every method of the e-signature port, each to be asked of the adapter while an interaction is played. */
const played = everyPortMethodPlayed<ESignature>()([
  'sendEnvelope',
  'envelope',
  'recipientView',
  'correctRecipient',
  'signedDocuments',
  'voidEnvelope',
]);

/** The adapter as the portal builds it, on the mock server, with the test's key and clock; its calls recorded. */
function adapterOn(mockServer: V3MockServer) {
  return played.record(
    docuSignESignature({
      authServer: mockServer.url,
      integrationKey: EX.integrationKey,
      userId: EX.userId,
      privateKey: createPrivateKey(TEST_PRIVATE_KEY),
      claims: new InMemoryEnvelopeSendClaims(),
      clock: { now: () => new Date(NOW) },
      // One attempt each: the contract is about the calls, not the layer's retries.
      http: { maxAttempts: 1 },
    }),
  );
}

/** The text and full-name tabs of the witness, as DocuSign answers them with `include_tabs`. */
const witnessTabs = {
  fullNameTabs: eachLike({
    tabId: regex(GUID, '5d1b2c3a-0000-4000-8000-0000000007aa'),
    tabLabel: "Witness's full name",
    anchorString: '\\witness_name\\',
  }),
  textTabs: eachLike({
    tabId: fromProviderState('${tabId}', EX.tabId),
    tabLabel: "Witness's address",
    anchorString: '\\witness_address\\',
    value: like(''),
  }),
};

/** `GET …/recipients?include_tabs=true` of the lease's envelope, each recipient in `status`. */
function recipientsAnswer(status: 'sent' | 'completed') {
  const signed = status === 'completed' ? { signedDateTime: regex(ISO_INSTANT, NOW.toISOString()) } : {};
  return {
    signers: eachLike({
      recipientId: '1',
      name: 'Priya Raman',
      email: 'priya@example.com',
      routingOrder: '1',
      // An embedded recipient is answered with their client user id, which a correction repeats.
      clientUserId: 'u1',
      status,
      ...signed,
    }),
    witnesses: eachLike({
      recipientId: '3',
      name: 'Witness',
      email: 'priya@example.com',
      routingOrder: '2',
      clientUserId: 'u1:witness',
      roleName: 'Witness',
      witnessFor: '1',
      status,
      ...signed,
      tabs: witnessTabs,
    }),
    currentRoutingOrder: like('1'),
  };
}

/** `GET …/envelopes/{envelopeId}?include=custom_fields`: our reference in its hidden text field. */
function envelopeAnswer(status: string) {
  return {
    envelopeId: like(EX.envelopeId),
    status,
    customFields: {
      textCustomFields: eachLike({ name: 'leasePortalReference', value: like(REFERENCE), show: 'false' }),
    },
  };
}

/** The envelope's state and its recipients, as `envelope(id)` asks for them. */
function envelopeAndRecipients(given: ReturnType<typeof state>, status: 'sent' | 'completed') {
  pact
    .addInteraction()
    .given(given.state, given.params)
    .uponReceiving(`a request for a ${status} envelope with its custom fields`)
    .withRequest('GET', apiPath('/envelopes/{envelopeId}'), (request) =>
      request.headers(bearer).query({ include: 'custom_fields' }),
    )
    .willRespondWith(200, (response) => response.jsonBody(envelopeAnswer(status)));
  return pact
    .addInteraction()
    .given(given.state, given.params)
    .uponReceiving(`a request for the recipients of a ${status} envelope with their tabs`)
    .withRequest('GET', apiPath('/envelopes/{envelopeId}/recipients'), (request) =>
      request.headers(bearer).query({ include_tabs: 'true' }),
    )
    .willRespondWith(200, (response) => response.jsonBody(recipientsAnswer(status)));
}

/** The search by our reference over the last 30 days, oldest first. */
function searchByReference(given: ReturnType<typeof state>, found: boolean) {
  return pact
    .addInteraction()
    .given(given.state, given.params)
    .uponReceiving(`a search for the envelope of a reference ${found ? 'sent' : 'not sent'} before`)
    .withRequest('GET', apiPath('/envelopes'), (request) =>
      request.headers(bearer).query({
        from_date: regex(ISO_INSTANT, '2026-10-28T10:00:00.000Z'),
        // Each state sends under a reference of its own (the provider's envelopes outlive a state).
        custom_field: fromProviderState(
          'leasePortalReference=${reference}',
          `leasePortalReference=${REFERENCE}`,
        ),
        order_by: 'created',
        order: 'asc',
      }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody(
        found
          ? {
              envelopes: eachLike({ envelopeId: like(EX.envelopeId), status: like('sent') }),
              resultSetSize: '1',
            }
          : { resultSetSize: '0' },
      ),
    );
}

const sent = state(states.sent, { reference: REFERENCE });
const completed = state(states.completed, { reference: REFERENCE });

describe('the DocuSign adapter, on its contract with DocuSign', () => {
  beforeAll(() => {
    // Only Date is fixed (the assertion's iat and exp), so that Pact's own timers run as they do.
    jest.useFakeTimers({
      now: NOW,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => {
    jest.useRealTimers();
  });

  it('sends a new envelope: the reference is looked up first, then the envelope is created', async () => {
    const none = state(states.noEnvelope, { reference: REFERENCE });
    grantAndAccount(none);
    searchByReference(none, false);
    await pact
      .addInteraction()
      .given(none.state, none.params)
      .uponReceiving('a new envelope, sent at once to an embedded signer and their witness')
      .withRequest('POST', apiPath('/envelopes'), (request) =>
        request.headers(bearer).jsonBody({
          emailSubject: 'Please sign your lease documents',
          documents: [
            {
              documentId: '1',
              name: 'Master_Lease_Agreement.pdf',
              fileExtension: 'pdf',
              documentBase64: regex('^[A-Za-z0-9+/]+={0,2}$', Buffer.from(PDF).toString('base64')),
            },
          ],
          recipients: {
            signers: [
              {
                recipientId: '1',
                routingOrder: '1',
                name: 'Priya Raman',
                email: 'priya@example.com',
                clientUserId: 'u1',
              },
            ],
            witnesses: [
              {
                recipientId: '3',
                routingOrder: '2',
                name: 'Witness',
                email: 'priya@example.com',
                clientUserId: 'u1:witness',
                roleName: 'Witness',
                witnessFor: '1',
                tabs: {
                  fullNameTabs: [{ tabLabel: "Witness's full name", anchorString: '\\witness_name\\' }],
                  textTabs: [
                    {
                      tabLabel: "Witness's address",
                      anchorString: '\\witness_address\\',
                      value: '',
                      locked: 'true',
                    },
                  ],
                },
              },
            ],
          },
          customFields: {
            textCustomFields: [
              {
                name: 'leasePortalReference',
                value: fromProviderState('${reference}', REFERENCE),
                show: 'false',
              },
            ],
          },
          status: 'sent',
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          envelopeId: like(EX.envelopeId),
          status: 'sent',
          statusDateTime: regex(ISO_INSTANT, NOW.toISOString()),
          uri: like(`/envelopes/${EX.envelopeId}`),
        }),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        const envelope = await adapter.sendEnvelope(aWitnessedLeaseEnvelope(REFERENCE, PDF));
        await adapter.close();
        expect(envelope).toMatchObject({ envelopeId: EX.envelopeId, reference: REFERENCE, status: 'sent' });
      });
  });

  it('answers the envelope already sent under the reference, sending nothing', async () => {
    grantAndAccount(sent);
    searchByReference(sent, true);
    await envelopeAndRecipients(sent, 'sent').executeTest(async (mockServer) => {
      const adapter = adapterOn(mockServer);
      const envelope = await adapter.sendEnvelope(aWitnessedLeaseEnvelope(REFERENCE, PDF));
      await adapter.close();
      expect(envelope).toMatchObject({
        envelopeId: EX.envelopeId,
        reference: REFERENCE,
        status: 'sent',
        signers: [{ recipientId: '1', status: 'sent' }],
        witnesses: [{ recipientId: '3', witnessFor: '1', roleName: 'Witness', status: 'sent' }],
      });
    });
  });

  it("reads an envelope's state, its recipients and their tabs", async () => {
    grantAndAccount(sent);
    await envelopeAndRecipients(sent, 'sent').executeTest(async (mockServer) => {
      const adapter = adapterOn(mockServer);
      const envelope = await adapter.envelope(EX.envelopeId);
      await adapter.close();
      expect(envelope).toMatchObject({ envelopeId: EX.envelopeId, reference: REFERENCE, status: 'sent' });
      expect(envelope?.witnesses[0]?.tabs).toEqual([
        { kind: 'fullName', tabLabel: "Witness's full name", anchorString: '\\witness_name\\' },
        { kind: 'text', tabLabel: "Witness's address", anchorString: '\\witness_address\\', value: '' },
      ]);
    });
  });

  it("answers no envelope for an id DocuSign doesn't know (ENVELOPE_DOES_NOT_EXIST)", async () => {
    const account = state(states.account);
    grantAndAccount(account);
    await pact
      .addInteraction()
      .given(account.state)
      .uponReceiving('a request for an envelope that does not exist')
      .withRequest('GET', apiPath(`/envelopes/${EX.unknownEnvelopeId}`), (request) =>
        request.headers(bearer).query({ include: 'custom_fields' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(
          docuSignRefusal(
            'ENVELOPE_DOES_NOT_EXIST',
            'The envelope specified either does not exist or you have no rights to it.',
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        const envelope = await adapter.envelope(EX.unknownEnvelopeId);
        await adapter.close();
        expect(envelope).toBeUndefined();
      });
  });

  const viewRequest = {
    returnUrl: EX.returnUrl,
    authenticationMethod: 'none',
    clientUserId: 'u1',
    userName: 'Priya Raman',
    email: 'priya@example.com',
  };
  const askForView = (adapter: ReturnType<typeof adapterOn>) =>
    adapter.recipientView(EX.envelopeId, {
      returnUrl: EX.returnUrl,
      clientUserId: 'u1',
      name: 'Priya Raman',
      email: 'priya@example.com',
    });

  it("opens an embedded signer's one-time signing view", async () => {
    grantAndAccount(sent);
    await pact
      .addInteraction()
      .given(sent.state, sent.params)
      .uponReceiving("a request for the embedded signer's recipient view")
      .withRequest('POST', apiPath('/envelopes/{envelopeId}/views/recipient'), (request) =>
        request.headers(bearer).jsonBody(viewRequest),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({ url: regex('^https?://\\S+$', 'https://demo.docusign.net/Signing/?ti=pact') }),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        const view = await askForView(adapter);
        await adapter.close();
        expect(view).toEqual({ url: 'https://demo.docusign.net/Signing/?ti=pact' });
      });
  });

  it('is refused a signing view of an envelope no longer in progress (ENVELOPE_INVALID_STATUS)', async () => {
    grantAndAccount(completed);
    await pact
      .addInteraction()
      .given(completed.state, completed.params)
      .uponReceiving('a request for a recipient view of a completed envelope')
      .withRequest('POST', apiPath('/envelopes/{envelopeId}/views/recipient'), (request) =>
        request.headers(bearer).jsonBody(viewRequest),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(docuSignRefusal('ENVELOPE_INVALID_STATUS', 'The envelope is completed.')),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        const refused = await askForView(adapter).catch((error: unknown) => error);
        await adapter.close();
        expect(refused).toBeInstanceOf(ESignatureError);
        expect(refused).toMatchObject({ code: 'ENVELOPE_NOT_IN_PROGRESS' });
      });
  });

  it("corrects a witness's name and address, keeping them embedded: the recipient, then their text tab by its id", async () => {
    grantAndAccount(sent);
    pact
      .addInteraction()
      .given(sent.state, sent.params)
      .uponReceiving('a request for the recipients of a sent envelope with their tabs')
      .withRequest('GET', apiPath('/envelopes/{envelopeId}/recipients'), (request) =>
        request.headers(bearer).query({ include_tabs: 'true' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(recipientsAnswer('sent')));
    pact
      .addInteraction()
      .given(sent.state, sent.params)
      .uponReceiving("a correction of an embedded witness's name and e-mail address")
      .withRequest('PUT', apiPath('/envelopes/{envelopeId}/recipients'), (request) =>
        request.headers(bearer).jsonBody({
          // Without its client user id, DocuSign would make the witness a remote recipient.
          witnesses: [
            {
              recipientId: '3',
              name: 'Sam Witness-Jones',
              email: 'sam.jones@example.com',
              clientUserId: 'u1:witness',
            },
          ],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          recipientUpdateResults: eachLike({
            recipientId: '3',
            errorDetails: { errorCode: 'SUCCESS', message: like('') },
          }),
        }),
      );
    await pact
      .addInteraction()
      .given(sent.state, sent.params)
      .uponReceiving("an update of a witness's text tab by its id")
      .withRequest('PUT', apiPath('/envelopes/{envelopeId}/recipients/3/tabs'), (request) =>
        request.headers(bearer).jsonBody({
          textTabs: [{ tabId: fromProviderState('${tabId}', EX.tabId), value: '1 Collins St, Melbourne' }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          textTabs: eachLike({
            tabId: fromProviderState('${tabId}', EX.tabId),
            value: '1 Collins St, Melbourne',
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        await adapter.correctRecipient(EX.envelopeId, '3', {
          name: 'Sam Witness-Jones',
          email: 'sam.jones@example.com',
          tabValues: { "Witness's address": '1 Collins St, Melbourne' },
        });
        await adapter.close();
      });
  });

  it('downloads the combined signed documents of a completed envelope', async () => {
    grantAndAccount(completed);
    envelopeAndRecipients(completed, 'completed');
    await pact
      .addInteraction()
      .given(completed.state, completed.params)
      .uponReceiving('a request for the combined documents of a completed envelope')
      .withRequest('GET', apiPath('/envelopes/{envelopeId}/documents/combined'), (request) =>
        request.headers(bearer),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'content-type': regex('^application/pdf.*', 'application/pdf') })
          .body('application/pdf', Buffer.from(PDF))
          .matchingRules({
            body: [{ path: '$', rules: [{ 'pact:matcher:type': 'contentType', value: 'application/pdf' }] }],
          }),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        const pdf = await adapter.signedDocuments(EX.envelopeId);
        await adapter.close();
        expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      });
  });

  it('voids an envelope in progress', async () => {
    grantAndAccount(sent);
    await pact
      .addInteraction()
      .given(sent.state, sent.params)
      .uponReceiving('a request to void a sent envelope')
      .withRequest('PUT', apiPath('/envelopes/{envelopeId}'), (request) =>
        request.headers(bearer).jsonBody({ status: 'voided', voidedReason: 'The lease was withdrawn.' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ envelopeId: like(EX.envelopeId) }))
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        await adapter.voidEnvelope(EX.envelopeId, 'The lease was withdrawn.');
        await adapter.close();
      });
  });

  it('is refused voiding an envelope everyone signed (ENVELOPE_CANNOT_VOID_INVALID_STATE)', async () => {
    grantAndAccount(completed);
    await pact
      .addInteraction()
      .given(completed.state, completed.params)
      .uponReceiving('a request to void a completed envelope')
      .withRequest('PUT', apiPath('/envelopes/{envelopeId}'), (request) =>
        request.headers(bearer).jsonBody({ status: 'voided', voidedReason: 'The lease was withdrawn.' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(
          docuSignRefusal(
            'ENVELOPE_CANNOT_VOID_INVALID_STATE',
            "Only envelopes in the 'Sent' or 'Delivered' states may be voided.",
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const adapter = adapterOn(mockServer);
        const refused = await adapter
          .voidEnvelope(EX.envelopeId, 'The lease was withdrawn.')
          .catch((error: unknown) => error);
        await adapter.close();
        expect(refused).toBeInstanceOf(ESignatureError);
        expect(refused).toMatchObject({ code: 'ENVELOPE_NOT_IN_PROGRESS' });
      });
  });

  it('has an interaction for every method of the port', () => {
    played.assertEveryMethodPlayed();
  });
});
