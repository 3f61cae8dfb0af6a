import type { Container, ResolutionContext } from 'inversify';
import {
  CLOCK,
  ConfirmPrimaryApplicant,
  IDS,
  IssuePasswordResetLink,
  IssueQuotedApplication,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  ORG_PROFILES,
  ResendSecondaryInvitation,
  SESSIONS,
  UNIT_OF_WORK,
  VEHICLE_APPLICATIONS,
  type Clock,
  type Ids,
  type OfficersDependencies,
  type OrgProfiles,
  type Sessions,
  type UnitOfWork,
  type VehicleApplications,
} from '@lease-portal/domain';
import type { ApplicantOfficersDependencies } from '@lease-portal/graphql';
import { officersUseCases } from './officers-use-cases';

/**
 * The authorised officers (decision 1230): confirming Authorised Officer (1), reassigning the quote or
 * nominating another officer, nominating Authorised Officer (2), resending their invitation from the
 * on-hold page (decision 2094), and the standard application staff issue (decision 1210). Needs the storage, accounts (sessions, password links) and organisation
 * bindings; lease-admin makes the staff's use cases with the same factory (officers-use-cases.ts).
 */
export function bindOfficers(container: Container): void {
  const deps = (ctx: ResolutionContext): OfficersDependencies => ({
    applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
    unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
    orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
    passwordLinks: ctx.get(IssuePasswordResetLink),
    sessions: ctx.get<Sessions>(SESSIONS),
    ids: ctx.get<Ids>(IDS),
    clock: ctx.get<Clock>(CLOCK),
  });
  const officers = (ctx: ResolutionContext) => officersUseCases(deps(ctx));
  container.bind(IssueQuotedApplication).toDynamicValue((ctx) => officers(ctx).issueQuotedApplication);
  container.bind(ConfirmPrimaryApplicant).toDynamicValue((ctx) => new ConfirmPrimaryApplicant(deps(ctx)));
  container.bind(NominateAuthorisedOfficer).toDynamicValue((ctx) => officers(ctx).nominateAuthorisedOfficer);
  container
    .bind(NominateSecondaryApplicant)
    .toDynamicValue((ctx) => officers(ctx).nominateSecondaryApplicant);
  container.bind(ResendSecondaryInvitation).toDynamicValue(
    (ctx) =>
      new ResendSecondaryInvitation({
        applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
}

export function officersForGraphql(container: Container): ApplicantOfficersDependencies {
  return {
    confirmPrimaryApplicant: container.get(ConfirmPrimaryApplicant),
    nominateAuthorisedOfficer: container.get(NominateAuthorisedOfficer),
    nominateSecondaryApplicant: container.get(NominateSecondaryApplicant),
    resendSecondaryInvitation: container.get(ResendSecondaryInvitation),
  };
}
