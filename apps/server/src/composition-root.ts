import { randomUUID } from 'node:crypto';
import { Container } from 'inversify';
import {
  APPLICATION_FINDER,
  AUDIT_TRAIL,
  BUSINESS_REGISTRY,
  CLOCK,
  GetOrgProfilesByDomain,
  IDS,
  ORG_PROFILES,
  SearchBusinesses,
  USERS,
  UNIT_OF_WORK,
  VEHICLE_APPLICATIONS,
  systemClock,
  type ApplicationFinder,
  type AuditTrail,
  type BusinessRegistry,
  type Clock,
  type Ids,
  type OrgProfiles,
  type UnitOfWork,
  type Users,
  type VehicleApplications,
} from '@lease-portal/domain';
import {
  CachedOrgProfiles,
  PostgresApplicationFinder,
  PostgresAuditTrail,
  PostgresOrgProfiles,
  PostgresUnitOfWork,
  PostgresUsers,
  PostgresVehicleApplications,
  type Database,
} from '@lease-portal/postgres';
import type { PartnerCallLogger } from '@lease-portal/partners';
import type { PartnerSettings } from './partner-settings';
import { readAccountSettings, type AccountSettings } from './accounts/account-settings';
import { bindAccounts } from './accounts/bind-accounts';
import { bindRateBook } from './rate-book/bind-rate-book';
import { bindLeads } from './leads/bind-leads';
import { bindCustomer } from './customer/bind-customer';
import { bindESignature } from './e-signature/bind-e-signature';
import { bindOfficers } from './lease-application/bind-officers';
import { bindQuote } from './lease-application/bind-quote';
import { bindContractSigning } from './contract-signing/bind-contract-signing';
import { bindCreditBureau } from './credit-bureau/bind-credit-bureau';
import { bindIdentityCheck } from './identity-check/bind-identity-check';
import { bindFiles } from './files/bind-files';
import { bindBusinessDetails } from './business-details/bind-business-details';
import { bindAddressFinder } from './address-finder/bind-address-finder';
import { bindBusinessRegistry } from './business-registry/bind-business-registry';
import { bindStaff } from './staff/bind-staff';
import { bindIntroducers } from './introducers/bind-introducers';
import { readFileSettings, type FileSettings } from './files/file-settings';
import { bindJobs, JOBS_QUEUED } from './jobs/bind-jobs';
import type { JobsQueuedSignal } from './jobs/jobs-queued-signal';
import { mailDeliveryOf } from './settings';

/** Tokens of what the apps need beyond the domain's ports. */
export const DATABASE = Symbol('Database');
/** Where this container's mail goes: sent over SMTP, or kept in the outbox (decision 2021). */
export const MAIL_DELIVERY = Symbol('MailDelivery');
export type MailDelivery = 'smtp' | 'outbox';

/**
 * The one place where adapters meet ports. The server and `lease-admin` both build their services here,
 * so the support tool runs exactly the use cases the portal runs.
 */
export function buildContainer(
  db: Database,
  partners: PartnerSettings = {},
  accounts: AccountSettings = readAccountSettings(),
  files: FileSettings = readFileSettings(),
  /** Where partner calls are logged (decision 2102); silent when not given. */
  partnerLogger?: PartnerCallLogger,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Database>(DATABASE).toConstantValue(db);
  container.bind<Clock>(CLOCK).toConstantValue(systemClock);
  container.bind<Ids>(IDS).toConstantValue({ next: () => randomUUID() });
  container.bind<MailDelivery>(MAIL_DELIVERY).toConstantValue(mailDeliveryOf(accounts));

  container
    .bind<OrgProfiles>(ORG_PROFILES)
    .toDynamicValue(() => new CachedOrgProfiles(new PostgresOrgProfiles(db)));
  container.bind<Users>(USERS).toDynamicValue(() => new PostgresUsers(db));
  container
    .bind<VehicleApplications>(VEHICLE_APPLICATIONS)
    .toDynamicValue(() => new PostgresVehicleApplications(db));
  container.bind<AuditTrail>(AUDIT_TRAIL).toDynamicValue(() => new PostgresAuditTrail(db));
  container
    .bind<ApplicationFinder>(APPLICATION_FINDER)
    .toDynamicValue(() => new PostgresApplicationFinder(db));
  container
    .bind<UnitOfWork>(UNIT_OF_WORK)
    .toDynamicValue(
      (ctx) => new PostgresUnitOfWork(db, () => ctx.get<JobsQueuedSignal>(JOBS_QUEUED).notify()),
    );

  bindBusinessRegistry(container, partners, partnerLogger);

  container
    .bind(GetOrgProfilesByDomain)
    .toDynamicValue((ctx) => new GetOrgProfilesByDomain(ctx.get<OrgProfiles>(ORG_PROFILES)));
  container
    .bind(SearchBusinesses)
    .toDynamicValue((ctx) => new SearchBusinesses(ctx.get<BusinessRegistry>(BUSINESS_REGISTRY)));
  bindAccounts(container, db, accounts);
  bindRateBook(container, db);
  bindJobs(container, db, accounts.links);
  bindLeads(container, db, partners, partnerLogger);
  bindCustomer(container);
  bindESignature(container, db, partners.docuSign);
  bindQuote(container);
  bindOfficers(container);
  bindCreditBureau(container, db, partners, partnerLogger);
  bindIdentityCheck(container, db, partners, partnerLogger);
  bindFiles(container, db, files);
  bindAddressFinder(container, partners.addressfinder, partnerLogger);
  bindBusinessDetails(container);
  bindContractSigning(container);
  bindStaff(container, db);
  bindIntroducers(container, db);
  return container;
}
