import type { User } from '../../accounts/user';
import type { AuditEntry } from '../../application/audit-entry';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import { InMemoryJobQueue } from '../../jobs/testing/in-memory-job-queue';
import { InMemoryLeads } from '../../leads/testing/in-memory-leads';
import { DomainError } from '../../shared/result';
import { openProposalKey, type OverrideProposal } from '../../staff/override-proposal';
import { InMemoryStaffMembers } from '../../staff/testing/in-memory-staff-members';
import { leaseApplicationErrors } from '../lease-application-errors';
import { isFailedResult } from '../../shared/unit-of-work';
import type { LeaseApplicationTransaction, UnitOfWork } from '../unit-of-work.port';

/**
 * A unit of work over plain maps: work runs on a copy that replaces the committed state only when the
 * work neither throws nor returns a failed result, as a database transaction would.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  applications = new Map<string, Versioned<VehicleApplication>>();
  audit: AuditEntry[] = [];
  users = new Map<string, User>();
  leads = new InMemoryLeads();
  jobs = new InMemoryJobQueue();
  overrides = new Map<string, OverrideProposal>();
  /** The desk's members: an approved enrolment or promotion lands here when its unit commits. */
  staff = new InMemoryStaffMembers();
  /** When set, recording an audit entry throws it: a failure after the other writes. */
  auditFailure: Error | undefined;

  async run<T>(work: (tx: LeaseApplicationTransaction) => Promise<T>): Promise<T> {
    const applications = new Map(this.applications);
    const audit = [...this.audit];
    const users = new Map(this.users);
    const overrides = new Map(this.overrides);
    // Leads and jobs live in their own stores: their writes wait here until the work commits.
    const onCommit: (() => Promise<unknown>)[] = [];
    // The version each saved application was read at: a unit committed meanwhile makes this one fail.
    const savedFrom = new Map<string, number>();
    const enrolled: { email: string }[] = [];
    const result = await work({
      leaseApplications: {
        ofId: async (id) => structuredClone(applications.get(id)),
        save: async (application, expectedVersion) => {
          const stored = applications.get(application.applicationId);
          if ((stored?.version ?? 0) !== expectedVersion) {
            throw new DomainError('CONCURRENT_UPDATE', 'Someone else saved this application meanwhile.');
          }
          if (!savedFrom.has(application.applicationId))
            savedFrom.set(application.applicationId, expectedVersion);
          const saved = { value: structuredClone(application), version: expectedVersion + 1 };
          applications.set(application.applicationId, saved);
          return structuredClone(saved);
        },
        add: async (application) => {
          if (applications.has(application.applicationId)) throw new Error('duplicate application id');
          const reference = quoteReferenceOf(application);
          if (reference && [...applications.values()].some(({ value }) => sameQuote(value, application))) {
            throw leaseApplicationErrors.quoteReferenceTaken(reference);
          }
          const added = { value: structuredClone(application), version: 1 };
          applications.set(application.applicationId, added);
          return structuredClone(added);
        },
        ofQuoteReference: async (orgId, quoteReference) =>
          structuredClone(
            [...applications.values()].find(
              ({ value }) =>
                value.orgId === orgId &&
                quoteReferenceOf(value)?.toLowerCase() === quoteReference.trim().toLowerCase(),
            )?.value,
          ),
      },
      auditEntries: {
        record: async (entry) => {
          if (this.auditFailure) throw this.auditFailure;
          audit.push(entry);
        },
      },
      users: {
        ofEmail: async (orgId, email) =>
          structuredClone(
            [...users.values()].find((u) => u.orgId === orgId && u.email === email.trim().toLowerCase()),
          ),
        add: async (user) => {
          const email = user.email.trim().toLowerCase();
          if ([...users.values()].some((u) => u.orgId === user.orgId && u.email === email)) {
            throw new DomainError('BAD_INPUT', 'A user with this e-mail address already exists.');
          }
          users.set(user.id, structuredClone({ ...user, email }));
        },
      },
      leads: {
        // A lead stored under the same id answers as the store does; a new one is stored at commit.
        add: async (lead) => {
          const earlier = this.leads.stored.get(lead.id);
          if (earlier) return structuredClone(earlier);
          onCommit.push(() => this.leads.add(lead));
          return undefined;
        },
      },
      jobs: {
        enqueue: async (job, at) => {
          onCommit.push(() => this.jobs.enqueue(job, at));
          return !this.jobs.jobs.some(({ key }) => key === job.key);
        },
      },
      staffMembers: {
        ofId: (staffId) => this.staff.ofId(staffId),
        enrol: async (member) => {
          const taken = [...this.staff.stored, ...enrolled].some((other) => other.email === member.email);
          if (taken) return false;
          enrolled.push(member);
          onCommit.push(() => this.staff.enrol(member));
          return true;
        },
        changeRole: async (staffId, from, to) => {
          const member = await this.staff.ofId(staffId);
          if (member?.role !== from || member.status !== 'active') return false;
          onCommit.push(() => this.staff.changeRole(staffId, from, to));
          return true;
        },
        enable: async (staffId, role, enrolment) => {
          const member = await this.staff.ofId(staffId);
          if (member?.status !== 'disabled') return false;
          onCommit.push(() => this.staff.enable(staffId, role, enrolment));
          return true;
        },
      },
      overrides: {
        add: async (proposal) => {
          const key = openProposalKey(proposal);
          const open = [...overrides.values()].find(
            (other) => other.status === 'pending' && openProposalKey(other) === key,
          );
          if (open && Date.parse(open.expiresAt) > Date.parse(proposal.proposedAt))
            return structuredClone(open);
          if (open) {
            const replaced = 'it expired, and a new proposal asks the same change';
            overrides.set(open.proposalId, { ...open, status: 'closed', closedReason: replaced });
          }
          overrides.set(proposal.proposalId, structuredClone(proposal));
          return undefined;
        },
        ofId: async (proposalId) => structuredClone(overrides.get(proposalId)),
        decide: async (decided) => {
          if (overrides.get(decided.proposalId)?.status !== 'pending') return false;
          overrides.set(decided.proposalId, structuredClone(decided));
          return true;
        },
        close: async (closed) => {
          if (overrides.get(closed.proposalId)?.status !== 'pending') return false;
          overrides.set(closed.proposalId, structuredClone(closed));
          return true;
        },
      },
    });
    if (isFailedResult(result)) return result;
    for (const [id, version] of savedFrom) {
      if ((this.applications.get(id)?.version ?? 0) !== version) {
        throw new DomainError('CONCURRENT_UPDATE', 'Someone else saved this application meanwhile.');
      }
    }
    this.applications = applications;
    this.audit = audit;
    this.users = users;
    this.overrides = overrides;
    for (const write of onCommit) await write();
    return result;
  }

  /** Seeds an application outside any unit of work. */
  given(application: VehicleApplication, version = 1): this {
    this.applications.set(application.applicationId, { value: structuredClone(application), version });
    return this;
  }

  /** Seeds a user outside any unit of work. */
  givenUser(user: User): this {
    this.users.set(user.id, structuredClone(user));
    return this;
  }
}

const quoteReferenceOf = (application: VehicleApplication): string | undefined =>
  application.journey.quoteDetails?.primaryQuoteReference || undefined;

/** As the database's unique index: one quote reference per organisation, in any letter case. */
const sameQuote = (a: VehicleApplication, b: VehicleApplication): boolean =>
  a.orgId === b.orgId && quoteReferenceOf(a)?.toLowerCase() === quoteReferenceOf(b)?.toLowerCase();
