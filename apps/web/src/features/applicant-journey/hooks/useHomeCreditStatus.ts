import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { CreditCheckStatus } from '@lease-portal/domain';
import { journeyCreditStatusOf } from '../../../shared/journey/journey-status';
import { GetCreditStanding } from '../credit-check/graphql/getCreditStanding';

/**
 * The application's credit status for its home's headline (decision 2083), once the review is
 * submitted; before it nothing is read. A failed read leaves the headline as the status alone says it.
 */
export function useHomeCreditStatus(
  applicationId: string,
  submitted: boolean,
): CreditCheckStatus | undefined {
  const client = useApolloClient();
  const [status, setStatus] = useState<CreditCheckStatus>();
  useEffect(() => {
    if (!submitted) return undefined;
    let current = true;
    client
      .query({ query: GetCreditStanding, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const application = data?.getVehicleApplication.vehicleApplication;
        if (current && application?.applicationId === applicationId) {
          setStatus(journeyCreditStatusOf(application.scoreboard.statusCreditCheck));
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [applicationId, client, submitted]);
  return status;
}
