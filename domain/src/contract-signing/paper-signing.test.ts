import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { LeaseDocumentKind } from '../documents/lease-document';
import type { OrgProfile } from '../organisation/org-profile';
import { PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE } from '../lease-application/signed-documents-submission';
import type { StaffMember } from '../staff/staff-member';
import { paperSigningStageOf } from './paper-signing-stage';
import { aContractSigningWorld } from './testing/contract-signing-world';
import type { PaperDocumentsWanted } from './wet-signature-documents';

const nz: OrgProfile = {
  orgId: 'fleet-co',
  name: 'Kiwi Fleet',
  region: 'NZ',
  whiteLabel: {
    region: 'NZ',
    enableWhiteLabel: true,
    domains: ['nz.fleetco.example'],
    introducerAbn: '9429041883391',
  },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: { primaryColour: '#5b2a86' },
  loginLogos: {},
};
const au: OrgProfile = {
  ...nz,
  region: 'AU',
  whiteLabel: { ...nz.whiteLabel, region: 'AU', introducerAbn: undefined },
};

const ada = { id: 'ada', orgId: 'fleet-co' };
const sam = { id: 'sam', orgId: 'fleet-co' };

function aPaperApplication(overrides: Partial<ApplicationJourney> = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
      wetSignature: { signType: 'wet' },
      // Given before the documents are printed (decision 2097).
      directDebitAccount: {
        region: 'NZ',
        accountName: 'Harbour Haulage Limited',
        bank: '01',
        branch: '0902',
        account: '0068389',
        suffix: '00',
      },
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
      companyDetails: { companyLegalName: 'Harbour Haulage Limited', nzbn: '9429041883391' },
      businessDetails: { financeDetails: { personalGuarantee: 'yes' } },
      leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
      vehicleDetails: { make: 'Toyota', model: 'HiLux SR5' },
      ...overrides,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

const ask = <Wanted extends PaperDocumentsWanted>(document: Wanted, user = ada) => ({
  user,
  applicationId: 'app-1',
  document,
});

/** Uploads and attaches a signed document: each upload is a file of its own ('masterLeaseAgreement-file', then '-2'...). */
async function upload(world: ReturnType<typeof aContractSigningWorld>, key: LeaseDocumentKind) {
  const earlier = [...world.files.stored.keys()].filter((uuid) => uuid.startsWith(`${key}-file`)).length;
  const uuid = earlier ? `${key}-file-${earlier + 1}` : `${key}-file`;
  await world.uploaded(uuid, 'ada', 'app-1');
  return world.attach.execute({
    ...ask(key),
    uploadFileObj: { uuid, fileName: `${key} signed.pdf` },
  });
}

describe('the documents signed on paper (getWetSignatureUrl)', () => {
  it("are NZ's instructions, terms and conditions, deed of guarantee and direct debit, never a quote", async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    const all = await world.paperDocuments.execute(ask('all'));
    expect(all.ok && all.value.map((document) => [document.kind, document.fileName])).toEqual([
      ['instructions', 'Document Instructions.pdf'],
      ['masterLeaseAgreement', 'Terms and Conditions.pdf'],
      ['personalGuarantee', 'Deed of Guarantee.pdf'],
      ['directDebit', 'Direct Debit.pdf'],
    ]);
    const one = await world.paperDocuments.execute(ask('personalGuarantee'));
    expect(one.ok && one.value.map((document) => document.title)).toEqual(['Deed of Guarantee & Indemnity']);
  });

  it('give the special introducer its own instructions', async () => {
    const world = aContractSigningWorld([nz], '9429041883391');
    await world.add(aPaperApplication());
    const all = await world.paperDocuments.execute(ask('all'));
    expect(all.ok && all.value[0]?.kind).toBe('introducerInstructions');
  });

  it('refuse a document of another set, Authorised Officer (2) and strangers', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const name of ['quote', 'introducerInstructions'] as const) {
      expect(await world.paperDocuments.execute(ask(name))).toMatchObject({
        ok: false,
        error: { code: 'BAD_INPUT' },
      });
    }
    expect(await world.paperDocuments.execute(ask('all', sam))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await world.paperDocuments.execute(ask('all', { id: 'kim', orgId: 'fleet-co' }))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('Download All: the paper pack in one PDF', () => {
  it('holds every paper document of the lease, the instructions first, as one file', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    const pack = await world.paperDocuments.pack({ user: ada, applicationId: 'app-1' });
    expect(pack.ok && [pack.value.title, pack.value.fileName, pack.value.kinds]).toEqual([
      'Lease Documents',
      'Lease Documents.pdf',
      ['instructions', 'masterLeaseAgreement', 'personalGuarantee', 'directDebit'],
    ]);
    expect(world.renderer.packs.map((each) => each.facts.customer.businessName)).toEqual([
      'Harbour Haulage Limited',
    ]);
    const rendered = pack.ok && JSON.parse(new TextDecoder().decode(pack.value.pdf));
    expect(rendered.kinds).toHaveLength(4);
  });

  it('is for Authorised Officer (1) alone, of a lease signed on paper', async () => {
    const world = aContractSigningWorld([au]);
    await world.add(aPaperApplication());
    for (const user of [sam, { id: 'kim', orgId: 'fleet-co' }]) {
      expect(await world.paperDocuments.pack({ user, applicationId: 'app-1' })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    const digital = aContractSigningWorld([au]);
    await digital.add(
      aPaperApplication({
        wetSignature: {},
        businessDetails: { financeDetails: { personalGuarantee: 'no' } },
      }),
    );
    expect(await digital.paperDocuments.pack({ user: ada, applicationId: 'app-1' })).toMatchObject({
      ok: false,
    });
    expect(world.renderer.packs).toEqual([]);
  });
});

describe('e-mailing the documents (sendWetSignatureEmail)', () => {
  it('sends the PDFs as attachments to the address given, and notes it in the trail without the address', async () => {
    const world = aContractSigningWorld([au]);
    await world.add(aPaperApplication({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } }));
    const sent = await world.emailDocuments.execute({ ...ask('all'), email: 'books@haulage.example' });
    expect(sent).toEqual({ ok: true, value: { sent: 4 } });
    const mail = world.mailer.sent[0]!;
    expect(mail.to).toBe('books@haulage.example');
    expect(mail.attachments?.map((attachment) => attachment.fileName)).toEqual([
      'Document Instructions.pdf',
      'Master Lease Agreement.pdf',
      'Direct Debit.pdf',
      'Quote.pdf',
    ]);
    const entry = world.unitOfWork.audit.find((e) => e.action === 'application.lease-documents.emailed');
    expect(JSON.stringify(entry)).not.toContain('books@haulage.example');
  });

  it.each([
    ['', 'Field is required'],
    ['not-an-address', 'Field needs to be an email address'],
  ])('refuses the address %j with the field message', async (email, message) => {
    const world = aContractSigningWorld([au]);
    await world.add(aPaperApplication());
    expect(await world.emailDocuments.execute({ ...ask('masterLeaseAgreement'), email })).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT', details: { fields: { email: [message] } } },
    });
    expect(world.mailer.sent).toHaveLength(0);
  });
});

describe('uploading and submitting the signed documents', () => {
  it('attaches only PDFs the officer uploaded for this application', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    await world.uploaded('png', 'ada', 'app-1', 'image/png');
    await world.uploaded('sams', 'sam', 'app-1');
    await world.uploaded('elsewhere', 'ada', 'app-2');
    for (const uuid of ['png', 'elsewhere']) {
      expect(
        await world.attach.execute({
          ...ask('masterLeaseAgreement'),
          uploadFileObj: { uuid, fileName: 'x.pdf' },
        }),
      ).toMatchObject({
        ok: false,
        error: { code: 'BAD_INPUT' },
      });
    }
    expect(
      await world.attach.execute({
        ...ask('masterLeaseAgreement'),
        uploadFileObj: { uuid: 'sams', fileName: 'x.pdf' },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await world.attach.execute({
        ...ask('masterLeaseAgreement', sam),
        uploadFileObj: { uuid: 'sams', fileName: 'x.pdf' },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(world.stored('app-1')?.journey.wetSignature?.documents).toBeUndefined();
  });

  it('has no slot for the instructions sheet, which is read and not signed', async () => {
    const world = aContractSigningWorld([nz], '9429041883391');
    await world.add(aPaperApplication());
    for (const key of ['instructions', 'introducerInstructions'] as const) {
      expect(await upload(world, key)).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    }
    expect(world.stored('app-1')?.journey.wetSignature?.documents).toBeUndefined();
  });

  it('submits in NZ without a quote once the agreement, direct debit and deed are uploaded (decision 1700)', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    await upload(world, 'masterLeaseAgreement');
    await upload(world, 'directDebit');
    expect(
      await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { missing: ['personalGuarantee'] } },
    });
    await upload(world, 'personalGuarantee');
    expect(
      await world.submit.execute({ user: sam, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' })).toEqual({
      ok: true,
      value: { submitted: true },
    });
    expect(world.stored('app-1')?.journey).toMatchObject({
      wetSignature: {
        status: 'submitted',
        documents: { masterLeaseAgreement: { uploadFile: { fileName: 'masterLeaseAgreement signed.pdf' } } },
      },
    });
    expect(world.files.stored.get('masterLeaseAgreement-file')?.savedAt).toBeDefined();
  });

  it('refuses the submission until the bank account for the direct debit is given (decision 2097)', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication({ directDebitAccount: undefined }));
    for (const key of ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'] as const)
      await upload(world, key);
    expect(
      await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_ALLOWED',
        message: PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE,
        details: { reason: 'CONTRACT_SIGNING.DIRECT_DEBIT_ACCOUNT_MISSING' },
      },
    });
    expect(paperSigningStageOf(world.stored('app-1')?.journey.wetSignature)).toBe('uploading');
  });

  it('leaves the lease at review and sign for staff to check the documents: submitting finishes nothing (decision 2030)', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const key of ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'] as const)
      await upload(world, key);
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
    });
    expect(world.stored('app-1')?.journey.reviewAndSignContractStatus).toBeUndefined();
    expect(world.unitOfWork.audit.map((entry) => [entry.actor, entry.action]).slice(-1)).toEqual([
      ['customer:ada', 'application.signed-documents.submitted'],
    ]);
    expect(world.unitOfWork.audit.some((entry) => entry.action === 'application.status.changed')).toBe(false);
  });

  it('needs the quote in AU', async () => {
    const world = aContractSigningWorld([au]);
    await world.add(aPaperApplication({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } }));
    await upload(world, 'masterLeaseAgreement');
    await upload(world, 'directDebit');
    expect(
      await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { details: { missing: ['quote'] } },
    });
  });

  it('deletes before submitting, and refuses with the specification message afterwards', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } }));
    await upload(world, 'masterLeaseAgreement');
    await upload(world, 'directDebit');
    expect((await world.remove.execute(ask('directDebit'))).ok).toBe(true);
    expect(world.stored('app-1')?.journey.wetSignature?.documents?.directDebit).toBeUndefined();
    await upload(world, 'directDebit');
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(await world.remove.execute(ask('directDebit'))).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Sorry unable to delete!, File is already submitted!' },
    });
    expect(await upload(world, 'masterLeaseAgreement')).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED' },
    });
    expect(world.stored('app-1')?.journey.wetSignature?.documents?.directDebit?.uploadFile).toBeDefined();
  });

  it('answers both of two simultaneous submissions ok, and submits once', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const key of ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'] as const)
      await upload(world, key);
    const submit = () => world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(await Promise.all([submit(), submit()])).toEqual([
      { ok: true, value: { submitted: true } },
      { ok: true, value: { submitted: true } },
    ]);
    const actions = world.unitOfWork.audit.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'application.signed-documents.submitted')).toHaveLength(1);
  });

  it('refuses an upload or a delete when the submission lands while it is under way', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const key of ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'] as const)
      await upload(world, key);
    await world.uploaded('late', 'ada', 'app-1');
    const submittedMeanwhile = () => {
      // The submission commits between the request's first read and its write.
      const run = world.unitOfWork.run.bind(world.unitOfWork);
      let calls = 0;
      world.unitOfWork.run = async (work) => {
        calls += 1;
        if (calls === 2) {
          const stored = world.unitOfWork.applications.get('app-1')!;
          const journey = stored.value.journey;
          world.unitOfWork.applications.set('app-1', {
            value: {
              ...stored.value,
              journey: {
                ...journey,
                wetSignature: { ...journey.wetSignature, status: 'submitted' },
              },
            },
            version: stored.version + 1,
          });
        }
        return run(work);
      };
      return () => (world.unitOfWork.run = run);
    };
    const before = structuredClone(world.stored('app-1')!.journey.wetSignature!.documents);
    let restore = submittedMeanwhile();
    expect(await world.remove.execute(ask('directDebit'))).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Sorry unable to delete!, File is already submitted!' },
    });
    restore();
    world.unitOfWork.applications.get('app-1')!.value.journey.wetSignature!.status = undefined;
    restore = submittedMeanwhile();
    expect(
      await world.attach.execute({
        ...ask('masterLeaseAgreement'),
        uploadFileObj: { uuid: 'late', fileName: 'late.pdf' },
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    restore();
    expect(world.stored('app-1')?.journey.wetSignature?.documents).toEqual(before);
    expect(
      world.unitOfWork.audit.filter((e) => e.action.startsWith('application.signed-document.')),
    ).toHaveLength(3);
  });

  it("refuses a status other than 'completed'", async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    expect(await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'done' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT' },
    });
  });
});

describe('staff check the documents signed on paper (decision 2030)', () => {
  const member: StaffMember = {
    staffId: 'staff-1',
    name: 'Sam Support',
    email: 'sam@provider.example',
    role: 'support',
    status: 'active',
  };
  const accept = { applicationId: 'app-1', verdict: 'accept', reason: 'Signed by both officers' } as const;
  const reject = {
    applicationId: 'app-1',
    verdict: 'reject',
    reason: 'The direct debit is not signed',
  } as const;

  async function submitted(world = aContractSigningWorld([nz])) {
    await world.add(aPaperApplication());
    for (const key of ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'] as const)
      await upload(world, key);
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    return world;
  }

  it('accepting finishes the lease for both officers, in the trail as the member with their reason', async () => {
    const world = await submitted();
    expect(await world.checkPaperSigning.execute(member, accept)).toEqual({
      ok: true,
      value: {
        applicationId: 'app-1',
        wetSignatureStatus: 'verified',
        finished: true,
        documents: ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'],
      },
    });
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'finished',
      statusSecondary: 'finished',
      reviewAndSignContractStatus: 'completed',
      wetSignature: { status: 'verified' },
    });
    expect(world.unitOfWork.audit.slice(-3)).toEqual([
      {
        actor: 'staff:staff-1',
        action: 'application.signed-documents.verified',
        applicationId: 'app-1',
        at: '2026-06-01T09:00:00.000Z',
        details: {
          documents: ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'],
          reason: 'Signed by both officers',
        },
      },
      expect.objectContaining({
        actor: 'staff:staff-1',
        action: 'application.status.changed',
        details: {
          track: 'primary',
          from: 'reviewAndSignContract',
          to: 'finished',
          reason: 'signed-documents-verified',
        },
      }),
      expect.objectContaining({
        action: 'application.status.changed',
        details: expect.objectContaining({ track: 'secondary', to: 'finished' }),
      }),
    ]);
    expect(await world.remove.execute(ask('directDebit'))).toMatchObject({ ok: false });
  });

  it('rejecting opens the uploads again with the reason, until the officer submits again', async () => {
    const world = await submitted();
    expect(await world.checkPaperSigning.execute(member, reject)).toMatchObject({
      ok: true,
      value: { wetSignatureStatus: 'rejected', finished: false },
    });
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'reviewAndSignContract',
      wetSignature: { status: 'rejected', rejectionReason: 'The direct debit is not signed' },
    });
    expect(world.unitOfWork.audit.at(-1)).toMatchObject({
      actor: 'staff:staff-1',
      action: 'application.signed-documents.rejected',
      details: { reason: 'The direct debit is not signed' },
    });
    expect((await world.remove.execute(ask('directDebit'))).ok).toBe(true);
    expect(
      await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { details: { missing: ['directDebit'] } },
    });
    await upload(world, 'directDebit');
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(world.stored('app-1')?.journey.wetSignature).toMatchObject({ status: 'submitted' });
    expect(world.stored('app-1')?.journey.wetSignature?.rejectionReason).toBeUndefined();
    expect((await world.checkPaperSigning.execute(member, accept)).ok).toBe(true);
    expect(world.stored('app-1')?.journey.status).toBe('finished');
  });

  it('checks only documents waiting for it: not while they are uploaded, nor once accepted', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    const notWaiting = {
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: 'CONTRACT_SIGNING.NOT_SUBMITTED' } },
    };
    expect(await world.checkPaperSigning.execute(member, accept)).toMatchObject(notWaiting);
    for (const key of ['masterLeaseAgreement', 'directDebit', 'personalGuarantee'] as const)
      await upload(world, key);
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    await world.checkPaperSigning.execute(member, accept);
    const trail = world.unitOfWork.audit.length;
    expect(await world.checkPaperSigning.execute(member, reject)).toMatchObject(notWaiting);
    expect(world.unitOfWork.audit).toHaveLength(trail);
  });

  it('refuses a lease signed electronically, an unknown application, no reason and a disabled member', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add({ ...aPaperApplication({ wetSignature: undefined }), applicationId: 'app-1' });
    expect(await world.checkPaperSigning.execute(member, accept)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: 'CONTRACT_SIGNING.NOT_SIGNED_THIS_WAY' } },
    });
    expect(
      await world.checkPaperSigning.execute(member, { ...accept, applicationId: 'app-nobody' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await world.checkPaperSigning.execute(member, { ...reject, reason: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT' },
    });
    expect(await world.checkPaperSigning.execute({ ...member, status: 'disabled' }, accept)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a check of documents submitted again since the member read them', async () => {
    const world = await submitted();
    const read = world.unitOfWork.applications.get('app-1')!.version;
    await world.checkPaperSigning.execute(member, reject);
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(await world.checkPaperSigning.execute(member, { ...accept, expectedVersion: read })).toMatchObject(
      { ok: false, error: { code: 'CONCURRENT_UPDATE' } },
    );
    expect(world.stored('app-1')?.journey.status).toBe('reviewAndSignContract');
  });

  it("hands the member the documents in their slots to read, in the documents' order, and notes in the trail that they did", async () => {
    const world = await submitted();
    const read = await world.readSignedDocuments.execute(member, 'app-1');
    expect(read).toMatchObject({
      ok: true,
      value: { stage: 'submitted', version: world.unitOfWork.applications.get('app-1')!.version },
    });
    const documents = read.ok ? read.value.documents : [];
    expect(documents.map(({ document, fileName }) => [document, fileName])).toEqual([
      ['masterLeaseAgreement', 'masterLeaseAgreement signed.pdf'],
      ['personalGuarantee', 'personalGuarantee signed.pdf'],
      ['directDebit', 'directDebit signed.pdf'],
    ]);
    expect(new TextDecoder().decode(documents[0]!.bytes)).toBe('%PDF-1.7 masterLeaseAgreement-file');
    expect(world.unitOfWork.audit.at(-1)).toMatchObject({
      actor: 'staff:staff-1',
      action: 'application.signed-documents.read',
      details: {
        documents: [{ document: 'masterLeaseAgreement', fileId: 'masterLeaseAgreement-file' }, {}, {}],
      },
    });
    expect(await world.readSignedDocuments.execute(member, 'app-nobody')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('reads a submission from before the check as accepted: the lease finished then', () => {
    expect(paperSigningStageOf({ status: 'completed' })).toBe('verified');
    expect(paperSigningStageOf({ status: 'submitted' })).toBe('submitted');
    expect(paperSigningStageOf({ status: 'rejected' })).toBe('uploading');
    expect(paperSigningStageOf(undefined)).toBe('uploading');
  });
});
