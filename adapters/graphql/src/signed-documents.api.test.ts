import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import type { ApplicationJourney, VehicleApplication } from '@lease-portal/domain';
import { aContractSigningWorld } from '@lease-portal/domain/src/contract-signing/testing/contract-signing-world';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { aFleetCoProfile, aTestServer } from './testing/test-server';

// The finished home's Download signed documents (decision 2091), as the API answers it.

const HOST = 'lease.fleetco.com.au';
const SIGNED = `query ($applicationId: ID!) { signedDocuments(applicationId: $applicationId) { files { url fileName } } }`;

function aFinishedLease(journey: Partial<ApplicationJourney>): VehicleApplication {
  const base = anApplication().ownedBy('ada').build();
  return {
    ...base,
    applicationId: 'app-ada',
    orgId: 'fleet-co',
    journey: {
      ...base.journey,
      status: 'finished',
      statusSecondary: 'finished',
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
      businessDetails: { financeDetails: { personalGuarantee: 'no' } },
      entityDetails: { entityType: 'PRV' },
      ...journey,
    },
  };
}

async function anApi() {
  const profile = aFleetCoProfile();
  const accounts = anAccountsWorld({ orgProfiles: [profile] });
  const signing = aContractSigningWorld([profile]);
  const ada = await accounts.aCustomer({ id: 'ada', orgId: 'fleet-co', email: 'ada@business.example' });
  const sam = await accounts.aCustomer({ id: 'sam', orgId: 'fleet-co', email: 'sam@business.example' });
  const kim = await accounts.aCustomer({ id: 'kim', orgId: 'fleet-co', email: 'kim@business.example' });
  const envelope = await signing.eSignature.sendEnvelope({
    reference: 'app-ada:lease',
    emailSubject: 'Please sign your lease documents',
    documents: [{ documentId: '1', name: 'MLA.pdf', pdf: new Uint8Array([37]) }],
    signers: [
      {
        recipientId: '1',
        name: 'Ada Officer',
        email: 'ada@business.example',
        routingOrder: 1,
        clientUserId: 'ada',
      },
    ],
    witnesses: [],
  });
  const application = aFinishedLease({ leaseEnvelopeId: envelope.envelopeId });
  await signing.add(application);
  // The operation guard reads the accounts world's applications; both worlds hold the same one.
  accounts.applications.add(application);
  const { server } = aTestServer({ accounts: accountsDependenciesOf(accounts), contractSigning: signing });
  const call = async (context: GraphqlContext, applicationId = 'app-ada') => {
    const response = await server.executeOperation(
      { query: SIGNED, variables: { applicationId } },
      { contextValue: { ...context, host: HOST } },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      files: (data as { signedDocuments?: { files: { url: string; fileName: string }[] } } | null)
        ?.signedDocuments?.files,
      code: errors?.[0]?.extensions?.code,
      message: errors?.[0]?.message,
    };
  };
  return {
    signing,
    call,
    envelopeId: envelope.envelopeId,
    ada: signedInAs(ada),
    sam: signedInAs(sam),
    kim: signedInAs(kim),
  };
}

describe('signedDocuments', () => {
  it('gives each applicant of the finished lease the signed copy as a PDF data URL', async () => {
    const { call, ada, sam, signing, envelopeId } = await anApi();
    signing.eSignature.sign(envelopeId, '1');
    for (const applicant of [ada, sam]) {
      const { files, code } = await call(applicant);
      expect(code).toBeUndefined();
      expect(files?.map((file) => file.fileName)).toEqual(['Signed_Lease_Documents.pdf']);
      const [kind, body] = files![0]!.url.split(',');
      expect(kind).toBe('data:application/pdf;base64');
      expect(Buffer.from(body!, 'base64').toString()).toBe(`%PDF-signed ${envelopeId} by Ada Officer`);
    }
  });

  it('refuses the signed out, another customer and an unknown application, with no data', async () => {
    const { call, kim, ada, signing, envelopeId } = await anApi();
    signing.eSignature.sign(envelopeId, '1');
    expect(await call({ host: HOST })).toMatchObject({ code: 'UNAUTHENTICATED', files: undefined });
    const intruder = await call(kim);
    const unknown = await call(ada, 'app-none');
    expect(intruder).toMatchObject({ code: 'FORBIDDEN', files: undefined });
    // Another's application and one that does not exist are refused in the same words.
    expect(unknown).toEqual(intruder);
  });

  it("says the signing service's refusal while the envelope is not completed", async () => {
    const { call, ada } = await anApi();
    expect(await call(ada)).toMatchObject({
      files: undefined,
      code: 'NOT_ALLOWED',
      message: 'The e-signature service refused: The envelope is sent.',
    });
  });
});
