import type { Container, ResolutionContext } from 'inversify';
import {
  AddStaffMember,
  CLOCK,
  DisableStaffMember,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  IDS,
  SECRET_TOKENS,
  STAFF_MEMBERS,
  type Clock,
  type Ids,
  type SecretTokens,
  type StaffEnrolmentDependencies,
  type StaffMembers,
} from '@lease-portal/domain';
import { PostgresStaffMembers, type Database } from '@lease-portal/postgres';

/** The support desk's members and their keys (decision 1810), used by lease-admin. */
export function bindStaff(container: Container, db: Database): void {
  container.bind<StaffMembers>(STAFF_MEMBERS).toDynamicValue(() => new PostgresStaffMembers(db));
  const deps = (ctx: ResolutionContext): StaffEnrolmentDependencies => ({
    members: ctx.get<StaffMembers>(STAFF_MEMBERS),
    tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
    ids: ctx.get<Ids>(IDS),
    clock: ctx.get<Clock>(CLOCK),
  });
  container.bind(EnrolFirstAdministrator).toDynamicValue((ctx) => new EnrolFirstAdministrator(deps(ctx)));
  container.bind(AddStaffMember).toDynamicValue((ctx) => new AddStaffMember(deps(ctx)));
  container.bind(DisableStaffMember).toDynamicValue((ctx) => new DisableStaffMember(deps(ctx)));
  container.bind(IdentifyStaffMember).toDynamicValue((ctx) => new IdentifyStaffMember(deps(ctx)));
}
