import {
  DecideOverride,
  type Mail,
  type OverrideProposal,
  type StaffMember,
  type StoredStaffMember,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { PostgresUnitOfWork } from '../postgres-unit-of-work';
import type { DatabaseFactory } from '../testing/test-database';
import { withTestDatabase } from '../testing/test-database';
import { PostgresOverrideProposals } from './postgres-override-proposals';
import { PostgresStaffMembers } from './postgres-staff-members';

const member = (staffId: string): StoredStaffMember => ({
  staffId,
  name: staffId,
  email: `${staffId}@provider.example`,
  role: 'creditOfficer',
  status: 'active',
  keyDigest: `digest-${staffId}`,
  createdAt: '2026-11-24T09:00:00.000Z',
});

const proposal = (proposalId: string, overrides: Partial<OverrideProposal> = {}): OverrideProposal => ({
  proposalId,
  kind: 'moveBack',
  applicationId: 'app-1',
  change: { track: 'primary', from: 'approvals', to: 'businessDetails' },
  reason: 'Wrong statement',
  proposedBy: 'sam',
  proposedAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-11-26T09:00:00.000Z',
  status: 'pending',
  ...overrides,
});

/** The maker-checker proposals' storage (decision 1830), run on every engine. */
export function describeOverrideProposalsStorage(engine: string, factory: DatabaseFactory): void {
  describe(`override proposals on ${engine}`, () => {
    let db: Database;
    let unitOfWork: PostgresUnitOfWork;
    let proposals: PostgresOverrideProposals;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      unitOfWork = new PostgresUnitOfWork(db);
      proposals = new PostgresOverrideProposals(db);
      const staff = new PostgresStaffMembers(db);
      for (const id of ['sam', 'cora', 'carl']) {
        await staff.add(member(id), {
          actor: 'staff:admin',
          action: 'staff.member.enrolled',
          at: '2026-11-24T09:00:00.000Z',
        });
      }
    });

    it('keeps a proposal whole, and lists them newest first by status and application', async () => {
      await unitOfWork.run(async (tx) => {
        await tx.overrides.add(proposal('p-1'));
        await tx.overrides.add(
          proposal('p-2', {
            kind: 'creditDecision',
            applicationId: 'app-2',
            change: { from: 'awaitingDecision', to: 'approved' },
            proposedAt: '2026-11-24T10:00:00.000Z',
          }),
        );
      });
      expect(await proposals.ofId('p-1')).toEqual(proposal('p-1'));
      expect((await proposals.list({})).map((p) => p.proposalId)).toEqual(['p-2', 'p-1']);
      expect((await proposals.list({ applicationId: 'app-2' })).map((p) => p.proposalId)).toEqual(['p-2']);
      expect(await proposals.list({ status: 'approved' })).toEqual([]);
      expect(await proposals.ofId('p-none')).toBeUndefined();
    });

    it('writes a decision once, and nothing when the unit of work fails', async () => {
      const decided = {
        ...proposal('p-1'),
        status: 'approved' as const,
        decidedBy: 'cora',
        decidedAt: '2026-11-24T11:00:00.000Z',
      };
      await unitOfWork.run(async (tx) => {
        await tx.overrides.decide(decided);
        return { ok: false };
      });
      expect((await proposals.ofId('p-1'))?.status).toBe('pending');
      expect(await unitOfWork.run((tx) => tx.overrides.decide(decided))).toBe(true);
      expect(await unitOfWork.run((tx) => tx.overrides.decide({ ...decided, decidedBy: 'carl' }))).toBe(
        false,
      );
      expect(await proposals.ofId('p-1')).toEqual(decided);
    });

    it('lets one of two deciders at the same moment decide, the other waiting for its turn', async () => {
      const decideAs = (checker: string) =>
        unitOfWork.run(async (tx) => {
          const read = await tx.overrides.ofId('p-2');
          if (read?.status !== 'pending') return false;
          return tx.overrides.decide({
            ...read,
            status: 'approved',
            decidedBy: checker,
            decidedAt: '2026-11-24T11:00:00.000Z',
          });
        });
      const outcomes = await Promise.all([decideAs('cora'), decideAs('carl')]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect((await proposals.ofId('p-2'))?.status).toBe('approved');
    });

    it('keeps an enrolment with no application, and enrols its member once when two administrators approve at once', async () => {
      const enrolment = proposal('p-enrol', {
        kind: 'enrolStaff',
        change: { staffId: 'nia', name: 'Nia Support', email: 'nia@provider.example', role: 'support' },
        proposedBy: 'sam',
      });
      delete enrolment.applicationId;
      await unitOfWork.run((tx) => tx.overrides.add(enrolment));
      expect(await proposals.ofId('p-enrol')).toEqual(enrolment);

      const sent: Mail[] = [];
      let tokens = 0;
      const decide = new DecideOverride({
        unitOfWork,
        clock: { now: () => new Date('2026-11-24T12:00:00.000Z') },
        tokens: { generate: () => ({ token: `code-${++tokens}`, digest: `digest-code-${tokens}` }) },
        mailer: { send: async (mail) => void sent.push(mail) },
      });
      const administrator = (staffId: string): StaffMember => ({
        staffId,
        name: staffId,
        email: `${staffId}@provider.example`,
        role: 'administrator',
        status: 'active',
      });
      const outcomes = await Promise.all(
        ['cora', 'carl'].map((checker) =>
          decide.execute(administrator(checker), { proposalId: 'p-enrol', decision: 'approved' }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(
        (await new PostgresStaffMembers(db).all()).filter((m) => m.email === 'nia@provider.example'),
      ).toHaveLength(1);
      expect(sent.map((mail) => mail.to)).toEqual(['nia@provider.example']);
    });

    it('keeps one open proposal a change, even when two are made at the same moment', async () => {
      const same = (proposalId: string) => proposal(proposalId, { applicationId: 'app-9' });
      const outcomes = await Promise.all(
        ['p-a', 'p-b'].map((id) => unitOfWork.run((tx) => tx.overrides.add(same(id)))),
      );
      expect(outcomes.filter((open) => open === undefined)).toHaveLength(1);
      const [open] = outcomes.filter((found) => found !== undefined);
      expect(['p-a', 'p-b']).toContain(open?.proposalId);
      expect(await proposals.list({ applicationId: 'app-9', status: 'pending' })).toHaveLength(1);
      // A credit decision on the same application is another change.
      const credit = proposal('p-c', {
        applicationId: 'app-9',
        kind: 'creditDecision',
        change: { to: 'approved' },
      });
      expect(await unitOfWork.run((tx) => tx.overrides.add(credit))).toBeUndefined();
    });

    it('closes an expired proposal of the same change when a new one is made, and a stale one with why', async () => {
      const old = proposal('p-old', { applicationId: 'app-8' });
      await unitOfWork.run((tx) => tx.overrides.add(old));
      const fresh = proposal('p-new', {
        applicationId: 'app-8',
        proposedAt: '2026-11-27T09:00:00.000Z',
        expiresAt: '2026-11-29T09:00:00.000Z',
      });
      expect(await unitOfWork.run((tx) => tx.overrides.add(fresh))).toBeUndefined();
      expect(await proposals.ofId('p-old')).toMatchObject({
        status: 'closed',
        closedReason: 'it expired, and a new proposal asks the same change',
      });
      const stale = {
        ...fresh,
        status: 'closed' as const,
        closedReason: 'moved on: status now approvals',
        decidedBy: 'cora',
        decidedAt: '2026-11-27T10:00:00.000Z',
      };
      expect(await unitOfWork.run((tx) => tx.overrides.close(stale))).toBe(true);
      expect(await unitOfWork.run((tx) => tx.overrides.close(stale))).toBe(false);
      expect(await proposals.ofId('p-new')).toEqual(stale);
      expect((await proposals.list({ status: 'closed' })).map((p) => p.proposalId)).toEqual([
        'p-new',
        'p-old',
      ]);
    });
  });
}
