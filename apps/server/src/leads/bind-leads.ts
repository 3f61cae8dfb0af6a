import type { Container } from 'inversify';
import {
  ANALYTICS,
  CLOCK,
  CRM,
  CUSTOMER_REGISTRATION,
  DeliverOnlineAccountRequest,
  IDS,
  LEAD_DIALLER,
  LEADS,
  RecordAnalyticsEvent,
  SANDBOX_CRM_STORE,
  SearchBusinesses,
  SendRequestCallback,
  SubmitDiallerLead,
  SubmitOnlineAccountRequest,
  UNIT_OF_WORK,
  type Analytics,
  type Clock,
  type Crm,
  type CustomerRegistration,
  type Ids,
  type LeadDialler,
  type Leads,
  type SandboxCrmStore,
  type UnitOfWork,
} from '@lease-portal/domain';
import type { LeadsDependencies } from '@lease-portal/graphql';
import {
  HttpCrm,
  HttpLeadDialler,
  SandboxCrm,
  SandboxLeadDialler,
  type PartnerCallLogger,
} from '@lease-portal/partners';
import {
  PostgresAnalytics,
  PostgresLeads,
  PostgresSandboxCrmStore,
  type Database,
} from '@lease-portal/postgres';
import type { PartnerSettings } from '../partner-settings';

/**
 * Leads, analytics, the CRM and the lead dialler, and the calculator's lead use cases. The CRM and
 * the dialler are the real services when CRM_URL/CRM_API_KEY and LEAD_DIALLER_URL/LEAD_DIALLER_API_KEY
 * are set, else the sandboxes (the sandbox CRM keeps its records in the portal's database).
 * An online-account request is stored with its delivery job and answered at once; the job worker
 * delivers it (jobs/bind-jobs.ts, decision 0920). CUSTOMER_REGISTRATION is bound by the customer
 * context (customer/bind-customer.ts, decision 1100); without it the delivery stops after the CRM.
 */
export function bindLeads(
  container: Container,
  db: Database,
  partners: PartnerSettings,
  partnerLogger?: PartnerCallLogger,
): void {
  const tuning = partnerLogger ? { logger: partnerLogger } : {};
  container.bind<Leads>(LEADS).toDynamicValue(() => new PostgresLeads(db));
  container.bind<Analytics>(ANALYTICS).toDynamicValue(() => new PostgresAnalytics(db));
  container.bind<SandboxCrmStore>(SANDBOX_CRM_STORE).toDynamicValue(() => new PostgresSandboxCrmStore(db));
  container
    .bind<Crm>(CRM)
    .toDynamicValue((ctx) =>
      partners.crm
        ? new HttpCrm(partners.crm, tuning)
        : new SandboxCrm(
            ctx.get<SandboxCrmStore>(SANDBOX_CRM_STORE),
            ctx.get<Clock>(CLOCK),
            partners.sandboxCrmDelayMs,
          ),
    );
  container
    .bind<LeadDialler>(LEAD_DIALLER)
    .toDynamicValue(() =>
      partners.leadDialler ? new HttpLeadDialler(partners.leadDialler, tuning) : new SandboxLeadDialler(),
    );

  container.bind(SubmitDiallerLead).toDynamicValue(
    (ctx) =>
      new SubmitDiallerLead({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        leads: ctx.get<Leads>(LEADS),
        dialler: ctx.get<LeadDialler>(LEAD_DIALLER),
        crm: ctx.get<Crm>(CRM),
        ids: ctx.get<Ids>(IDS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(SubmitOnlineAccountRequest).toDynamicValue(
    (ctx) =>
      new SubmitOnlineAccountRequest({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        ids: ctx.get<Ids>(IDS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(DeliverOnlineAccountRequest).toDynamicValue((ctx) => {
    const customerRegistration = ctx.get<CustomerRegistration>(CUSTOMER_REGISTRATION, { optional: true });
    return new DeliverOnlineAccountRequest({
      leads: ctx.get<Leads>(LEADS),
      crm: ctx.get<Crm>(CRM),
      clock: ctx.get<Clock>(CLOCK),
      ...(customerRegistration ? { customerRegistration } : {}),
    });
  });
  container.bind(SendRequestCallback).toDynamicValue(
    (ctx) =>
      new SendRequestCallback({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        leads: ctx.get<Leads>(LEADS),
        dialler: ctx.get<LeadDialler>(LEAD_DIALLER),
        ids: ctx.get<Ids>(IDS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container
    .bind(RecordAnalyticsEvent)
    .toDynamicValue(
      (ctx) =>
        new RecordAnalyticsEvent(ctx.get<Analytics>(ANALYTICS), ctx.get<Ids>(IDS), ctx.get<Clock>(CLOCK)),
    );
}

export function leadsForGraphql(container: Container): LeadsDependencies {
  return {
    searchBusinesses: container.get(SearchBusinesses),
    submitDiallerLead: container.get(SubmitDiallerLead),
    submitOnlineAccountRequest: container.get(SubmitOnlineAccountRequest),
    sendRequestCallback: container.get(SendRequestCallback),
    recordAnalyticsEvent: container.get(RecordAnalyticsEvent),
  };
}
