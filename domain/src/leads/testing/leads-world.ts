import { SequentialIds, SettableClock } from '../../accounts/testing/in-memory-accounts';
import { WorkOffDueJobs } from '../../jobs/work-off-due-jobs';
import { InMemoryUnitOfWork } from '../../lease-application/testing/in-memory-unit-of-work';
import { DeliverDiallerLead, DIALLER_LEAD_DELIVERY } from '../dialler-lead-delivery';
import { DeliverOnlineAccountRequest, ONLINE_ACCOUNT_DELIVERY } from '../online-account-delivery';
import { RecordAnalyticsEvent } from '../record-analytics-event';
import { SendRequestCallback } from '../send-request-callback';
import { SubmitDiallerLead } from '../submit-dialler-lead';
import { SubmitOnlineAccountRequest } from '../submit-online-account-request';
import { InMemoryAnalytics } from './in-memory-leads';
import { RecordingCrm, RecordingCustomerRegistration, RecordingLeadDialler } from './recording-partners';

// Test support only: every leads use case wired to in-memory storage and recording partners.

export function aLeadsWorld(options: { withCustomerRegistration?: boolean } = {}) {
  const clock = new SettableClock();
  const ids = new SequentialIds('lead');
  const unitOfWork = new InMemoryUnitOfWork();
  const { leads, jobs } = unitOfWork;
  const analytics = new InMemoryAnalytics();
  const dialler = new RecordingLeadDialler();
  const crm = new RecordingCrm();
  const registration = new RecordingCustomerRegistration();
  const customerRegistration = options.withCustomerRegistration ? registration : undefined;
  const deliverOnlineAccountRequest = new DeliverOnlineAccountRequest({
    leads,
    crm,
    clock,
    ...(customerRegistration ? { customerRegistration } : {}),
  });
  const deliverDiallerLead = new DeliverDiallerLead({ leads, dialler, crm, clock });
  const worker = new WorkOffDueJobs({
    queue: jobs,
    handlers: {
      [ONLINE_ACCOUNT_DELIVERY]: deliverOnlineAccountRequest,
      [DIALLER_LEAD_DELIVERY]: deliverDiallerLead,
    },
    clock,
    leaseMs: 60_000,
    random: () => 0,
  });
  return {
    clock,
    unitOfWork,
    leads,
    jobs,
    analytics,
    dialler,
    crm,
    registration,
    submitDiallerLead: new SubmitDiallerLead({ unitOfWork, ids, clock }),
    submitOnlineAccountRequest: new SubmitOnlineAccountRequest({ unitOfWork, ids, clock }),
    deliverOnlineAccountRequest,
    deliverDiallerLead,
    /** Runs the jobs that are due now, as the portal's worker would, until none is left. */
    async workOffDueJobs() {
      const turns = [];
      for (let turn = await worker.turn(); turn.outcome !== 'idle'; turn = await worker.turn()) {
        turns.push(turn);
      }
      return turns;
    },
    sendRequestCallback: new SendRequestCallback({ unitOfWork, ids, clock }),
    recordAnalyticsEvent: new RecordAnalyticsEvent(analytics, new SequentialIds('event'), clock),
  };
}

export type LeadsWorld = ReturnType<typeof aLeadsWorld>;
