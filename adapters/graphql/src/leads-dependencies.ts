import type {
  RecordAnalyticsEvent,
  SearchBusinesses,
  SendRequestCallback,
  SubmitDiallerLead,
  SubmitOnlineAccountRequest,
} from '@lease-portal/domain';

/** The public calculator's lead use cases: business lookup, enquiries, call-backs and analytics. */
export interface LeadsDependencies {
  searchBusinesses: Pick<SearchBusinesses, 'execute'>;
  submitDiallerLead: Pick<SubmitDiallerLead, 'execute'>;
  submitOnlineAccountRequest: Pick<SubmitOnlineAccountRequest, 'execute'>;
  sendRequestCallback: Pick<SendRequestCallback, 'execute'>;
  recordAnalyticsEvent: Pick<RecordAnalyticsEvent, 'execute'>;
}
