import {
  BreakGlassStaffKey,
  CheckLeaseSigning,
  CreateOrganisation,
  DecideOverride,
  DisableStaffMember,
  DisableUser,
  EnableStaffMember,
  EnableUser,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  MoveApplicationAsStaff,
  PromoteStaffMember,
  ProposeCreditDecision,
  ProposeStaffMember,
  RedeemEnrolmentCode,
  ReissueStaffKey,
  ResendEnrolmentCode,
  ResendOfficerInvitation,
  ResetIdScanErrors,
  RetryPartnerJob,
  SendPasswordLinkAsStaff,
  UpdateOrganisation,
  type DisableUserDependencies,
  type ESignature,
  type OrganisationDependencies,
  type PartnerJobDesk,
  type StaffChangeDependencies,
  type StaffEnrolmentDependencies,
  type StaffOverrideDependencies,
  type StaffRepairDependencies,
} from '@lease-portal/domain';
import { madeOnUse } from '../made-on-use';

// The support desk's use cases, wired once for the portal's container (bind-staff.ts) and for
// lease-admin's own composition (decision 2071). Each is made when first read; they import the domain only.

/** The desk's members: the first administrator, proposals, promotion, keys (decisions 1810, 2040, 2112). */
export function staffEnrolmentUseCases(deps: StaffEnrolmentDependencies) {
  return madeOnUse({
    enrolFirst: () => new EnrolFirstAdministrator(deps),
    propose: () => new ProposeStaffMember(deps),
    promote: () => new PromoteStaffMember(deps),
    redeem: () => new RedeemEnrolmentCode(deps),
    resendEnrolment: () => new ResendEnrolmentCode(deps),
    disable: () => new DisableStaffMember(deps),
    enable: () => new EnableStaffMember(deps),
    identify: () => new IdentifyStaffMember(deps),
    reissueKey: () => new ReissueStaffKey(deps),
    breakGlass: () => new BreakGlassStaffKey(deps),
  });
}

/** Staff moves and the maker-checker proposals of overrides (decision 1830). */
export function staffOverrideUseCases(deps: StaffOverrideDependencies & StaffChangeDependencies) {
  return madeOnUse({
    move: () => new MoveApplicationAsStaff(deps),
    proposeCreditDecision: () => new ProposeCreditDecision(deps),
    decide: () => new DecideOverride(deps),
  });
}

/** Administrators create and change organisations (decision 1850). */
export function organisationUseCases(deps: OrganisationDependencies) {
  return madeOnUse({
    create: () => new CreateOrganisation(deps),
    update: () => new UpdateOrganisation(deps),
  });
}

/** What the repairs use; a composition may give a lazy object, read only by the repair made. */
export interface StaffRepairPorts extends StaffRepairDependencies, Omit<DisableUserDependencies, 'clock'> {
  eSignature: Pick<ESignature, 'envelope'>;
  jobs: PartnerJobDesk;
}

/** Repairs that do not move an application: scans, invitations, partner calls, users (decisions 1840, 1860, 2112). */
export function staffRepairUseCases(ports: StaffRepairPorts) {
  return madeOnUse({
    resetIdScanErrors: () => new ResetIdScanErrors({ unitOfWork: ports.unitOfWork, clock: ports.clock }),
    checkLeaseSigning: () =>
      new CheckLeaseSigning({
        unitOfWork: ports.unitOfWork,
        clock: ports.clock,
        eSignature: ports.eSignature,
      }),
    resendInvitation: () =>
      new ResendOfficerInvitation({
        unitOfWork: ports.unitOfWork,
        clock: ports.clock,
        passwordLinks: ports.passwordLinks,
      }),
    retryJob: () => new RetryPartnerJob({ jobs: ports.jobs, clock: ports.clock }),
    disableUser: () =>
      new DisableUser({
        users: ports.users,
        access: ports.access,
        sessions: ports.sessions,
        clock: ports.clock,
      }),
    enableUser: () => new EnableUser({ users: ports.users, access: ports.access, clock: ports.clock }),
    sendPasswordLink: () =>
      new SendPasswordLinkAsStaff({
        users: ports.users,
        access: ports.access,
        passwordLinks: ports.passwordLinks,
      }),
  });
}
