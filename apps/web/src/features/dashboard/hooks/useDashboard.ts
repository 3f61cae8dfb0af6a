import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type {
  GetDashboardApplicationQuery,
  GetSalesforceAccountByUserQuery,
  GetSalesforceOpportunityByUserQuery,
} from '../../../gql/graphql';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { GetDashboardApplication } from '../graphql/getDashboardApplication';
import { GetSalesforceAccountByUser } from '../graphql/getSalesforceAccountByUser';
import { GetSalesforceOpportunityByUser } from '../graphql/getSalesforceOpportunityByUser';

export interface DashboardData {
  signedIn: GetDashboardApplicationQuery['getVehicleApplication'];
  account: GetSalesforceAccountByUserQuery['getSalesforceAccountByUser'];
  opportunity: GetSalesforceOpportunityByUserQuery['getSalesforceOpportunityByUser'];
}

/**
 * The user, their application and the CRM records the dashboard needs. A failure shows the
 * generic error dialog, whose Try Again loads everything again.
 */
export function useDashboard(): DashboardData | undefined {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [data, setData] = useState<DashboardData>();

  useEffect(() => {
    let current = true;
    void runWithRetry(async () => {
      const [application, account, opportunity] = await Promise.all([
        client.query({ query: GetDashboardApplication, fetchPolicy: 'network-only' }),
        client.query({ query: GetSalesforceAccountByUser, fetchPolicy: 'network-only' }),
        client.query({ query: GetSalesforceOpportunityByUser, fetchPolicy: 'network-only' }),
      ]);
      if (!application.data) throw new Error('No application answer');
      return {
        signedIn: application.data.getVehicleApplication,
        account: account.data?.getSalesforceAccountByUser ?? null,
        opportunity: opportunity.data?.getSalesforceOpportunityByUser ?? null,
      };
    }).then((loaded) => {
      if (current && loaded) setData(loaded);
    });
    return () => {
      current = false;
    };
  }, [client, runWithRetry]);

  return data;
}
