import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SPECIMEN_FOLDER } from '@lease-portal/partners';
import request, { type Response } from 'supertest';
import { aQuotedOfficer, OFFICER_PASSWORD } from '../testing/a-quoted-officer';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { GbgSandbox } from './gbg-sandbox';

// The scan's upload through the portal as the web app makes it (decision 2119): who is asking, whose
// application, the image by its content; and nothing the web app receives names the identity-scan
// service, its address or a credential of it.

jest.setTimeout(120_000);

const AU = 'au.localhost:3000';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const APPROVALS = `query { getVehicleApplication { vehicleApplication { applicationId scoreboard {
  primaryApplicant { identityVerificationStatus idScanData { fileUrls firstName lastName licenseNumber } } } } } }`;

let running: TestPortal;
/** Every credential of the service the portal was given or issued while the test ran. */
const secrets: string[] = [];
/** Every answer the web app received, headers and body, as it received them. */
const answers: { what: string; text: string }[] = [];

beforeAll(async () => {
  running = await startTestPortal('identity-scan-upload');
  const sandbox = running.portal.container.get(GbgSandbox);
  secrets.push(...Object.values(sandbox.accounts).map((account) => account.password));
  for (const tokens of Object.values(sandbox.tokens)) {
    const issue = tokens.issue.bind(tokens);
    tokens.issue = () => {
      const issued = issue();
      secrets.push(issued.accessToken);
      return issued;
    };
  }
}, 60_000);

afterAll(() => running?.stop(), 30_000);

function kept(what: string, answer: Response): Response {
  answers.push({ what, text: `${JSON.stringify(answer.headers)}\n${answer.text ?? ''}` });
  return answer;
}

async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const call = request(running.base).post('/graphql').set('Host', AU).send({ query, variables });
  return kept(
    `graphql ${query.slice(0, 40)}`,
    await (token ? call.set('Authorization', `Bearer ${token}`) : call),
  );
}

async function upload(
  applicationId: string,
  side: string,
  image: Buffer,
  options: { token?: string; journeyId?: string; type?: string } = {},
) {
  const call = request(running.base)
    .post(`/identity-scan/applications/${applicationId}/sides/${side}`)
    .query(options.journeyId ? { journeyId: options.journeyId } : {})
    .set('Host', AU)
    .set('Content-Type', options.type ?? 'image/png');
  const answer = await (options.token ? call.set('Authorization', `Bearer ${options.token}`) : call).send(
    image,
  );
  return kept(`upload ${side}`, answer);
}

/** Staff issue a quote to Chloe Specimen, whose name is the QLD specimen licence's, and she signs in. */
let officers = 0;
async function aSignedInOfficer(): Promise<{ applicationId: string; token: string }> {
  const { container } = running.portal;
  const n = ++officers;
  const email = `chloe.scans.${n}@fleetco.example`;
  const issued = await aQuotedOfficer(container, {
    firstName: 'Chloe',
    lastName: 'Specimen',
    email,
    quoteReference: `Q-HTTP-SCAN-${n}`,
  });
  const login = await graphql(LOGIN, { email, password: OFFICER_PASSWORD });
  expect(login.body.errors).toBeUndefined();
  return { applicationId: issued.applicationId, token: login.body.data.login.token };
}

const specimen = (file: string) => readFile(path.join(SPECIMEN_FOLDER, file));

describe('the scan uploaded through the portal', () => {
  it('refuses the anonymous, an application not theirs, a declared type not an image and content that is not one', async () => {
    const { applicationId, token } = await aSignedInOfficer();
    const front = await specimen('au-qld-front.png');
    expect((await upload(applicationId, 'Front', front)).status).toBe(401);
    const notTheirs = await upload('another-application', 'Front', front, { token });
    expect([notTheirs.status, notTheirs.body.error.reason]).toEqual([403, 'IDENTITY_CHECK.NOT_AN_APPLICANT']);
    expect((await upload(applicationId, 'Front', front, { token, type: 'text/plain' })).status).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const notAnImage = await upload(applicationId, 'Front', svg, { token });
    expect([notAnImage.status, notAnImage.body.error.reason]).toEqual([
      400,
      'IDENTITY_CHECK.IMAGE_NOT_READABLE',
    ]);
    const sideways = await upload(applicationId, 'Sideways', front, { token });
    expect([sideways.status, sideways.body.error.reason]).toEqual([400, 'IDENTITY_CHECK.SIDE_INVALID']);
    const unknown = await upload(applicationId, 'Back', front, { token, journeyId: 'no-such-journey' });
    expect([unknown.status, unknown.body.error.reason]).toEqual([404, 'IDENTITY_CHECK.JOURNEY_UNKNOWN']);
  });

  it("takes the front, then the back by the journey it started, answering the passed scan's details", async () => {
    const { applicationId, token } = await aSignedInOfficer();
    const front = await upload(applicationId, 'Front', await specimen('au-qld-front.png'), { token });
    expect(front.status).toBe(200);
    expect(front.headers['cache-control']).toBe('no-store');
    expect(front.body).toEqual({
      journeyId: expect.any(String),
      side: 'Front',
      accepted: true,
      failedChecks: [],
      outcome: { status: 'incomplete', requiredSide: 'Back' },
    });
    const back = await upload(applicationId, 'Back', await specimen('au-qld-back.png'), {
      token,
      journeyId: front.body.journeyId,
    });
    expect(back.status).toBe(200);
    expect(back.body.outcome).toMatchObject({
      status: 'passed',
      recognised: true,
      details: { firstName: 'Chloe', lastName: 'Specimen' },
    });
    // What the web app reads of the application afterwards is read too, for the last test.
    const read = await graphql(APPROVALS, {}, token);
    expect(read.body.errors).toBeUndefined();
  });

  it('answers a blurred photo with the checks it failed', async () => {
    const { applicationId, token } = await aSignedInOfficer();
    const blurred = await upload(applicationId, 'Front', await specimen('au-nsw-front-blurred.png'), {
      token,
    });
    expect(blurred.body).toMatchObject({
      accepted: false,
      failedChecks: ['blur'],
      outcome: { status: 'failed', failedChecks: ['blur'] },
    });
  });

  it('gives the web app nothing of the identity-scan service: no credential, no address, not its wire', async () => {
    for (const page of ['/', '/application/approvals']) {
      kept(`page ${page}`, await request(running.base).get(page).set('Host', AU));
    }
    // What the tests above received, and the pages: the scan's answers, the GraphQL answers, the app's config.
    expect(answers.length).toBeGreaterThan(10);
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const { what, text } of answers) {
      for (const secret of secrets) expect([what, text.includes(secret)]).toEqual([what, false]);
      expect([what, text]).not.toEqual([
        what,
        expect.stringMatching(
          /idscanenterprisesvc|sandbox\/identity-scan|idscan\.cloud|scanuser|invuser|GetImage|ImageUrl|DocumentImages/i,
        ),
      ]);
    }
  });
});
