import { SequentialIds, SettableClock } from '../../accounts/testing/in-memory-accounts';
import { RecordAnalyticsEvent } from '../record-analytics-event';
import { SendRequestCallback } from '../send-request-callback';
import { SubmitDiallerLead } from '../submit-dialler-lead';
import { SubmitOnlineAccountRequest } from '../submit-online-account-request';
import { InMemoryAnalytics, InMemoryLeads } from './in-memory-leads';
import { RecordingCrm, RecordingCustomerRegistration, RecordingLeadDialler } from './recording-partners';

// Test support only: every leads use case wired to in-memory storage and recording partners.

export function aLeadsWorld(options: { withCustomerRegistration?: boolean } = {}) {
  const clock = new SettableClock();
  const ids = new SequentialIds('lead');
  const leads = new InMemoryLeads();
  const analytics = new InMemoryAnalytics();
  const dialler = new RecordingLeadDialler();
  const crm = new RecordingCrm();
  const registration = new RecordingCustomerRegistration();
  const customerRegistration = options.withCustomerRegistration ? registration : undefined;
  return {
    clock,
    leads,
    analytics,
    dialler,
    crm,
    registration,
    submitDiallerLead: new SubmitDiallerLead({ leads, dialler, crm, ids, clock }),
    submitOnlineAccountRequest: new SubmitOnlineAccountRequest({
      leads,
      crm,
      ids,
      clock,
      ...(customerRegistration ? { customerRegistration } : {}),
    }),
    sendRequestCallback: new SendRequestCallback({ leads, dialler, ids, clock }),
    recordAnalyticsEvent: new RecordAnalyticsEvent(analytics, new SequentialIds('event'), clock),
  };
}

export type LeadsWorld = ReturnType<typeof aLeadsWorld>;
