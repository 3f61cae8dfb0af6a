import type { Container } from 'inversify';
import {
  AuthoriseApplicant,
  CLOCK,
  industryClassification,
  SearchBusinesses,
  UPLOADED_FILES,
  type UploadedFiles,
  CRM,
  CUSTOMER_REGISTRATION,
  GetCurrentApplication,
  GetCustomerCrmRecords,
  IDS,
  IssuePasswordResetLink,
  MoveApplication,
  ORG_PROFILES,
  RATE_BOOK,
  RegisterCustomer,
  SetCreditLimit,
  UNIT_OF_WORK,
  UpdateQuoteStage,
  UpdateShortlists,
  USER_CREDENTIALS,
  USERS,
  VEHICLE_APPLICATIONS,
  WriteApplicationProperty,
  type Clock,
  type Crm,
  type CustomerRegistration,
  type Ids,
  type OrgProfiles,
  type RateBook,
  type UnitOfWork,
  type UserCredentials,
  type Users,
  type VehicleApplications,
} from '@lease-portal/domain';
import type { CustomerDependencies } from '@lease-portal/graphql';

/**
 * The customer context: registration from an online-account request (bound as the leads context's
 * CUSTOMER_REGISTRATION seam), the signed-in customer's application and CRM records, and the
 * dashboard's changes. Needs the accounts, leads and rate-book bindings.
 */
export function bindCustomer(container: Container): void {
  container.bind(RegisterCustomer).toDynamicValue(
    (ctx) =>
      new RegisterCustomer({
        users: ctx.get<Users>(USERS),
        credentials: ctx.get<UserCredentials>(USER_CREDENTIALS),
        applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
        passwordLinks: ctx.get(IssuePasswordResetLink),
        ids: ctx.get<Ids>(IDS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container
    .bind<CustomerRegistration>(CUSTOMER_REGISTRATION)
    .toDynamicValue((ctx) => ctx.get(RegisterCustomer));

  container
    .bind(GetCurrentApplication)
    .toDynamicValue((ctx) => new GetCurrentApplication(ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS)));
  container.bind(GetCustomerCrmRecords).toDynamicValue(
    (ctx) =>
      new GetCustomerCrmRecords({
        crm: ctx.get<Crm>(CRM),
        currentApplication: ctx.get(GetCurrentApplication),
      }),
  );
  container.bind(UpdateQuoteStage).toDynamicValue(
    (ctx) =>
      new UpdateQuoteStage({
        authoriseApplicant: ctx.get(AuthoriseApplicant),
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(UpdateShortlists).toDynamicValue(
    (ctx) =>
      new UpdateShortlists({
        authoriseApplicant: ctx.get(AuthoriseApplicant),
        applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        rateBook: ctx.get<RateBook>(RATE_BOOK),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(WriteApplicationProperty).toDynamicValue((ctx) => {
    const unitOfWork = ctx.get<UnitOfWork>(UNIT_OF_WORK);
    const clock = ctx.get<Clock>(CLOCK);
    const now = () => clock.now();
    return new WriteApplicationProperty({
      authoriseApplicant: ctx.get(AuthoriseApplicant),
      unitOfWork,
      moveApplication: new MoveApplication(unitOfWork, now),
      setCreditLimit: new SetCreditLimit(unitOfWork, now),
      searchBusinesses: ctx.get(SearchBusinesses),
      industries: industryClassification,
      uploadedFiles: ctx.get<UploadedFiles>(UPLOADED_FILES),
      orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
      clock,
    });
  });
}

export function customerForGraphql(container: Container): CustomerDependencies {
  return {
    getCurrentApplication: container.get(GetCurrentApplication),
    crmRecords: container.get(GetCustomerCrmRecords),
    updateQuoteStage: container.get(UpdateQuoteStage),
    updateShortlists: container.get(UpdateShortlists),
    writeApplicationProperty: container.get(WriteApplicationProperty),
  };
}
