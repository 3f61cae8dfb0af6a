import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { AnalyticsEventName } from '../../gql/graphql';
import { RecordAnalyticsEvent } from './recordAnalyticsEvent';

/**
 * Records a calculator analytics event. Fire and forget: an event that cannot be recorded is logged
 * and never disturbs the visitor.
 */
export function useAnalytics(): (name: AnalyticsEventName, details?: Record<string, unknown>) => void {
  const [record] = useMutation(RecordAnalyticsEvent);
  return useCallback(
    (name, details) => {
      record({ variables: { event: { name, details } } }).catch((error: unknown) =>
        console.warn(`analytics event '${name}' not recorded`, error),
      );
    },
    [record],
  );
}
