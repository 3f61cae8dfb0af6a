import type { Container } from 'inversify';
import {
  ANALYTICS,
  CLOCK,
  CRM,
  CUSTOMER_REGISTRATION,
  DeliverDiallerLead,
  DeliverOnlineAccountRequest,
  IDS,
  LEAD_DIALLER,
  LEADS,
  MoveOpportunityStage,
  RecordAnalyticsEvent,
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
  type UnitOfWork,
} from '@lease-portal/domain';
import type { LeadsDependencies } from '@lease-portal/graphql';
import type { PartnerCallLogger } from '@lease-portal/partners';
import { PostgresAnalytics, PostgresLeads, type Database } from '@lease-portal/postgres';
import { bindCrm } from '../crm/bind-crm';
import { bindLeadDialler } from '../lead-dialler/bind-lead-dialler';
import type { PartnerSettings } from '../partner-settings';

/**
 * Leads, analytics, the CRM (Salesforce, decision 2117) and the lead dialler (decision 2118), and the
 * calculator's lead use cases. Every enquiry and call-back is stored with its delivery job and
 * answered at once; the job worker tells the partners (jobs/bind-jobs.ts, decision 0920), as it
 * tells the CRM of a stage change. CUSTOMER_REGISTRATION is bound by the customer context
 * (customer/bind-customer.ts, decision 1100); without it an online-account delivery stops after the CRM.
 */
export function bindLeads(
  container: Container,
  db: Database,
  partners: PartnerSettings,
  partnerLogger?: PartnerCallLogger,
): void {
  container.bind<Leads>(LEADS).toDynamicValue(() => new PostgresLeads(db));
  container.bind<Analytics>(ANALYTICS).toDynamicValue(() => new PostgresAnalytics(db));
  bindCrm(container, db, partners, partnerLogger);
  bindLeadDialler(container, partners.leadDialler, partnerLogger);

  container.bind(SubmitDiallerLead).toDynamicValue(
    (ctx) =>
      new SubmitDiallerLead({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        ids: ctx.get<Ids>(IDS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(DeliverDiallerLead).toDynamicValue(
    (ctx) =>
      new DeliverDiallerLead({
        leads: ctx.get<Leads>(LEADS),
        dialler: ctx.get<LeadDialler>(LEAD_DIALLER),
        crm: ctx.get<Crm>(CRM),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(MoveOpportunityStage).toDynamicValue((ctx) => new MoveOpportunityStage(ctx.get<Crm>(CRM)));
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
