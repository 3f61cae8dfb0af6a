import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { EMPTY_SHORTLIST_NOTICE } from '@lease-portal/domain';
import { lastSearchPath } from '../../../shared/rate-book/last-search';

/** How long the notice is read before the customer is taken back to the results (decision 1040). */
export const RETURN_TO_RESULTS_AFTER_MS = 5_000;

/**
 * The empty shortlist (calculator §2, §8): the notice and 'Return to search results', then the
 * customer is sent back to their last search.
 */
export function EmptyShortlist() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(lastSearchPath(), { replace: true }),
      RETURN_TO_RESULTS_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Callout intent={Intent.WARNING} title={EMPTY_SHORTLIST_NOTICE.title} role="alert">
      <p>{EMPTY_SHORTLIST_NOTICE.body}</p>
      <p>Taking you back to your search results in a few seconds.</p>
      <Button
        intent={Intent.PRIMARY}
        text={EMPTY_SHORTLIST_NOTICE.action}
        onClick={() => void navigate(lastSearchPath())}
      />
    </Callout>
  );
}
