import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { GetJourneyApplication } from '../../graphql/getJourneyApplication';
import { journeyStatusOf } from '../../../../shared/journey/journey-status';
import { creditStandingOf, type CreditStanding } from '../credit-standing';
import { GetCreditStanding } from '../graphql/getCreditStanding';

/**
 * How often an outcome screen (on hold, referred, declined, ready to sign) reads where the
 * application stands, when no push tells it (decision 2083). Short enough that an officer watching
 * the screen sees it move within seconds; a screen hidden in a background tab does not read.
 */
export const APPLICATION_MOVES_POLL_MS = 8_000;

/** Where the application stands, as the outcome screens follow it. */
export interface ApplicationPosition {
  standing: CreditStanding;
  /** The viewer's own status (status for Authorised Officer (1), statusSecondary for (2)) reads finished. */
  finished: boolean;
}

/**
 * Reads where the application stands every `intervalMs` while the screen is shown, and hands each
 * reading to `onRead` (decision 2083). A failed reading is skipped silently: the next one is its
 * retry, and the screen's own first load keeps the error dialog. Each run has its own stop, so a
 * reading in flight when the screen goes schedules nothing more (as decision 2010 does for the
 * waiting screen).
 */
export function useApplicationMoves(
  applicationId: string,
  secondary: boolean,
  onRead: (position: ApplicationPosition) => void,
  { intervalMs = APPLICATION_MOVES_POLL_MS, enabled = true }: { intervalMs?: number; enabled?: boolean } = {},
): void {
  const client = useApolloClient();
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const readOnce = async (): Promise<void> => {
      const [standingAnswer, journeyAnswer] = await Promise.all([
        client.query({ query: GetCreditStanding, fetchPolicy: 'network-only' }),
        client.query({ query: GetJourneyApplication, fetchPolicy: 'network-only' }),
      ]);
      const application = standingAnswer.data?.getVehicleApplication.vehicleApplication;
      const journey = journeyAnswer.data?.getVehicleApplication.vehicleApplication;
      if (stopped || !application || application.applicationId !== applicationId || !journey) return;
      const status = secondary
        ? journey.scoreboard.statusSecondary
        : journeyStatusOf(journey.scoreboard.status);
      read.current({ standing: creditStandingOf(application), finished: status === 'finished' });
    };

    const schedule = () => {
      timer = setTimeout(() => {
        const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
        void (hidden ? Promise.resolve() : readOnce())
          .catch(() => undefined)
          .finally(() => {
            if (!stopped) schedule();
          });
      }, intervalMs);
    };
    schedule();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [applicationId, client, enabled, intervalMs, secondary]);
}
