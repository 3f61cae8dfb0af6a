import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import type { HomeTarget } from '@lease-portal/domain';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { wireStatusOf } from '../../../shared/journey/journey-status';
import { SetJourneyStatus } from '../graphql/setJourneyStatus';
import { journeyPath } from '../journey-view';

/**
 * A home's main button: saves the status its target starts (status, or statusSecondary for the
 * secondary applicant) and opens the target's route. A failed save shows the error dialog (§8).
 */
export function useOpenStep(
  applicationId: string,
  track: 'status' | 'statusSecondary',
): { open: (target: HomeTarget<string>) => Promise<void>; busy: boolean } {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // A double click reaches here twice before the busy button renders: the second would save again and
  // open the step a second time, leaving two entries in the history, so that Back stays on the step.
  // The home stays on screen while the step's page loads, so the button stays busy once the step opens.
  const opening = useRef(false);

  const open = useCallback(
    async (target: HomeTarget<string>) => {
      if (opening.current) return;
      opening.current = true;
      setBusy(true);
      const { setStatus } = target;
      const saved =
        !setStatus ||
        (await runWithRetry(() =>
          client.mutate({
            mutation: SetJourneyStatus,
            variables: { applicationId, params: { propertyFirst: track, value: wireStatusOf(setStatus) } },
          }),
        ));
      if (!saved) {
        opening.current = false;
        setBusy(false);
        return;
      }
      await navigate(journeyPath(applicationId, target.route));
    },
    [applicationId, client, navigate, runWithRetry, track],
  );
  return { open, busy };
}
