import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { approvalsOf, type Approvals } from '../approvals-view';
import { GetApprovals } from '../graphql/getApprovals';

/**
 * The approvals step's reading of the application, read again after each save (the page keeps the
 * earlier reading on screen meanwhile). A failure offers Try Again (journey §8).
 */
export function useApprovals(applicationId: string): {
  approvals: Approvals | undefined;
  reload: () => Promise<void>;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [approvals, setApprovals] = useState<Approvals>();

  const fetchApprovals = useCallback(async () => {
    const answer = await runWithRetry(async () => {
      const { data } = await client.query({ query: GetApprovals, fetchPolicy: 'network-only' });
      const application = data?.getVehicleApplication.vehicleApplication;
      if (!application || application.applicationId !== applicationId) throw new Error('Error');
      return application;
    });
    return answer && approvalsOf(answer);
  }, [applicationId, client, runWithRetry]);

  const reload = useCallback(async () => {
    const read = await fetchApprovals();
    if (read) setApprovals(read);
  }, [fetchApprovals]);

  useEffect(() => {
    let current = true;
    void fetchApprovals().then((read) => current && read && setApprovals(read));
    return () => {
      current = false;
    };
  }, [fetchApprovals]);

  return { approvals, reload };
}
