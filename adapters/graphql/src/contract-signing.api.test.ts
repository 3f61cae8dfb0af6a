import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import {
  NOT_YOUR_TURN_MESSAGE,
  type ApplicationJourney,
  type VehicleApplication,
} from '@lease-portal/domain';
import { aContractSigningWorld } from '@lease-portal/domain/src/contract-signing/testing/contract-signing-world';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { aFleetCoProfile, aTestServer } from './testing/test-server';

const HOST = 'lease.fleetco.com.au';
const STATUS = `mutation ($applicationId: ID!) { getEnvelopeMLA(applicationId: $applicationId) {
  status { signers { email status } witnesses { roleName status } } finished } }`;
const SIGN = `mutation ($applicationId: ID!, $isCurrentUserPrimary: Boolean!, $returnUrl: String!) {
  getMLADocusign(applicationId: $applicationId, isCurrentUserPrimary: $isCurrentUserPrimary, returnUrl: $returnUrl) { url } }`;
const DOCUMENTS = `mutation ($applicationId: ID!, $wetSignatureObjName: String!) {
  getWetSignatureUrl(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName) { files { url fileName } } }`;
const UPLOAD = `mutation ($applicationId: ID!, $wetSignatureObjName: String!, $uploadFileObj: UploadedFileInput!) {
  uploadWetSignature(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName, uploadFileObj: $uploadFileObj) { url } }`;
const DELETE = `mutation ($applicationId: ID!, $wetSignatureObjName: String!) {
  deleteWetSignature(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName) { url } }`;
const EMAIL = `mutation ($applicationId: ID!, $wetSignatureObjName: String!, $email: String!) {
  sendWetSignatureEmail(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName, email: $email) { url } }`;
const SUBMIT = `mutation ($applicationId: ID!, $status: String!) {
  submitWetSignature(applicationId: $applicationId, status: $status) { url } }`;

function anApprovedApplication(journey: Partial<ApplicationJourney> = {}): VehicleApplication {
  return {
    applicationId: 'app-ada',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@business.example',
      },
      secondaryApplicant: {
        userId: 'sam',
        firstName: 'Sam',
        lastName: 'Second',
        email: 'sam@business.example',
      },
      entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'yes' },
      companyDetails: { companyLegalName: 'Ada Haulage Pty Ltd', abn: '51824753556' },
      businessDetails: { financeDetails: { personalGuarantee: 'no' } },
      quoteDetails: { primaryQuoteReference: 'Q-77' },
      leaseDetails: { driveAwayPrice: 48000, monthlyRentalNet: 990, terms: 36 },
      vehicleDetails: { make: 'Kia', model: 'EV6' },
      // Given before the documents are sent (decision 2081).
      directDebitAccount: {
        region: 'AU',
        accountName: 'Ada Haulage',
        bsb: '062000',
        accountNumber: '12345678',
      },
      ...journey,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

async function aSigningApi(journey: Partial<ApplicationJourney> = {}, profile = aFleetCoProfile()) {
  const accounts = anAccountsWorld({ orgProfiles: [profile] });
  const signing = aContractSigningWorld([profile]);
  const ada = await accounts.aCustomer({ id: 'ada', orgId: 'fleet-co', email: 'ada@business.example' });
  const sam = await accounts.aCustomer({ id: 'sam', orgId: 'fleet-co', email: 'sam@business.example' });
  const kim = await accounts.aCustomer({ id: 'kim', orgId: 'fleet-co', email: 'kim@business.example' });
  const application = anApprovedApplication(journey);
  await signing.add(application);
  // The operation guard reads the accounts world's applications; both worlds hold the same one.
  accounts.applications.add(application);
  const { server } = aTestServer({ accounts: accountsDependenciesOf(accounts), contractSigning: signing });
  const call = async (query: string, variables: Record<string, unknown>, context: GraphqlContext) => {
    const response = await server.executeOperation(
      { query, variables: { applicationId: 'app-ada', ...variables } },
      { contextValue: { ...context, host: HOST } },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
      data: data as Record<string, any> | null | undefined,
      error: errors?.[0],
      code: errors?.[0]?.extensions?.code,
    };
  };
  return { signing, call, ada: signedInAs(ada), sam: signedInAs(sam), kim: signedInAs(kim) };
}

const RETURN = `http://${HOST}/applications/app-ada/quotesign-mla`;

describe('signing electronically', () => {
  it("takes the witness's name, e-mail and address and keeps them for the agreement; without an address it refuses", async () => {
    const witnessed = { ...aFleetCoProfile(), contractSigning: { witnessRequired: true } };
    const { call, ada, signing } = await aSigningApi({}, witnessed);
    await call(SIGN, { isCurrentUserPrimary: true, returnUrl: RETURN }, ada);
    signing.eSignature.sign(signing.stored('app-ada')!.journey.leaseEnvelopeId!, '1');
    const WITNESSED = `mutation ($applicationId: ID!, $returnUrl: String!, $witness: WitnessInput) {
      getMLADocusign(applicationId: $applicationId, isCurrentUserPrimary: true, returnUrl: $returnUrl, witness: $witness) { url } }`;
    const witness = { name: 'Wendy Witness', email: 'wendy@neighbours.example' };
    const refused = await call(WITNESSED, { returnUrl: RETURN, witness }, ada);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(signing.stored('app-ada')?.journey.leaseWitness).toBeUndefined();
    const address = '12 Kauri Road, Parramatta NSW 2150';
    const opened = await call(WITNESSED, { returnUrl: RETURN, witness: { ...witness, address } }, ada);
    expect(opened.data?.getMLADocusign.url).toBeTruthy();
    expect(signing.stored('app-ada')?.journey.leaseWitness).toEqual({ ...witness, address });
  });

  it('shows both rows pending, opens each officer their own row and finishes once the service says all signed', async () => {
    const { call, ada, sam, signing } = await aSigningApi();
    const first = await call(STATUS, {}, sam);
    expect(first.data?.getEnvelopeMLA).toEqual({
      status: {
        signers: [
          { email: 'ada@business.example', status: 'pending' },
          { email: 'sam@business.example', status: 'pending' },
        ],
        witnesses: [],
      },
      finished: false,
    });
    const view = await call(SIGN, { isCurrentUserPrimary: true, returnUrl: RETURN }, ada);
    expect(view.data?.getMLADocusign.url).toMatch(/^https:\/\/sign\.example\/views\//);
    // Authorised Officer (2) signs after Authorised Officer (1), as the service routes the envelope.
    const early = await call(SIGN, { isCurrentUserPrimary: false, returnUrl: RETURN }, sam);
    expect(early.code).toBe('NOT_ALLOWED');
    expect(early.error?.message).toBe(NOT_YOUR_TURN_MESSAGE);
    const envelopeId = signing.stored('app-ada')!.journey.leaseEnvelopeId!;
    signing.eSignature.sign(envelopeId, '1');
    expect(
      (await call(SIGN, { isCurrentUserPrimary: false, returnUrl: RETURN }, sam)).data?.getMLADocusign.url,
    ).toBeTruthy();

    signing.eSignature.sign(envelopeId, '2');
    // Both officers' pages poll at once: both hear finished, neither an error.
    const polls = await Promise.all([call(STATUS, {}, ada), call(STATUS, {}, sam)]);
    for (const poll of polls) {
      expect(poll.error).toBeUndefined();
      expect(poll.data?.getEnvelopeMLA.finished).toBe(true);
    }
    expect(signing.stored('app-ada')?.journey).toMatchObject({
      status: 'finished',
      statusSecondary: 'finished',
    });
    expect(signing.eSignature.sent).toBe(1);
  });

  it('lets nobody sign for the other applicant, nor a stranger see the rows', async () => {
    const { call, ada, sam, kim } = await aSigningApi();
    expect((await call(SIGN, { isCurrentUserPrimary: true, returnUrl: RETURN }, sam)).code).toBe('FORBIDDEN');
    expect((await call(SIGN, { isCurrentUserPrimary: false, returnUrl: RETURN }, ada)).code).toBe(
      'FORBIDDEN',
    );
    expect((await call(STATUS, {}, kim)).code).toBe('FORBIDDEN');
    expect(
      (
        await call(
          SIGN,
          {
            isCurrentUserPrimary: true,
            returnUrl: 'https://evil.example/applications/app-ada/quotesign-mla',
          },
          ada,
        )
      ).code,
    ).toBe('BAD_USER_INPUT');
  });
});

describe('signing on paper', () => {
  it('downloads, e-mails, uploads, deletes and submits, then refuses a delete with the specification message', async () => {
    const { call, ada, signing } = await aSigningApi({ wetSignature: { signType: 'wet' } });
    const all = await call(DOCUMENTS, { wetSignatureObjName: 'download-all' }, ada);
    const files: { url: string; fileName: string }[] = all.data?.getWetSignatureUrl.files;
    // Download All is one PDF, the paper pack.
    expect(files.map((file) => file.fileName)).toEqual(['Lease Documents.pdf']);
    const pack = JSON.parse(Buffer.from(files[0]!.url.split(',')[1]!, 'base64').toString());
    expect(pack.kinds).toEqual(['instructions', 'masterLeaseAgreement', 'directDebit', 'quote']);
    expect(pack.facts.customer.businessName).toBe('Ada Haulage Pty Ltd');
    const one = await call(DOCUMENTS, { wetSignatureObjName: 'documentMLA' }, ada);
    expect(one.data?.getWetSignatureUrl.files.map((file: { fileName: string }) => file.fileName)).toEqual([
      'Master Lease Agreement.pdf',
    ]);

    expect(
      (await call(EMAIL, { wetSignatureObjName: 'send-all', email: 'ada@business.example' }, ada)).data,
    ).toEqual({
      sendWetSignatureEmail: { url: '/applications/app-ada' },
    });
    expect(signing.mailer.sent[0]?.attachments).toHaveLength(4);
    const refused = await call(EMAIL, { wetSignatureObjName: 'send-all', email: 'nope' }, ada);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.error?.extensions?.fields).toEqual({ email: ['Field needs to be an email address'] });

    for (const key of ['documentMLA', 'documentBank', 'documentQuote']) {
      await signing.uploaded(`${key}-file`, 'ada', 'app-ada');
      const upload = { uuid: `${key}-file`, fileName: `${key}.pdf`, mimeType: 'application/pdf' };
      expect(
        (await call(UPLOAD, { wetSignatureObjName: key, uploadFileObj: upload }, ada)).code,
      ).toBeUndefined();
    }
    expect((await call(DELETE, { wetSignatureObjName: 'documentQuote' }, ada)).code).toBeUndefined();
    // The journey keys the slots by the documents' kinds; the API answers and refuses in its keys.
    expect(Object.keys(signing.stored('app-ada')?.journey.wetSignature?.documents ?? {})).toEqual([
      'masterLeaseAgreement',
      'directDebit',
    ]);
    const early = await call(SUBMIT, { status: 'completed' }, ada);
    expect(early.code).toBe('NOT_ALLOWED');
    expect(early.error?.message).toBe('Upload every signed document first: documentQuote.');
    const upload = { uuid: 'documentQuote-file', fileName: 'quote.pdf', mimeType: 'application/pdf' };
    await call(UPLOAD, { wetSignatureObjName: 'documentQuote', uploadFileObj: upload }, ada);
    // A double click sends two submissions at once: both are answered with the applications route.
    const submissions = await Promise.all([
      call(SUBMIT, { status: 'completed' }, ada),
      call(SUBMIT, { status: 'completed' }, ada),
    ]);
    for (const submission of submissions) {
      expect(submission.data).toEqual({ submitWetSignature: { url: '/applications/app-ada' } });
    }
    const late = await call(DELETE, { wetSignatureObjName: 'documentQuote' }, ada);
    expect(late.code).toBe('NOT_ALLOWED');
    expect(late.error?.message).toBe('Sorry unable to delete!, File is already submitted!');
  });

  it("takes only the specification's document keys, and refuses a document of another set in them", async () => {
    const { call, ada, signing } = await aSigningApi({ wetSignature: { signType: 'wet' } });
    await signing.uploaded('a-file', 'ada', 'app-ada');
    const upload = { uuid: 'a-file', fileName: ' ', mimeType: 'application/pdf' };
    for (const name of ['masterLeaseAgreement', 'documentPCA', 'send-all', '']) {
      const refused = await call(DOCUMENTS, { wetSignatureObjName: name }, ada);
      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(refused.error?.message).toBe(
        `wetSignatureObjName: '${name}' is not one of this lease's documents.`,
      );
      expect(refused.error?.extensions?.fields).toEqual({ wetSignatureObjName: ['Field is invalid'] });
      expect((await call(UPLOAD, { wetSignatureObjName: name, uploadFileObj: upload }, ada)).code).toBe(
        'BAD_USER_INPUT',
      );
      expect((await call(DELETE, { wetSignatureObjName: name }, ada)).code).toBe('BAD_USER_INPUT');
    }
    expect(
      (await call(EMAIL, { wetSignatureObjName: 'download-all', email: 'ada@business.example' }, ada)).code,
    ).toBe('BAD_USER_INPUT');
    // An upload without a name is named after its slot, as the wire names it.
    expect(
      (await call(UPLOAD, { wetSignatureObjName: 'documentMLA', uploadFileObj: upload }, ada)).code,
    ).toBe(undefined);
    expect(signing.stored('app-ada')?.journey.wetSignature?.documents).toEqual({
      masterLeaseAgreement: {
        uploadFile: { uuid: 'a-file', fileName: 'documentMLA.pdf', mimeType: 'application/pdf' },
      },
    });
  });

  it("refuses Authorised Officer (2) the primary's paper documents, uploads and submission", async () => {
    const { call, sam, signing } = await aSigningApi({ wetSignature: { signType: 'wet' } });
    await signing.uploaded('sams-file', 'sam', 'app-ada');
    const upload = { uuid: 'sams-file', fileName: 'x.pdf', mimeType: 'application/pdf' };
    expect((await call(DOCUMENTS, { wetSignatureObjName: 'download-all' }, sam)).code).toBe('FORBIDDEN');
    expect(
      (await call(UPLOAD, { wetSignatureObjName: 'documentMLA', uploadFileObj: upload }, sam)).code,
    ).toBe('FORBIDDEN');
    expect((await call(DELETE, { wetSignatureObjName: 'documentMLA' }, sam)).code).toBe('FORBIDDEN');
    expect(
      (await call(EMAIL, { wetSignatureObjName: 'send-all', email: 'sam@business.example' }, sam)).code,
    ).toBe('FORBIDDEN');
    expect((await call(SUBMIT, { status: 'completed' }, sam)).code).toBe('FORBIDDEN');
    expect(signing.stored('app-ada')?.journey.wetSignature?.documents).toBeUndefined();
  });
});
