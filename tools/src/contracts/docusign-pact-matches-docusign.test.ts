import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeOpenApi, describeSdk } from './docusign-description';
import { pactProblems, type PactFile, type PactInteraction } from './docusign-pact-matches-docusign';

/**
 * The DocuSign adapter's pact (decision 2103) is verified against the portal's sandbox, which is ours
 * too; this holds it to what DocuSign publishes: every call an operation of DocuSign's, every JSON field
 * a field of the model DocuSign names there. DocuSign's SDK (`docusign-esign`, a development dependency
 * here) is always at hand; DOCUSIGN_OPENAPI_FILE, the path of DocuSign's OpenAPI description of
 * eSignature v2.1 (esignature.rest.swagger-v2.1.json, DocuSign's file, not kept here), checks it too.
 */
const pact = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../contracts/pacts/LeasePortal-DocuSign.json'), 'utf8'),
) as PactFile;
const sdk = describeSdk(path.dirname(require.resolve('docusign-esign/package.json')));
const openApiFile = process.env['DOCUSIGN_OPENAPI_FILE'];

const ACCOUNT = '/restapi/v2.1/accounts/a1b2c3d4-0000-4000-8000-00000000ac01';
function madeUp(request: PactInteraction['request'], response: PactInteraction['response']): PactFile {
  return { interactions: [{ description: 'made up', request, response }] };
}
const json = (content: unknown) => ({ content, contentType: 'application/json' });

describe("the DocuSign pact, against DocuSign's description", () => {
  it(`speaks only calls and fields of ${sdk.source}`, () => {
    expect(pact.interactions.length).toBeGreaterThan(0);
    expect(pactProblems(pact, sdk)).toEqual([]);
  });

  (openApiFile ? it : it.skip)('speaks only calls and fields of the OpenAPI description given', () => {
    const description = describeOpenApi(JSON.parse(readFileSync(openApiFile!, 'utf8')), openApiFile!);
    expect(pactProblems(pact, description)).toEqual([]);
  });

  it('reads every field of a model from the SDK, nested models named', () => {
    expect(sdk.models.get('envelopeDefinition')?.get('recipients')).toBe('recipients');
    expect(sdk.models.get('recipients')?.get('witnesses')).toBe('witness');
    expect(sdk.models.get('witness')?.has('witnessFor')).toBe(true);
    expect(sdk.models.get('envelope')?.has('envelopeUri')).toBe(true);
    expect(sdk.models.get('envelope')?.has('uri')).toBe(false);
  });

  it('finds a field DocuSign does not have, however deep', () => {
    const problems = pactProblems(
      madeUp(
        {
          method: 'POST',
          path: `${ACCOUNT}/envelopes`,
          body: json({ emailSubject: 'x', recipients: { signers: [{ name: 'x', signerName: 'x' }] } }),
        },
        { status: 201, body: json({ envelopeId: 'x', envelopeStatus: 'sent' }) },
      ),
      sdk,
    );
    expect(problems).toEqual([
      expect.stringContaining('request field $.recipients.signers[0].signerName is not in'),
      expect.stringContaining('response field $.envelopeStatus is not in'),
    ]);
  });

  it("finds a call DocuSign does not have, and a refusal's fields other than its error body's", () => {
    expect(
      pactProblems(madeUp({ method: 'DELETE', path: `${ACCOUNT}/envelopes/e1` }, { status: 200 }), sdk),
    ).toEqual([expect.stringContaining('no such operation')]);
    expect(
      pactProblems(
        madeUp(
          { method: 'GET', path: `${ACCOUNT}/envelopes/e1` },
          { status: 400, body: json({ errorCode: 'ENVELOPE_DOES_NOT_EXIST', reason: 'x' }) },
        ),
        sdk,
      ),
    ).toEqual([expect.stringContaining('response field $.reason is not in')]);
  });

  it("holds the account server's calls to DocuSign's authentication reference", () => {
    const problems = pactProblems(
      madeUp(
        {
          method: 'POST',
          path: '/oauth/token',
          body: {
            content: 'grant_type=x&assertion=y&client_secret=z',
            contentType: 'application/x-www-form-urlencoded',
          },
        },
        { status: 200, body: json({ access_token: 'x', token_type: 'Bearer', expiry: 1 }) },
      ),
      sdk,
    );
    expect(problems).toEqual([
      expect.stringContaining('takes no form field client_secret'),
      expect.stringContaining('answers no field expiry'),
    ]);
  });
});
