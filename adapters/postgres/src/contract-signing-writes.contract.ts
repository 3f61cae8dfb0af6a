import {
  RecordLeaseSigning,
  SubmitSignedDocuments,
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
 * signing at once, or two submissions of the signed documents at once, each answer finished, and the
 * application moves and is audited once.
 */
export function describeContractSigningWrites(engine: string, factory: DatabaseFactory): void {
  describe(`the lease signing's completion on ${engine}`, () => {
    let applications: PostgresVehicleApplications;
    let auditTrail: PostgresAuditTrail;
    let record: RecordLeaseSigning;
    let submit: SubmitSignedDocuments;
    let meetNextTwoSaves: () => void;
    const profiles: OrgProfile[] = [];

    withTestDatabase(factory, async (db: Database) => {
      applications = new PostgresVehicleApplications(db);
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
    });

    async function anApplicationAtSigning(scoreboard: VehicleApplication['scoreboard']) {
      const profile = anOrgProfile({ region: 'NZ' });
      profiles.push(profile);
      const [primary, secondary] = [uniqueId('ada'), uniqueId('sam')];
      const application = anApplication({
        orgId: profile.orgId,
        orgUserId: primary,
        scoreboard: {
          status: 'reviewAndSignContract',
          statusSecondary: 'reviewAndSignContract',
          statusCreditCheck: 'approved',
          primaryApplicant: { userId: primary, email: 'ada@harbour.example' },
          secondaryApplicant: { userId: secondary, email: 'sam@harbour.example' },
          entityDetails: { entityType: 'LTD' },
          businessDetails: { financeDetails: { personalGuarantee: 'no' } },
          ...scoreboard,
        },
      });
      await applications.add(application, anAuditEntry({ action: 'application.started' }));
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
        { ok: true, value: { finished: true } },
        { ok: true, value: { finished: true } },
      ]);
      expect((await applications.ofId(id))?.value.scoreboard).toMatchObject({
        status: 'finished',
        statusSecondary: 'finished',
      });
      expect((await actionsOf(id)).filter((action) => action === 'application.lease-signed')).toHaveLength(1);
    });

    it('answers both of two simultaneous submissions ok, and submits once', async () => {
      const upload = (uuid: string) => ({
        uploadFile: { uuid, fileName: `${uuid}.pdf`, mimeType: 'application/pdf' },
      });
      const { id, user } = await anApplicationAtSigning({
        wetSignature: {
          signType: 'wet',
          documents: { documentMLA: upload('mla'), documentBank: upload('bank') },
        },
      });
      const submitting = () => submit.execute({ user, applicationId: id, status: 'completed' });
      meetNextTwoSaves();
      expect(await Promise.all([submitting(), submitting()])).toEqual([
        { ok: true, value: { finished: true } },
        { ok: true, value: { finished: true } },
      ]);
      expect((await applications.ofId(id))?.value.scoreboard).toMatchObject({
        status: 'finished',
        wetSignature: { status: 'completed' },
      });
      expect(
        (await actionsOf(id)).filter((action) => action === 'application.signed-documents.submitted'),
      ).toHaveLength(1);
    });
  });
}
