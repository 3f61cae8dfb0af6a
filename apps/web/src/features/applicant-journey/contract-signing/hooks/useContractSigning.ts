import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { contractSigningStateOf, type ContractSigningState } from '../contract-signing-view';
import { GetContractSigning } from '../graphql/getContractSigning';

/** The signing screens' state, read fresh from the portal, with a reload after each change. */
export function useContractSigning(): {
  state: ContractSigningState | undefined;
  reload: () => Promise<void>;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [state, setState] = useState<ContractSigningState>();

  const fetchState = useCallback(async () => {
    const answer = await runWithRetry(async () => {
      const { data } = await client.query({ query: GetContractSigning, fetchPolicy: 'network-only' });
      const application = data?.getVehicleApplication.vehicleApplication;
      if (!application) throw new Error('No application answer');
      return application;
    });
    return answer && contractSigningStateOf(answer);
  }, [client, runWithRetry]);

  const reload = useCallback(async () => {
    const loaded = await fetchState();
    if (loaded) setState(loaded);
  }, [fetchState]);

  useEffect(() => {
    let current = true;
    void fetchState().then((loaded) => {
      if (current && loaded) setState(loaded);
    });
    return () => {
      current = false;
    };
  }, [fetchState]);

  return { state, reload };
}
