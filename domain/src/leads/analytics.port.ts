import type { Region } from '../shared/region';

/** The calculator's analytics events (calculator §4, 'Search behaviour'). */
export const ANALYTICS_EVENT_NAMES = [
  'shortlist',
  'viewShortlist',
  'enquire',
  'search',
  'noResults',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export interface AnalyticsEvent {
  id: string;
  name: AnalyticsEventName;
  orgId: string;
  region: Region;
  /** What the event was about (filters, vehicle ids), small and free-form. */
  details: Record<string, unknown>;
  at: string;
}

export interface AnalyticsCriteria {
  orgId?: string;
  name?: AnalyticsEventName;
  limit?: number;
}

/** Where the calculator's events are counted. */
export interface Analytics {
  record(event: AnalyticsEvent): Promise<void>;
  list(criteria?: AnalyticsCriteria): Promise<AnalyticsEvent[]>;
}
export const ANALYTICS = Symbol('Analytics');
