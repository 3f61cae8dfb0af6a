import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { creditStandingOf, type CreditStanding } from '../credit-standing';
import { GetCreditStanding } from '../graphql/getCreditStanding';

/** The application's credit standing, read fresh; a failure offers Try Again (journey §8). */
export function useCreditStanding(applicationId: string): {
  standing: CreditStanding | undefined;
  reload: () => Promise<CreditStanding | undefined>;
  /** A standing read elsewhere (the outcome screens' readings, decision 2083) replaces this one. */
  moved: (standing: CreditStanding) => void;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [standing, setStanding] = useState<CreditStanding>();

  const fetchStanding = useCallback(
    () =>
      runWithRetry(async () => {
        const { data } = await client.query({ query: GetCreditStanding, fetchPolicy: 'network-only' });
        const application = data?.getVehicleApplication.vehicleApplication;
        if (!application || application.applicationId !== applicationId) throw new Error('Error');
        return creditStandingOf(application);
      }),
    [applicationId, client, runWithRetry],
  );

  const reload = useCallback(async () => {
    const read = await fetchStanding();
    if (read) setStanding(read);
    return read;
  }, [fetchStanding]);

  useEffect(() => {
    let current = true;
    void fetchStanding().then((read) => {
      if (current && read) setStanding(read);
    });
    return () => {
      current = false;
    };
  }, [fetchStanding]);

  return { standing, reload, moved: setStanding };
}
