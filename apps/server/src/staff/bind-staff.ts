import type { Container, ResolutionContext } from 'inversify';
import {
  CheckLeaseSigning,
  MAILER,
  PromoteStaffMember,
  ProposeStaffMember,
  RedeemEnrolmentCode,
  ResendEnrolmentCode,
  type Mailer,
  CLOCK,
  CreateOrganisation,
  ORG_PROFILES,
  UpdateOrganisation,
  DecideOverride,
  DisableUser,
  E_SIGNATURE,
  IssuePasswordResetLink,
  PARTNER_JOB_DESK,
  ResendOfficerInvitation,
  ResetIdScanErrors,
  RetryPartnerJob,
  MoveApplicationAsStaff,
  OVERRIDE_PROPOSALS,
  ProposeCreditDecision,
  SESSIONS,
  UNIT_OF_WORK,
  USER_ACCESS,
  USERS,
  DisableStaffMember,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  IDS,
  SECRET_TOKENS,
  STAFF_MEMBERS,
  type Clock,
  type ESignature,
  type Ids,
  type SecretTokens,
  type StaffEnrolmentDependencies,
  type OrgProfiles,
  type OverrideProposals,
  type PartnerJobDesk,
  type Sessions,
  type UserAccess,
  type Users,
  type StaffMembers,
  type UnitOfWork,
} from '@lease-portal/domain';
import {
  PostgresOverrideProposals,
  PostgresPartnerJobDesk,
  PostgresStaffMembers,
  PostgresUserAccess,
  type Database,
} from '@lease-portal/postgres';
import {
  organisationUseCases,
  staffEnrolmentUseCases,
  staffOverrideUseCases,
  staffRepairUseCases,
  type StaffRepairPorts,
} from './staff-use-cases';
import { madeOnUse } from '../made-on-use';

/** The support desk's members and their keys (decision 1810), used by lease-admin. */
export function bindStaff(container: Container, db: Database): void {
  container.bind<StaffMembers>(STAFF_MEMBERS).toDynamicValue(() => new PostgresStaffMembers(db));
  const deps = (ctx: ResolutionContext): StaffEnrolmentDependencies => ({
    members: ctx.get<StaffMembers>(STAFF_MEMBERS),
    tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
    ids: ctx.get<Ids>(IDS),
    clock: ctx.get<Clock>(CLOCK),
    mailer: ctx.get<Mailer>(MAILER),
    unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
  });
  const enrolment = (ctx: ResolutionContext) => staffEnrolmentUseCases(deps(ctx));
  container.bind(EnrolFirstAdministrator).toDynamicValue((ctx) => enrolment(ctx).enrolFirst);
  container.bind(ProposeStaffMember).toDynamicValue((ctx) => enrolment(ctx).propose);
  container.bind(PromoteStaffMember).toDynamicValue((ctx) => enrolment(ctx).promote);
  container.bind(RedeemEnrolmentCode).toDynamicValue((ctx) => enrolment(ctx).redeem);
  container.bind(ResendEnrolmentCode).toDynamicValue((ctx) => enrolment(ctx).resendEnrolment);
  container.bind(DisableStaffMember).toDynamicValue((ctx) => enrolment(ctx).disable);
  container.bind(IdentifyStaffMember).toDynamicValue((ctx) => enrolment(ctx).identify);

  bindOverrides(container, db);
  bindRepairs(container, db);
  bindOrganisations(container);
}

/** Staff moves and the maker-checker proposals of overrides (decision 1830). */
function bindOverrides(container: Container, db: Database): void {
  container
    .bind<OverrideProposals>(OVERRIDE_PROPOSALS)
    .toDynamicValue(() => new PostgresOverrideProposals(db));
  const overrides = (ctx: ResolutionContext) =>
    staffOverrideUseCases({
      unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
      ids: ctx.get<Ids>(IDS),
      clock: ctx.get<Clock>(CLOCK),
      tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
      mailer: ctx.get<Mailer>(MAILER),
    });
  container.bind(MoveApplicationAsStaff).toDynamicValue((ctx) => overrides(ctx).move);
  container.bind(ProposeCreditDecision).toDynamicValue((ctx) => overrides(ctx).proposeCreditDecision);
  container.bind(DecideOverride).toDynamicValue((ctx) => overrides(ctx).decide);
}

/** Repairs that do not move an application: scans, invitations, partner calls (decision 1840). */
function bindRepairs(container: Container, db: Database): void {
  container.bind<UserAccess>(USER_ACCESS).toDynamicValue(() => new PostgresUserAccess(db));
  container.bind<PartnerJobDesk>(PARTNER_JOB_DESK).toDynamicValue(() => new PostgresPartnerJobDesk(db));
  // Each repair resolves the ports it reads, and no others.
  const repairs = (ctx: ResolutionContext) =>
    staffRepairUseCases(
      madeOnUse<StaffRepairPorts>({
        unitOfWork: () => ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: () => ctx.get<Clock>(CLOCK),
        passwordLinks: () => ctx.get(IssuePasswordResetLink),
        eSignature: () => ctx.get<ESignature>(E_SIGNATURE),
        jobs: () => ctx.get<PartnerJobDesk>(PARTNER_JOB_DESK),
        users: () => ctx.get<Users>(USERS),
        access: () => ctx.get<UserAccess>(USER_ACCESS),
        sessions: () => ctx.get<Sessions>(SESSIONS),
      }),
    );
  container.bind(DisableUser).toDynamicValue((ctx) => repairs(ctx).disableUser);
  container.bind(CheckLeaseSigning).toDynamicValue((ctx) => repairs(ctx).checkLeaseSigning);
  container.bind(ResetIdScanErrors).toDynamicValue((ctx) => repairs(ctx).resetIdScanErrors);
  container.bind(ResendOfficerInvitation).toDynamicValue((ctx) => repairs(ctx).resendInvitation);
  container.bind(RetryPartnerJob).toDynamicValue((ctx) => repairs(ctx).retryJob);
}

/** Administrators create and change organisations (decision 1850). */
function bindOrganisations(container: Container): void {
  const organisations = (ctx: ResolutionContext) =>
    organisationUseCases({ orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES), clock: ctx.get<Clock>(CLOCK) });
  container.bind(CreateOrganisation).toDynamicValue((ctx) => organisations(ctx).create);
  container.bind(UpdateOrganisation).toDynamicValue((ctx) => organisations(ctx).update);
}
