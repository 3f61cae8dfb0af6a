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
  type StaffOverrideDependencies,
  type UnitOfWork,
} from '@lease-portal/domain';
import {
  PostgresOverrideProposals,
  PostgresPartnerJobDesk,
  PostgresStaffMembers,
  PostgresUserAccess,
  type Database,
} from '@lease-portal/postgres';

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
  container.bind(EnrolFirstAdministrator).toDynamicValue((ctx) => new EnrolFirstAdministrator(deps(ctx)));
  container.bind(ProposeStaffMember).toDynamicValue((ctx) => new ProposeStaffMember(deps(ctx)));
  container.bind(PromoteStaffMember).toDynamicValue((ctx) => new PromoteStaffMember(deps(ctx)));
  container.bind(RedeemEnrolmentCode).toDynamicValue((ctx) => new RedeemEnrolmentCode(deps(ctx)));
  container.bind(ResendEnrolmentCode).toDynamicValue((ctx) => new ResendEnrolmentCode(deps(ctx)));
  container.bind(DisableStaffMember).toDynamicValue((ctx) => new DisableStaffMember(deps(ctx)));
  container.bind(IdentifyStaffMember).toDynamicValue((ctx) => new IdentifyStaffMember(deps(ctx)));

  bindOverrides(container, db);
  bindRepairs(container, db);
  bindOrganisations(container);
}

/** Staff moves and the maker-checker proposals of overrides (decision 1830). */
function bindOverrides(container: Container, db: Database): void {
  container
    .bind<OverrideProposals>(OVERRIDE_PROPOSALS)
    .toDynamicValue(() => new PostgresOverrideProposals(db));
  const deps = (ctx: ResolutionContext): StaffOverrideDependencies => ({
    unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
    ids: ctx.get<Ids>(IDS),
    clock: ctx.get<Clock>(CLOCK),
  });
  container.bind(MoveApplicationAsStaff).toDynamicValue((ctx) => new MoveApplicationAsStaff(deps(ctx)));
  container.bind(ProposeCreditDecision).toDynamicValue((ctx) => new ProposeCreditDecision(deps(ctx)));
  container.bind(DecideOverride).toDynamicValue(
    (ctx) =>
      new DecideOverride({
        ...deps(ctx),
        tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
        mailer: ctx.get<Mailer>(MAILER),
      }),
  );
}

/** Repairs that do not move an application: scans, invitations, partner calls (decision 1840). */
function bindRepairs(container: Container, db: Database): void {
  container.bind<UserAccess>(USER_ACCESS).toDynamicValue(() => new PostgresUserAccess(db));
  container.bind(DisableUser).toDynamicValue(
    (ctx) =>
      new DisableUser({
        users: ctx.get<Users>(USERS),
        access: ctx.get<UserAccess>(USER_ACCESS),
        sessions: ctx.get<Sessions>(SESSIONS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(CheckLeaseSigning).toDynamicValue(
    (ctx) =>
      new CheckLeaseSigning({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
        eSignature: ctx.get<ESignature>(E_SIGNATURE),
      }),
  );
  container.bind<PartnerJobDesk>(PARTNER_JOB_DESK).toDynamicValue(() => new PostgresPartnerJobDesk(db));
  container.bind(ResetIdScanErrors).toDynamicValue(
    (ctx) =>
      new ResetIdScanErrors({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(ResendOfficerInvitation).toDynamicValue(
    (ctx) =>
      new ResendOfficerInvitation({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
        passwordLinks: ctx.get(IssuePasswordResetLink),
      }),
  );
  container.bind(RetryPartnerJob).toDynamicValue(
    (ctx) =>
      new RetryPartnerJob({
        jobs: ctx.get<PartnerJobDesk>(PARTNER_JOB_DESK),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
}

/** Administrators create and change organisations (decision 1850). */
function bindOrganisations(container: Container): void {
  const deps = (ctx: ResolutionContext) => ({
    orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
    clock: ctx.get<Clock>(CLOCK),
  });
  container.bind(CreateOrganisation).toDynamicValue((ctx) => new CreateOrganisation(deps(ctx)));
  container.bind(UpdateOrganisation).toDynamicValue((ctx) => new UpdateOrganisation(deps(ctx)));
}
