import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AcceptUpload,
  AttachSignedDocument,
  IssueUploadGrant,
  SaveFile,
  SubmitSignedDocuments,
  USERS,
  type Users,
} from '@lease-portal/domain';
import { aSignedPdf } from '@lease-portal/domain/src/files/testing/pdf-builder';
import { buildContainer } from '@lease-portal/server';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

// The staff check of the documents signed on paper (decision 2030), on the portal's own storage: the
// officer uploads and submits through the portal's use cases, then a member saves, reads and decides.

describe.each(testEngines())('lease-admin application check-paper-signing on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let dataDir: string;
  const dataDirBefore = process.env.DATA_DIR;
  let member: { key: string; member: { staffId: string; name: string } };
  let submit: () => Promise<void>;
  let applicationId: string;

  beforeAll(async () => {
    // The uploads' folder of this test alone: the desk's container reads DATA_DIR when it is built.
    dataDir = await mkdtemp(path.join(tmpdir(), 'paper-signing-'));
    process.env.DATA_DIR = dataDir;
    desk = await openSupportDesk(openDb);
    // The set-up's administrator checks the documents: any member who may move applications on may.
    member = desk.admin;
    const issued = await desk.json<{ applicationId: string; userId: string }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Ada', '--last-name', 'Quill'],
      ...['--email', 'ada@haulage.example', '--mobile', '0412345678', '--make', 'Toyota', '--model', 'HiLux'],
      ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
      ...['--quote-ref', 'Q-PAPER-1', '--signing', 'wet', '--yes', '--json'],
    );
    applicationId = issued.applicationId;
    const stored = (await desk.services.applications.ofId(applicationId))!;
    await applicationWrites(desk.db).update(
      {
        ...stored.value,
        journey: {
          ...stored.value.journey,
          status: 'reviewAndSignContract',
          statusCreditCheck: 'approved',
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
          // Given before the paper documents are printed (decision 2097).
          directDebitAccount: {
            region: 'AU',
            accountName: 'Quill Haulage',
            bsb: '062000',
            accountNumber: '12345678',
          },
        },
      },
      stored.version,
      { actor: 'system', action: 'application.credit-check.approved', at: new Date().toISOString() },
    );

    // Authorised Officer (1) in the portal: each signed document uploaded, kept in its slot, submitted.
    const portal = buildContainer(desk.db);
    const user = (await portal.get<Users>(USERS).ofId(issued.userId))!;
    submit = async () => {
      for (const [document, key] of [
        ['masterLeaseAgreement', 'documentMLA'],
        ['directDebit', 'documentBank'],
        ['quote', 'documentQuote'],
      ] as const) {
        const fileName = `${key} signed.pdf`;
        const granted = await portal.get(IssueUploadGrant).execute({
          user,
          applicationId,
          kind: 'signedDocument',
          fileName,
          mimeType: 'application/pdf',
        });
        if (!granted.ok) throw granted.error;
        const accepted = await portal.get(AcceptUpload).execute(
          granted.value.token,
          (async function* () {
            yield aSignedPdf();
          })(),
        );
        if (!accepted.ok) throw accepted.error;
        await portal.get(SaveFile).execute({ user, uuid: granted.value.uuid, fileName });
        const attached = await portal.get(AttachSignedDocument).execute({
          user,
          applicationId,
          document,
          uploadFileObj: { uuid: granted.value.uuid, fileName },
        });
        if (!attached.ok) throw attached.error;
      }
      const submitted = await portal
        .get(SubmitSignedDocuments)
        .execute({ user, applicationId, status: 'completed' });
      if (!submitted.ok) throw submitted.error;
    };
  }, 120_000);

  afterAll(async () => {
    await desk?.close();
    if (dataDirBefore === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = dataDirBefore;
    await rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  const journeyNow = async () => (await desk.services.applications.ofId(applicationId))!.value.journey;
  const trailNow = async () =>
    (await desk.services.auditTrail.ofApplication(applicationId)).map((entry) => [entry.actor, entry.action]);

  it('has nothing to check before the officer submits, and asks for one decision with a reason', async () => {
    expect(
      await desk.run(
        'application',
        'check-paper-signing',
        applicationId,
        '--accept',
        '--reason',
        'Checked by phone',
        '--yes',
      ),
    ).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      reason: 'CONTRACT_SIGNING.NOT_SUBMITTED',
      message: 'The signed documents of this application are not submitted: nothing waits for a check.',
    });
    for (const args of [
      ['--accept', '--reject', '--reason', 'Checked by phone'],
      ['--accept'],
      [],
      ['--accept', '--reason', '  '],
    ]) {
      expect([
        args,
        (await desk.run('application', 'check-paper-signing', applicationId, ...args, '--yes')).exitCode,
      ]).toEqual([args, EXIT_CODES.BAD_INPUT]);
    }
    expect(
      (
        await desk.run(
          'application',
          'check-paper-signing',
          'app-nobody',
          '--accept',
          '--reason',
          'Checked by phone',
          '--yes',
        )
      ).exitCode,
    ).toBe(EXIT_CODES.NOT_FOUND);
  });

  it('saves the submitted documents for the member to read, owner-only, and notes it in the trail', async () => {
    await submit();
    expect((await journeyNow()).status).toBe('reviewAndSignContract');
    const folder = path.join(dataDir, 'to-read');
    const saved = await desk.json<{ stage: string; documents: { document: string; savedAs: string }[] }>(
      ...['application', 'check-paper-signing', applicationId, '--save-documents', folder, '--json'],
    );
    expect(saved.stage).toBe('submitted');
    expect(saved.documents.map((each) => path.relative(folder, each.savedAs))).toEqual([
      'masterLeaseAgreement.pdf',
      'directDebit.pdf',
      'quote.pdf',
    ]);
    expect(new Uint8Array(await readFile(saved.documents[0]!.savedAs))).toEqual(aSignedPdf());
    expect((await stat(saved.documents[0]!.savedAs)).mode & 0o777).toBe(0o600);
    expect((await trailNow()).at(-1)).toEqual([
      `staff:${member.member.staffId}`,
      'application.signed-documents.read',
    ]);
  });

  it('sends the documents back with the reason the officer reads', async () => {
    const declined = await desk.run(
      ...[
        'application',
        'check-paper-signing',
        applicationId,
        '--reject',
        '--reason',
        'Unsigned direct debit',
      ],
    );
    // Without --yes: the desk's own prompt is answered yes.
    expect(declined).toMatchObject({ exitCode: 0 });
    expect(declined.stdout).toBe(
      `Signed documents of ${applicationId} sent back to Authorised Officer (1) to upload again.\n`,
    );
    expect(await journeyNow()).toMatchObject({
      status: 'reviewAndSignContract',
      wetSignature: { status: 'rejected', rejectionReason: 'Unsigned direct debit' },
    });
    expect((await trailNow()).at(-1)).toEqual([
      `staff:${member.member.staffId}`,
      'application.signed-documents.rejected',
    ]);
  });

  it('accepts documents submitted again: the application finishes, in the trail as the member', async () => {
    await submit();
    const checked = await desk.json<{ finished: boolean; wetSignatureStatus: string }>(
      ...['application', 'check-paper-signing', applicationId, '--accept'],
      ...['--reason', 'Both pages signed', '--yes', '--json'],
    );
    expect(checked).toMatchObject({ finished: true, wetSignatureStatus: 'verified' });
    expect(await journeyNow()).toMatchObject({ status: 'finished', wetSignature: { status: 'verified' } });
    const staff = `staff:${member.member.staffId}`;
    expect((await trailNow()).slice(-2)).toEqual([
      [staff, 'application.signed-documents.verified'],
      [staff, 'application.status.changed'],
    ]);
    expect(
      await desk.run(
        'application',
        'check-paper-signing',
        applicationId,
        '--reject',
        '--reason',
        'Checked by phone',
        '--yes',
      ),
    ).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: 'The signed documents of this application are accepted already.',
    });
  });
});
