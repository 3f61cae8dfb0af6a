import { graphql } from '../../gql';

/** One calculator analytics event (calculator §4). */
export const RecordAnalyticsEvent = graphql(`
  mutation recordAnalyticsEvent($event: AnalyticsEventInput!) {
    recordAnalyticsEvent(event: $event)
  }
`);
