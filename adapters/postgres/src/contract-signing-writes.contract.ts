import {
  CheckPaperSigning,
  RecordLeaseSigning,
  SubmitSignedDocuments,
  type StaffMember,
  type EnvelopeState,
  type LeaseApplicationTransaction,
  type OrgProfile,
  type UnitOfWork,
  type VehicleApplication,
} from '@lease-portal/domain';
import type { Database } from './database';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import type { DatabaseFactory } from './repositories.contract';
import { applicationWrites } from './testing/application-writes';
import { anApplication, anAuditEntry, anOrgProfile, uniqueId } from './testing/builders';
import { withTestDatabase } from './testing/test-database';

/**
 * Two units of work that both reach their write before either writes, when the engine runs them side
 * by side; an engine that runs one transaction at a time lets the first through after a short wait.
 */
function savingTogether(unitOfWork: UnitOfWork) {
  let waiting = 0;
  let release = () => {};
  let bothReady = Promise.resolve();
  const together: UnitOfWork = {
    run: (work) =>
      unitOfWork.run((tx) => {
        const leaseApplications = Object.create(
          tx.leaseApplications,
        ) as LeaseApplicationTransaction['leaseApplications'];
        leaseApplications.save = async (application, expectedVersion) => {
          if (waiting > 0) {
            waiting -= 1;
            if (waiting === 0) release();
            await Promise.race([bothReady, new Promise((resolve) => setTimeout(resolve, 300))]);
          }
          return tx.leaseApplications.save(application, expectedVersion);
        };
        return work({ ...tx, leaseApplications });
      }),
  };
  const meetNextTwoSaves = () => {
    waiting = 2;
    bothReady = new Promise<void>((resolve) => (release = resolve));
  };
  return { together, meetNextTwoSaves };
}

/**
 * Completing the lease on the real unit of work (decision 1707): both officers' polls recording the
 * signing at once each answer finished, and the application moves and is audited once; two
 * submissions of the signed documents at once submit them once, and of two staff checks of them at
 * once only one applies (decision 2030).
 */
export function describeContractSigningWrites(engine: string, factory: DatabaseFactory): void {
  describe(`the lease signing's completion on ${engine}`, () => {
    let applications: PostgresVehicleApplications;
    let writes: ReturnType<typeof applicationWrites>;
    let auditTrail: PostgresAuditTrail;
    let record: RecordLeaseSigning;
    let submit: SubmitSignedDocuments;
    let check: CheckPaperSigning;
    let meetNextTwoSaves: () => void;
    const profiles: OrgProfile[] = [];

    withTestDatabase(factory, async (db: Database) => {
      applications = new PostgresVehicleApplications(db);
      writes = applicationWrites(db);
      auditTrail = new PostgresAuditTrail(db);
      const saving = savingTogether(new PostgresUnitOfWork(db));
      meetNextTwoSaves = saving.meetNextTwoSaves;
      const clock = { now: () => new Date('2026-11-24T09:00:00.000Z') };
      record = new RecordLeaseSigning({ unitOfWork: saving.together, clock });
      submit = new SubmitSignedDocuments({
        unitOfWork: saving.together,
        orgProfiles: { ofId: async (orgId) => profiles.find((profile) => profile.orgId === orgId) },
        clock,
      });
      check = new CheckPaperSigning({ unitOfWork: saving.together, clock });
    });

    async function anApplicationAtSigning(journey: VehicleApplication['journey']) {
      const profile = anOrgProfile({ region: 'NZ' });
      profiles.push(profile);
      const [primary, secondary] = [uniqueId('ada'), uniqueId('sam')];
      const application = anApplication({
        orgId: profile.orgId,
        orgUserId: primary,
        journey: {
          status: 'reviewAndSignContract',
          statusSecondary: 'reviewAndSignContract',
          statusCreditCheck: 'approved',
          primaryApplicant: { userId: primary, email: 'ada@harbour.example' },
          secondaryApplicant: { userId: secondary, email: 'sam@harbour.example' },
          entityDetails: { entityType: 'LTD' },
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
          ...journey,
        },
      });
      await writes.add(application, anAuditEntry({ action: 'application.started' }));
      return { id: application.applicationId, user: { id: primary, orgId: profile.orgId } };
    }

    const actionsOf = async (id: string) => (await auditTrail.ofApplication(id)).map((entry) => entry.action);

    it('answers both polls finished when they record the signing at once, and records it once', async () => {
      const envelopeId = uniqueId('envelope');
      const { id } = await anApplicationAtSigning({ leaseEnvelopeId: envelopeId });
      const envelope: EnvelopeState = {
        envelopeId,
        reference: `${id}:lease`,
        status: 'completed',
        signers: [
          {
            recipientId: '1',
            name: 'Ada',
            email: 'ada@harbour.example',
            routingOrder: 1,
            status: 'completed',
          },
          {
            recipientId: '2',
            name: 'Sam',
            email: 'sam@harbour.example',
            routingOrder: 2,
            status: 'completed',
          },
        ],
        witnesses: [],
      };
      meetNextTwoSaves();
      const answers = await Promise.all([record.execute(id, envelope), record.execute(id, envelope)]);
      expect(answers).toEqual([
        { ok: true, value: expect.objectContaining({ finished: true }) },
        { ok: true, value: expect.objectContaining({ finished: true }) },
      ]);
      expect((await applications.ofId(id))?.value.journey).toMatchObject({
        status: 'finished',
        statusSecondary: 'finished',
      });
      expect((await actionsOf(id)).filter((action) => action === 'application.lease-signed')).toHaveLength(1);
    });

    it('answers both of two simultaneous submissions ok, and submits once', async () => {
      const { id, user } = await aSubmission();
      const submitting = () => submit.execute({ user, applicationId: id, status: 'completed' });
      meetNextTwoSaves();
      expect(await Promise.all([submitting(), submitting()])).toEqual([
        { ok: true, value: { submitted: true } },
        { ok: true, value: { submitted: true } },
      ]);
      expect((await applications.ofId(id))?.value.journey).toMatchObject({
        status: 'reviewAndSignContract',
        wetSignature: { status: 'submitted' },
      });
      expect(
        (await actionsOf(id)).filter((action) => action === 'application.signed-documents.submitted'),
      ).toHaveLength(1);
    });

    it('finishes the lease when staff accept the submitted documents, in the trail as the member', async () => {
      const { id, user } = await aSubmission();
      await submit.execute({ user, applicationId: id, status: 'completed' });
      expect(
        await check.execute(member, { applicationId: id, verdict: 'accept', reason: 'Both signed' }),
      ).toMatchObject({ ok: true, value: { finished: true, wetSignatureStatus: 'verified' } });
      expect((await applications.ofId(id))?.value.journey).toMatchObject({
        status: 'finished',
        statusSecondary: 'finished',
        wetSignature: { status: 'verified' },
      });
      const trail = await auditTrail.ofApplication(id);
      expect(trail.slice(-3).map((entry) => [entry.actor, entry.action])).toEqual([
        ['staff:staff-1', 'application.signed-documents.verified'],
        ['staff:staff-1', 'application.status.changed'],
        ['staff:staff-1', 'application.status.changed'],
      ]);
    });

    it('applies only one of two staff checks made at once', async () => {
      const { id, user } = await aSubmission();
      await submit.execute({ user, applicationId: id, status: 'completed' });
      meetNextTwoSaves();
      const answers = await Promise.allSettled([
        check.execute(member, { applicationId: id, verdict: 'accept', reason: 'Both signed' }),
        check.execute(member, { applicationId: id, verdict: 'reject', reason: 'Unsigned direct debit' }),
      ]);
      const applied = answers.filter((answer) => answer.status === 'fulfilled' && answer.value.ok);
      expect(applied).toHaveLength(1);
      // The other reads the check done (one transaction at a time) or loses the write (side by side).
      for (const other of answers.filter((answer) => !applied.includes(answer))) {
        const code =
          other.status === 'rejected'
            ? (other.reason as { code?: string }).code
            : !other.value.ok && other.value.error.code;
        expect(['NOT_ALLOWED', 'CONCURRENT_UPDATE']).toContain(code);
      }
      const checks = (await actionsOf(id)).filter((action) =>
        /^application\.signed-documents\.(verified|rejected)$/.test(action),
      );
      expect(checks).toHaveLength(1);
    });

    const member: StaffMember = {
      staffId: 'staff-1',
      name: 'Sam Support',
      email: 'sam@provider.example',
      role: 'support',
      status: 'active',
    };

    const aSubmission = () => {
      const upload = (uuid: string) => ({
        uploadFile: { uuid, fileName: `${uuid}.pdf`, mimeType: 'application/pdf' },
      });
      return anApplicationAtSigning({
        wetSignature: {
          signType: 'wet',
          documents: { masterLeaseAgreement: upload('mla'), directDebit: upload('bank') },
        },
        // The Direct Debit document was printed with it (decision 2097).
        directDebitAccount: {
          region: 'NZ',
          accountName: 'Harbour Haulage Limited',
          bank: '01',
          branch: '0902',
          account: '0068389',
          suffix: '00',
        },
      });
    };
  });
}
