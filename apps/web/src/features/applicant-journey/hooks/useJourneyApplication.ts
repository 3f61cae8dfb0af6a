import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { GetJourneyApplication } from '../graphql/getJourneyApplication';
import { journeyApplicationOf, type JourneyApplication, type JourneyUser } from '../journey-view';

export type JourneyLoad =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'loaded'; user: JourneyUser; application: JourneyApplication };

/**
 * The signed-in user's application, when it is the one in the address; another id or none at all
 * reads as 'none' (journey §2 'No vehicle application found'). A failure offers Try Again.
 */
export function useJourneyApplication(applicationId: string | undefined): JourneyLoad & {
  reload: () => Promise<void>;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [load, setLoad] = useState<JourneyLoad>({ state: 'loading' });

  const fetchLoad = useCallback(async (): Promise<JourneyLoad | undefined> => {
    const answer = await runWithRetry(async () => {
      // Each page reads the application as it is now: never the answer of a request another page sent
      // before a change (Back right after a submit would otherwise show the step as it was).
      const { data } = await client.query({
        query: GetJourneyApplication,
        fetchPolicy: 'network-only',
        context: { queryDeduplication: false },
      });
      if (!data) throw new Error('No application answer');
      return data.getVehicleApplication;
    });
    if (!answer) return undefined;
    const application = journeyApplicationOf(answer);
    return application && application.applicationId === applicationId
      ? { state: 'loaded', user: journeyUserOf(answer.user), application }
      : { state: 'none' };
  }, [applicationId, client, runWithRetry]);

  const reload = useCallback(async () => {
    const loaded = await fetchLoad();
    if (loaded) setLoad(loaded);
  }, [fetchLoad]);

  // Every arrival at the page reads again, Back and Forward included: a page left for one whose code is
  // still loading stays on screen, and Back then returns to it as it was before the change.
  const arrival = useLocation();
  useEffect(() => {
    let current = true;
    void fetchLoad().then((loaded) => {
      if (current && loaded) setLoad(loaded);
    });
    return () => {
      current = false;
    };
  }, [fetchLoad, arrival]);

  return { ...load, reload };
}

const journeyUserOf = (user: {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  region?: string | null;
}) =>
  ({
    id: user.id,
    firstName: user.firstName ?? undefined,
    lastName: user.lastName ?? undefined,
    email: user.email ?? undefined,
    region: user.region ?? undefined,
  }) as JourneyUser;
