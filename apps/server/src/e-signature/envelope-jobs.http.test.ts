import {
  ENVELOPE_SEND_JOB,
  ENVELOPE_VOID_JOB,
  envelopeVoidJob,
  MoveApplication,
  RecordDirectDebitAccount,
  SendEnvelope,
  SendQueuedLeaseEnvelope,
  SendQueuedQuoteEnvelope,
  StartLeaseSigning,
  StartQuoteSigning,
  systemClock,
  VoidEnvelope,
  WorkOffDueJobs,
  type ESignature,
  type OrgProfile,
  type UnitOfWork,
  type VehicleApplication,
} from '@lease-portal/domain';
import { CollectingMailer } from '@lease-portal/domain/src/accounts/testing/in-memory-accounts';
import { aQuoteEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-quote-envelope';
import { InMemoryUploadedFiles } from '@lease-portal/domain/src/files/testing/in-memory-files';
import { PdfLeaseDocuments } from '@lease-portal/documents';
import {
  openMemoryDatabase,
  PostgresEnvelopeSendClaims,
  PostgresJobQueue,
  PostgresSandboxEnvelopeStore,
  PostgresUnitOfWork,
  PostgresVehicleApplications,
  type Database,
} from '@lease-portal/postgres';
import type { DatabaseFactory } from '@lease-portal/postgres/src/repositories.contract';
import { uniqueId } from '@lease-portal/postgres/src/testing/builders';
import { describeOnServer } from '@lease-portal/postgres/src/testing/test-server';
import {
  aDocuSignSandboxOverHttp,
  type DocuSignSandboxOverHttp,
} from './docusign-sandbox/testing/docusign-sandbox-over-http';

// The envelope's job and the customer's own request race to send it, each on a replica of its own
// against the DocuSign sandbox: DocuSign sees one POST, and the application keeps that envelope
// (decisions 2103, 2109). The sandbox counts the POSTs; its own store would hide a second one.

const profile: OrgProfile = {
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: ['au.fleetco.example'] },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: {},
  loginLogos: {},
};

function anApplication(ownerId: string, journey: VehicleApplication['journey']): VehicleApplication {
  return {
    applicationId: uniqueId('app'),
    applicationType: 'standard',
    orgId: profile.orgId,
    orgUserId: ownerId,
    journey: {
      primaryApplicant: {
        userId: ownerId,
        firstName: 'Ada',
        lastName: 'Officer',
        email: `${ownerId}@haulage.example`,
      },
      quoteDetails: { primaryQuoteReference: uniqueId('Q') },
      leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
      vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
      ...journey,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

const AU_ACCOUNT = { accountName: 'Harbour Haulage Pty Ltd', bsb: '062-000', accountNumber: '12345678' };

function describeEnvelopeJobs(engine: string, factory: DatabaseFactory): void {
  describe(`envelopes sent by their job on ${engine}`, () => {
    let db: Database;
    let docuSign: DocuSignSandboxOverHttp;
    let claims: PostgresEnvelopeSendClaims;
    const adapters: { close(): Promise<void> }[] = [];

    beforeAll(async () => {
      db = await factory.open();
      claims = new PostgresEnvelopeSendClaims(db);
      docuSign = await aDocuSignSandboxOverHttp({ store: new PostgresSandboxEnvelopeStore(db) });
    }, 120_000);
    afterAll(async () => {
      await Promise.all(adapters.map((adapter) => adapter.close()));
      await docuSign?.close();
      if (db) await factory.dispose(db);
    });
    // Each test counts the POSTs its own race makes: the jobs earlier tests left due are run first.
    beforeEach(async () => {
      await aReplica().workOff();
      docuSign.calls.splice(0);
    });
    const creates = () => docuSign.callsTo('POST', '/envelopes').length;

    /** One replica of the portal: its own DocuSign adapter, the shared database. */
    function aReplica() {
      const eSignature = docuSign.adapter(claims, { timing: { pollMs: 20 } });
      adapters.push(eSignature);
      const unitOfWork = new PostgresUnitOfWork(db);
      const quote = {
        applications: new PostgresVehicleApplications(db),
        orgProfiles: { ofId: async (orgId: string) => (orgId === profile.orgId ? profile : undefined) },
        renderer: new PdfLeaseDocuments(),
        eSignature: eSignature as ESignature,
        unitOfWork,
        clock: systemClock,
      };
      const contract = { ...quote, files: new InMemoryUploadedFiles(), mailer: new CollectingMailer() };
      const queue = new PostgresJobQueue(db);
      const worker = new WorkOffDueJobs({
        queue,
        handlers: {
          [ENVELOPE_SEND_JOB]: new SendEnvelope({
            quote: new SendQueuedQuoteEnvelope(quote),
            lease: new SendQueuedLeaseEnvelope(contract),
          }),
          [ENVELOPE_VOID_JOB]: new VoidEnvelope({ eSignature }),
        },
        clock: systemClock,
        leaseMs: 60_000,
      });
      return {
        eSignature,
        unitOfWork,
        queue,
        worker,
        startQuoteSigning: new StartQuoteSigning(quote),
        startLeaseSigning: new StartLeaseSigning(contract),
        recordDirectDebitAccount: new RecordDirectDebitAccount(contract),
        move: new MoveApplication(unitOfWork, () => new Date()),
        /** Runs the due jobs of every kind it knows until none is due. */
        async workOff() {
          for (let turn = await worker.turn(); turn.outcome !== 'idle'; turn = await worker.turn());
        },
      };
    }

    const stored = async (applicationId: string) =>
      (await new PostgresVehicleApplications(db).ofId(applicationId))?.value;
    const jobOf = async (key: string) =>
      (
        await db.query<{ status: string; attempts: number }>(
          'SELECT status, attempts FROM partner_jobs WHERE key = $1',
          [key],
        )
      )[0];

    async function aQuoteUnderReview(replica: ReturnType<typeof aReplica>) {
      const ownerId = uniqueId('ada');
      const application = anApplication(ownerId, { quoteSignature: 'none' });
      await replica.unitOfWork.run((tx) => tx.leaseApplications.add(application));
      const moved = await replica.move.execute({
        applicationId: application.applicationId,
        track: 'primary',
        to: 'reviewQuote',
        actor: 'primaryApplicant',
        actorId: ownerId,
        reason: 'opened the quote',
        mover: 'customer',
      });
      expect(moved).toMatchObject({ ok: true });
      const user = {
        id: ownerId,
        orgId: profile.orgId,
        firstName: 'Ada',
        lastName: 'Officer',
        email: `${ownerId}@haulage.example`,
        region: 'AU' as const,
        createdAt: '2026-05-01T00:00:00.000Z',
      };
      const view = {
        user,
        returnUrl: `http://au.fleetco.example/applications/${application.applicationId}/quotesign`,
        host: 'au.fleetco.example',
      };
      return { applicationId: application.applicationId, view };
    }

    it('queues the send with the change, and a unit of work that fails queues nothing', async () => {
      const replica = aReplica();
      const { applicationId } = await aQuoteUnderReview(replica);
      expect(await jobOf(`envelope.send:${applicationId}:quote`)).toEqual({ status: 'pending', attempts: 0 });

      const other = anApplication(uniqueId('ada'), { quoteSignature: 'none' });
      await replica.unitOfWork.run((tx) => tx.leaseApplications.add(other));
      // The same move, in a transaction that fails after the application is saved.
      const dying: UnitOfWork = {
        run: (work) =>
          replica.unitOfWork.run(async (tx) => {
            await work(tx);
            throw new Error('the request died after the save');
          }),
      };
      const failed = new MoveApplication(dying, () => new Date()).execute({
        applicationId: other.applicationId,
        track: 'primary',
        to: 'reviewQuote',
        actor: 'primaryApplicant',
        actorId: other.orgUserId,
        reason: 'opened the quote',
        mover: 'customer',
      });
      await expect(failed).rejects.toThrow('the request died after the save');
      expect(await jobOf(`envelope.send:${other.applicationId}:quote`)).toBeUndefined();
      expect((await stored(other.applicationId))?.journey.status).toBeUndefined();
    });

    it("makes one POST when the quote's job and the officer's signing view race, each on its own replica", async () => {
      const worker = aReplica();
      const customer = aReplica();
      const { applicationId, view } = await aQuoteUnderReview(customer);
      const [, opened] = await Promise.all([worker.workOff(), customer.startQuoteSigning.execute(view)]);
      expect(opened).toMatchObject({ ok: true });
      expect(creates()).toBe(1);
      const envelope = await docuSign.store.ofReference(`${applicationId}:quote`);
      expect((await stored(applicationId))?.journey.quoteEnvelopeId).toBe(envelope?.envelopeId);
      expect(await jobOf(`envelope.send:${applicationId}:quote`)).toMatchObject({ status: 'done' });
    }, 60_000);

    it("makes one POST when the lease's job and Authorised Officer (1)'s signing view race", async () => {
      const worker = aReplica();
      const customer = aReplica();
      const ownerId = uniqueId('ada');
      const application = anApplication(ownerId, {
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        quoteSignature: 'completed',
        entityDetails: { entityType: 'PRV' },
        companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd', abn: '51824753556' },
        businessDetails: {
          financeDetails: { personalGuarantee: 'no', creditLimit: 60000, completed: 'yes' },
        },
      });
      await customer.unitOfWork.run((tx) => tx.leaseApplications.add(application));
      const user = { id: ownerId, orgId: profile.orgId };
      const { applicationId } = application;
      expect(
        await customer.recordDirectDebitAccount.execute({ user, applicationId, account: AU_ACCOUNT }),
      ).toMatchObject({ ok: true });
      expect(await jobOf(`envelope.send:${applicationId}:lease`)).toMatchObject({ status: 'pending' });

      const [, opened] = await Promise.all([
        worker.workOff(),
        customer.startLeaseSigning.execute({
          user,
          applicationId,
          isCurrentUserPrimary: true,
          returnUrl: `http://au.fleetco.example/applications/${applicationId}/quotesign-mla`,
          host: 'au.fleetco.example',
        }),
      ]);
      expect(opened).toMatchObject({ ok: true });
      expect(creates()).toBe(1);
      const envelope = await docuSign.store.ofReference(`${applicationId}:lease`);
      expect(await stored(applicationId)).toMatchObject({
        journey: { leaseEnvelopeId: envelope?.envelopeId, leaseEnvelopeAttempt: 1 },
      });
    }, 60_000);

    it('finds by its reference the envelope a worker sent before it died, when the job is run again', async () => {
      const replica = aReplica();
      const { applicationId } = await aQuoteUnderReview(replica);
      const reference = `${applicationId}:quote`;
      // A worker took the job three minutes ago, claimed the reference, had DocuSign make the envelope,
      // and died before keeping it: its claim on the job ran out, its send claim is stale.
      const threeMinutesAgo = new Date(Date.now() - 180_000);
      const taken = await replica.queue.claim(new Date(), 1);
      expect(taken?.key).toBe(`envelope.send:${reference}`);
      await claims.claim(
        reference,
        'the-dead-worker',
        threeMinutesAgo.toISOString(),
        new Date(0).toISOString(),
      );
      const sentByTheDead = await docuSign.service.sendEnvelope({
        reference,
        emailSubject: 'Please sign your quote',
        documents: [{ documentId: '1', name: 'Quote.pdf', pdf: new TextEncoder().encode('%PDF-1.7') }],
        signers: [
          {
            recipientId: '1',
            name: 'Ada Officer',
            email: 'ada@haulage.example',
            routingOrder: 1,
            clientUserId: 'ada',
          },
        ],
        witnesses: [],
      });
      docuSign.calls.splice(0);

      await new Promise((resolve) => setTimeout(resolve, 5));
      await replica.workOff();
      expect(creates()).toBe(0);
      expect(docuSign.callsTo('GET', '/envelopes')).toHaveLength(1);
      expect((await stored(applicationId))?.journey.quoteEnvelopeId).toBe(sentByTheDead.envelopeId);
      expect(await jobOf(`envelope.send:${reference}`)).toEqual({ status: 'done', attempts: 2 });
    }, 60_000);

    it('voids a withdrawn envelope at DocuSign, and is done when DocuSign says it is closed already', async () => {
      const replica = aReplica();
      const reason = 'The lease documents were withdrawn because the application changed.';
      const live = await replica.eSignature.sendEnvelope(aQuoteEnvelope(`${uniqueId('app')}:lease`));
      const closed = await replica.eSignature.sendEnvelope(aQuoteEnvelope(`${uniqueId('app')}:lease`));
      await replica.eSignature.voidEnvelope(closed.envelopeId, 'voided by hand at DocuSign');
      docuSign.calls.splice(0);
      for (const envelope of [live, closed])
        await replica.queue.enqueue(envelopeVoidJob(envelope.envelopeId, reason), new Date());

      await replica.workOff();
      expect(
        docuSign
          .callsTo('PUT', /\/envelopes\/[^/]+$/)
          .map((call) => call.status)
          .sort(),
      ).toEqual([200, 400]);
      expect((await docuSign.store.ofId(live.envelopeId))?.status).toBe('voided');
      for (const envelope of [live, closed])
        expect(await jobOf(`envelope.void:${envelope.envelopeId}`)).toEqual({ status: 'done', attempts: 1 });
    }, 60_000);
  });
}

describeEnvelopeJobs('embedded PGlite', { open: () => openMemoryDatabase(), dispose: (db) => db.close() });
describeOnServer('envelopes sent by their job', describeEnvelopeJobs);
