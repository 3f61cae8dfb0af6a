import type { Scoreboard } from '../application/scoreboard';
import type { VehicleApplication } from '../application/vehicle-application';
import type { OrgProfile } from '../organisation/org-profile';
import { aContractSigningWorld } from './testing/contract-signing-world';

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

function aPaperApplication(overrides: Partial<Scoreboard> = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationStatus: 'draft',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    scoreboard: {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
      wetSignature: { signType: 'wet' },
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

const ask = (wetSignatureObjName: string, user = ada) => ({
  user,
  applicationId: 'app-1',
  wetSignatureObjName,
});

async function upload(world: ReturnType<typeof aContractSigningWorld>, key: string) {
  await world.uploaded(`${key}-file`, 'ada', 'app-1');
  return world.attach.execute({
    ...ask(key),
    uploadFileObj: { uuid: `${key}-file`, fileName: `${key} signed.pdf` },
  });
}

describe('the documents signed on paper (getWetSignatureUrl)', () => {
  it("are NZ's instructions, terms and conditions, deed of guarantee and direct debit, never a quote", async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    const all = await world.paperDocuments.execute(ask('download-all'));
    expect(all.ok && all.value.map((document) => [document.key, document.fileName])).toEqual([
      ['documentAI', 'Document Instructions.pdf'],
      ['documentMLA', 'Terms and Conditions.pdf'],
      ['documentPCA', 'Deed of Guarantee.pdf'],
      ['documentBank', 'Direct Debit.pdf'],
    ]);
    const one = await world.paperDocuments.execute(ask('documentPCA'));
    expect(one.ok && one.value.map((document) => document.title)).toEqual(['Deed of Guarantee & Indemnity']);
  });

  it('give the special introducer its own instructions', async () => {
    const world = aContractSigningWorld([nz], '9429041883391');
    await world.add(aPaperApplication());
    const all = await world.paperDocuments.execute(ask('download-all'));
    expect(all.ok && all.value[0]?.key).toBe('documentAI_MMBA');
  });

  it('refuse unknown documents, a document of another set, Authorised Officer (2) and strangers', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const name of ['documentQuote', 'documentAI_MMBA', '../etc', '']) {
      expect(await world.paperDocuments.execute(ask(name))).toMatchObject({
        ok: false,
        error: { code: 'BAD_INPUT' },
      });
    }
    expect(await world.paperDocuments.execute(ask('download-all', sam))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await world.paperDocuments.execute(ask('download-all', { id: 'kim', orgId: 'fleet-co' })),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('e-mailing the documents (sendWetSignatureEmail)', () => {
  it('sends the PDFs as attachments to the address given, and notes it in the trail without the address', async () => {
    const world = aContractSigningWorld([au]);
    await world.add(aPaperApplication({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } }));
    const sent = await world.emailDocuments.execute({ ...ask('send-all'), email: 'books@haulage.example' });
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
    expect(await world.emailDocuments.execute({ ...ask('documentMLA'), email })).toMatchObject({
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
        await world.attach.execute({ ...ask('documentMLA'), uploadFileObj: { uuid, fileName: 'x.pdf' } }),
      ).toMatchObject({
        ok: false,
        error: { code: 'BAD_INPUT' },
      });
    }
    expect(
      await world.attach.execute({
        ...ask('documentMLA'),
        uploadFileObj: { uuid: 'sams', fileName: 'x.pdf' },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(
      await world.attach.execute({
        ...ask('documentMLA', sam),
        uploadFileObj: { uuid: 'sams', fileName: 'x.pdf' },
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(world.stored('app-1')?.scoreboard.wetSignature?.documents).toBeUndefined();
  });

  it('submits in NZ without a quote once the agreement, direct debit and deed are uploaded (decision 1700)', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    await upload(world, 'documentMLA');
    await upload(world, 'documentBank');
    expect(
      await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { missing: ['documentPCA'] } },
    });
    await upload(world, 'documentPCA');
    expect(
      await world.submit.execute({ user: sam, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' })).toEqual({
      ok: true,
      value: { finished: true },
    });
    expect(world.stored('app-1')?.scoreboard).toMatchObject({
      status: 'finished',
      statusSecondary: 'finished',
      wetSignature: {
        status: 'completed',
        documents: { documentMLA: { uploadFile: { fileName: 'documentMLA signed.pdf' } } },
      },
    });
    expect(world.files.stored.get('documentMLA-file')?.savedAt).toBeDefined();
  });

  it('needs the quote in AU', async () => {
    const world = aContractSigningWorld([au]);
    await world.add(aPaperApplication({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } }));
    await upload(world, 'documentMLA');
    await upload(world, 'documentBank');
    expect(
      await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' }),
    ).toMatchObject({
      ok: false,
      error: { details: { missing: ['documentQuote'] } },
    });
  });

  it('deletes before submitting, and refuses with the specification message afterwards', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication({ businessDetails: { financeDetails: { personalGuarantee: 'no' } } }));
    await upload(world, 'documentMLA');
    await upload(world, 'documentBank');
    expect((await world.remove.execute(ask('documentBank'))).ok).toBe(true);
    expect(world.stored('app-1')?.scoreboard.wetSignature?.documents?.documentBank).toBeUndefined();
    await upload(world, 'documentBank');
    await world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(await world.remove.execute(ask('documentBank'))).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Sorry unable to delete!, File is already submitted!' },
    });
    expect(await upload(world, 'documentMLA')).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(world.stored('app-1')?.scoreboard.wetSignature?.documents?.documentBank?.uploadFile).toBeDefined();
  });

  it('answers both of two simultaneous submissions ok, and finishes the application once', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const key of ['documentMLA', 'documentBank', 'documentPCA']) await upload(world, key);
    const submit = () => world.submit.execute({ user: ada, applicationId: 'app-1', status: 'completed' });
    expect(await Promise.all([submit(), submit()])).toEqual([
      { ok: true, value: { finished: true } },
      { ok: true, value: { finished: true } },
    ]);
    const actions = world.unitOfWork.audit.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'application.signed-documents.submitted')).toHaveLength(1);
  });

  it('refuses an upload or a delete when the submission lands while it is under way', async () => {
    const world = aContractSigningWorld([nz]);
    await world.add(aPaperApplication());
    for (const key of ['documentMLA', 'documentBank', 'documentPCA']) await upload(world, key);
    await world.uploaded('late', 'ada', 'app-1');
    const submittedMeanwhile = () => {
      // The submission commits between the request's first read and its write.
      const run = world.unitOfWork.run.bind(world.unitOfWork);
      let calls = 0;
      world.unitOfWork.run = async (work) => {
        calls += 1;
        if (calls === 2) {
          const stored = world.unitOfWork.applications.get('app-1')!;
          const scoreboard = stored.value.scoreboard;
          world.unitOfWork.applications.set('app-1', {
            value: {
              ...stored.value,
              scoreboard: {
                ...scoreboard,
                status: 'finished',
                wetSignature: { ...scoreboard.wetSignature, status: 'completed' },
              },
            },
            version: stored.version + 1,
          });
        }
        return run(work);
      };
      return () => (world.unitOfWork.run = run);
    };
    const before = structuredClone(world.stored('app-1')!.scoreboard.wetSignature!.documents);
    let restore = submittedMeanwhile();
    expect(await world.remove.execute(ask('documentBank'))).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Sorry unable to delete!, File is already submitted!' },
    });
    restore();
    world.unitOfWork.applications.get('app-1')!.value.scoreboard.status = 'reviewAndSignContract';
    world.unitOfWork.applications.get('app-1')!.value.scoreboard.wetSignature!.status = undefined;
    restore = submittedMeanwhile();
    expect(
      await world.attach.execute({
        ...ask('documentMLA'),
        uploadFileObj: { uuid: 'late', fileName: 'late.pdf' },
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    restore();
    expect(world.stored('app-1')?.scoreboard.wetSignature?.documents).toEqual(before);
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
