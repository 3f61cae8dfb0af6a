import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { OrgProfile } from '../organisation/org-profile';
import { SignedLeaseDocuments, SIGNED_LEASE_DOCUMENTS_FILE_NAME } from './signed-lease-documents';
import { aContractSigningWorld } from './testing/contract-signing-world';

const profile = { orgId: 'fleet-co', region: 'AU' } as OrgProfile;
const ada = { id: 'ada', orgId: 'fleet-co' };
const sam = { id: 'sam', orgId: 'fleet-co' };

function aFinishedApplication(journey: Partial<ApplicationJourney> = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      status: 'finished',
      statusSecondary: 'finished',
      statusCreditCheck: 'approved',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@haulage.example',
      },
      secondaryApplicant: {
        userId: 'sam',
        firstName: 'Sam',
        lastName: 'Second',
        email: 'sam@haulage.example',
      },
      entityDetails: { entityType: 'LTD' },
      businessDetails: { financeDetails: { personalGuarantee: 'no' } },
      ...journey,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

async function aWorld() {
  const world = aContractSigningWorld([profile]);
  const signedDocuments = new SignedLeaseDocuments({
    unitOfWork: world.unitOfWork,
    eSignature: world.eSignature,
    files: world.files,
    storage: world.storage,
  });
  /** The lease envelope, sent and signed by both officers. */
  const signedEnvelope = async () => {
    const envelope = await world.eSignature.sendEnvelope({
      reference: 'app-1:lease',
      emailSubject: 'Please sign your lease documents',
      documents: [{ documentId: '1', name: 'MLA.pdf', pdf: new Uint8Array([37]) }],
      signers: [
        {
          recipientId: '1',
          name: 'Ada Officer',
          email: 'ada@haulage.example',
          routingOrder: 1,
          clientUserId: 'ada',
        },
        {
          recipientId: '2',
          name: 'Sam Second',
          email: 'sam@haulage.example',
          routingOrder: 2,
          clientUserId: 'sam',
        },
      ],
      witnesses: [],
    });
    return envelope.envelopeId;
  };
  const signAll = (envelopeId: string) => {
    world.eSignature.sign(envelopeId, '1');
    world.eSignature.sign(envelopeId, '2');
  };
  /** A signed document Ada uploaded into a slot. */
  const uploadedInto = async (kind: string, fileName: string) => {
    await world.uploaded(`${kind}-file`, 'ada', 'app-1');
    return { uploadFile: { uuid: `${kind}-file`, fileName, mimeType: 'application/pdf' } };
  };
  return { world, signedDocuments, signedEnvelope, signAll, uploadedInto };
}

const text = (pdf: Uint8Array) => new TextDecoder().decode(pdf);

describe('the signed documents of a finished lease, on its finished home', () => {
  it('signed electronically: both applicants get the service’s signed copy of the lease envelope', async () => {
    const { world, signedDocuments, signedEnvelope, signAll } = await aWorld();
    const envelopeId = await signedEnvelope();
    signAll(envelopeId);
    await world.add(aFinishedApplication({ leaseEnvelopeId: envelopeId }));

    for (const user of [ada, sam]) {
      const answer = await signedDocuments.execute({ user, applicationId: 'app-1' });
      expect(answer.ok && answer.value.map((f) => f.fileName)).toEqual([SIGNED_LEASE_DOCUMENTS_FILE_NAME]);
      expect(answer.ok && text(answer.value[0]!.pdf)).toBe(
        `%PDF-signed ${envelopeId} by Ada Officer, Sam Second`,
      );
    }
  });

  it('refuses alike another applicant, another organisation and an application that does not exist', async () => {
    const { world, signedDocuments, signedEnvelope, signAll } = await aWorld();
    const envelopeId = await signedEnvelope();
    signAll(envelopeId);
    await world.add(aFinishedApplication({ leaseEnvelopeId: envelopeId }));

    const refusals = await Promise.all([
      signedDocuments.execute({ user: { id: 'eve', orgId: 'fleet-co' }, applicationId: 'app-1' }),
      signedDocuments.execute({ user: { id: 'ada', orgId: 'other-co' }, applicationId: 'app-1' }),
      signedDocuments.execute({ user: ada, applicationId: 'app-404' }),
    ]);
    const errors = refusals.map((answer) =>
      answer.ok ? undefined : [answer.error.code, answer.error.message],
    );
    expect(new Set(errors.map((e) => JSON.stringify(e))).size).toBe(1);
    expect(errors[0]?.[0]).toBe('FORBIDDEN');
  });

  it('has nothing to give before the lease is complete', async () => {
    const { world, signedDocuments, signedEnvelope } = await aWorld();
    const envelopeId = await signedEnvelope();
    await world.add(
      aFinishedApplication({
        status: 'reviewAndSignContract',
        statusSecondary: 'reviewAndSignContract',
        leaseEnvelopeId: envelopeId,
      }),
    );
    const answer = await signedDocuments.execute({ user: ada, applicationId: 'app-1' });
    expect(!answer.ok && answer.error.details?.reason).toBe('CONTRACT_SIGNING.NOT_FINISHED');
  });

  it('says the signing service could not give the copy when its envelope is not completed', async () => {
    const { world, signedDocuments, signedEnvelope } = await aWorld();
    const envelopeId = await signedEnvelope();
    await world.add(aFinishedApplication({ leaseEnvelopeId: envelopeId }));
    const answer = await signedDocuments.execute({ user: ada, applicationId: 'app-1' });
    expect(!answer.ok && answer.error.details?.reason).toBe('LEASE_APPLICATION.SIGNING_UNAVAILABLE');
  });

  it('signed on paper: the documents Authorised Officer (1) uploaded and staff accepted, in the documents’ order', async () => {
    const { world, signedDocuments, uploadedInto } = await aWorld();
    const directDebit = await uploadedInto('directDebit', 'dd-signed.pdf');
    const lease = await uploadedInto('masterLeaseAgreement', 'mla-signed.pdf');
    await world.add(
      aFinishedApplication({
        wetSignature: {
          signType: 'wet',
          status: 'verified',
          documents: { directDebit, masterLeaseAgreement: lease },
        },
      }),
    );
    const answer = await signedDocuments.execute({ user: sam, applicationId: 'app-1' });
    expect(answer.ok && answer.value.map((f) => f.fileName)).toEqual(['mla-signed.pdf', 'dd-signed.pdf']);
    expect(answer.ok && text(answer.value[0]!.pdf)).toBe('%PDF-1.7 masterLeaseAgreement-file');
  });

  it('signed on paper but not yet accepted by staff: nothing to give', async () => {
    const { world, signedDocuments, uploadedInto } = await aWorld();
    const lease = await uploadedInto('masterLeaseAgreement', 'mla-signed.pdf');
    await world.add(
      aFinishedApplication({
        wetSignature: { signType: 'wet', status: 'submitted', documents: { masterLeaseAgreement: lease } },
      }),
    );
    const answer = await signedDocuments.execute({ user: ada, applicationId: 'app-1' });
    expect(!answer.ok && answer.error.details?.reason).toBe('CONTRACT_SIGNING.NOT_FINISHED');
  });

  it('in combination: the envelope’s signed copy, then the guarantee signed on paper', async () => {
    const { world, signedDocuments, signedEnvelope, signAll, uploadedInto } = await aWorld();
    const envelopeId = await signedEnvelope();
    signAll(envelopeId);
    const personalGuarantee = await uploadedInto('personalGuarantee', 'guarantee-signed.pdf');
    await world.add(
      aFinishedApplication({
        leaseEnvelopeId: envelopeId,
        businessDetails: { financeDetails: { personalGuarantee: 'yes' } },
        wetSignature: { documents: { personalGuarantee } },
      }),
    );
    const answer = await signedDocuments.execute({ user: ada, applicationId: 'app-1' });
    expect(answer.ok && answer.value.map((f) => f.fileName)).toEqual([
      SIGNED_LEASE_DOCUMENTS_FILE_NAME,
      'guarantee-signed.pdf',
    ]);
  });
});
