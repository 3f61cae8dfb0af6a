import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeDocuSignFromOpenApi } from './docusign-description-from-openapi';
import { describeDocuSignFromSdk } from './docusign-description-from-sdk';
import { checkPactAgainstDocuSign, type PactFile, type PactInteraction } from './pact-against-docusign';

/**
 * The adapter's pact with DocuSign (decision 2103) says what the adapter sends and expects; the pact's
 * own verification runs it against our sandbox, which we wrote too. This holds it to what DocuSign
 * publishes: every call is an operation of DocuSign's, every query name a parameter of it, every JSON
 * field a field of the model DocuSign names. CI has the official SDK (`docusign-esign`, a development
 * dependency here); DOCUSIGN_OPENAPI_JSON, the path of a copy of DocuSign's OpenAPI description of
 * eSignature v2.1, checks against that too (the file is DocuSign's, not ours to commit).
 */
const pactFile = path.resolve(__dirname, '../../../contracts/pacts/LeasePortal-DocuSign.json');
const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;
const sdk = describeDocuSignFromSdk(path.dirname(require.resolve('docusign-esign/package.json')));
const openApiFile = process.env['DOCUSIGN_OPENAPI_JSON'];

function interaction(
  request: PactInteraction['request'],
  response: PactInteraction['response'],
): PactInteraction {
  return { type: 'Synchronous/HTTP', description: 'made up', request, response };
}
const json = (content: unknown) => ({ content, contentType: 'application/json' });

describe("the adapter's pact with DocuSign, against DocuSign's own description", () => {
  it(`has every call, query name and field in ${sdk.source}`, () => {
    const check = checkPactAgainstDocuSign(pact, sdk);
    expect(check.problems).toEqual([]);
    expect(check.checked).toBe(pact.interactions.length);
  });

  (openApiFile ? it : it.skip)(
    'has every call, query name and field in the OpenAPI description given',
    () => {
      const description = describeDocuSignFromOpenApi(JSON.parse(readFileSync(openApiFile!, 'utf8')), sdk);
      const check = checkPactAgainstDocuSign(pact, description);
      expect(check.problems).toEqual([]);
      expect(check.checked).toBe(pact.interactions.length);
    },
  );

  it('reads the calls the adapter makes from the SDK', () => {
    const calls = sdk.operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /oauth/token',
        'GET /oauth/userinfo',
        'GET /v2.1/accounts/{accountId}/envelopes',
        'POST /v2.1/accounts/{accountId}/envelopes',
        'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}',
        'PUT /v2.1/accounts/{accountId}/envelopes/{envelopeId}/recipients',
        'PUT /v2.1/accounts/{accountId}/envelopes/{envelopeId}/recipients/{recipientId}/tabs',
        'POST /v2.1/accounts/{accountId}/envelopes/{envelopeId}/views/recipient',
        'GET /v2.1/accounts/{accountId}/envelopes/{envelopeId}/documents/{documentId}',
      ]),
    );
    expect([...sdk.models.get('Witness')!.fields.keys()]).toEqual(
      expect.arrayContaining(['witnessFor', 'tabs']),
    );
  });

  it('names a call DocuSign does not have, a query name it does not take and a field its model lacks', () => {
    const made = {
      interactions: [
        interaction({ method: 'POST', path: '/restapi/v2.1/accounts/a1/envelopes/e1/sign' }, { status: 201 }),
        interaction(
          { method: 'GET', path: '/restapi/v2.1/accounts/a1/envelopes', query: { reference: ['r1'] } },
          { status: 200, body: json({ envelopes: [{ envelopeId: 'e1', leasePortalReference: 'r1' }] }) },
        ),
        interaction(
          {
            method: 'POST',
            path: '/restapi/v2.1/accounts/a1/envelopes',
            body: json({
              recipients: { signers: [{ name: 'Priya', tabs: { textTabs: [{ label: 'x' }] } }] },
            }),
          },
          { status: 400, body: json({ errorCode: 'INVALID_REQUEST_BODY', reason: 'bad' }) },
        ),
        interaction(
          {
            method: 'POST',
            path: '/oauth/token',
            body: { content: 'grant=jwt', contentType: 'application/x-www-form-urlencoded' },
          },
          { status: 200, body: json({ access_token: 't', expiresIn: 3600 }) },
        ),
      ],
    };
    expect(checkPactAgainstDocuSign(made, sdk).problems).toEqual([
      "made up: POST /restapi/v2.1/accounts/a1/envelopes/e1/sign is no operation of DocuSign's",
      "made up: query 'reference' is not a parameter of GET /v2.1/accounts/{accountId}/envelopes",
      'made up: response 200.envelopes[0].leasePortalReference is not a field of Envelope',
      'made up: request.recipients.signers[0].tabs.textTabs[0].label is not a field of Text',
      'made up: response 400.reason is not a field of ErrorDetails',
      "made up: form field 'grant' is not one of assertion, grant_type",
      'made up: response 200.expiresIn is not a field of oauth/OAuthToken',
    ]);
  });
});
