import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { CREDIT_CHECK_POLL, CREDIT_DECISION_PUSH_PATIENCE_MS, waitingOutcome } from '@lease-portal/domain';
import { journeyPath, type JourneyApplication } from '../../journey-view';
import { creditCheckParamOf } from '../credit-standing';
import { CreditCheck } from '../graphql/creditCheck';

/**
 * The waiting screen's wait (journey §4 'Waiting screen'): checks the credit result at once and every
 * 10 s, three times at most; any result opens reviewAndSignContract. With no result after the last
 * check the user is logged out, unless the server can still push the decision (`pushLive`): then the
 * screen keeps waiting (and checking) for up to five minutes, so a slow service logs nobody out
 * (decision 1660). A failed check counts as one without a result; the next check is its retry.
 */
export function useCreditDecision(
  application: Pick<JourneyApplication, 'applicationId' | 'applicationType'>,
  pushLive: () => boolean,
): { decided: () => void } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { applicationId, applicationType } = application;
  const finished = useRef(false);

  const decided = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    void navigate(journeyPath(applicationId, 'reviewAndSignContract'), { replace: true });
  }, [applicationId, navigate]);

  useEffect(() => {
    finished.current = false;
    // This run's own stop: a check in flight when the screen goes (or the effect runs again, as strict
    // mode does) must not schedule another, whatever a later run sets `finished` to.
    let stopped = false;
    let checksMade = 0;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const results = await client
        .query({
          query: CreditCheck,
          variables: { param: creditCheckParamOf(applicationId), applicationType },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => data?.creditCheck ?? [])
        // A failed check counts as one without a result; the next one tries again.
        .catch(() => []);
      if (stopped || finished.current) return;
      checksMade += 1;
      const outcome = waitingOutcome(
        results.map((entry) => ({ result: entry.result ?? undefined })),
        checksMade,
      );
      if (outcome.next === 'reviewAndSignContract') return decided();
      const patient = pushLive() && Date.now() - startedAt < CREDIT_DECISION_PUSH_PATIENCE_MS;
      if (outcome.next === 'logout' && !patient) {
        finished.current = true;
        void navigate('/logout', { replace: true });
        return;
      }
      timer = setTimeout(() => void check(), CREDIT_CHECK_POLL.intervalMs);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [applicationId, applicationType, client, decided, navigate, pushLive]);

  return { decided };
}
