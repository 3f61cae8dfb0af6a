import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { ResendSecondaryInvitation } from '../graphql/resendSecondaryInvitation';
import { OUTCOME_TEXT } from '../outcome-text';

/** Where the resend stands: what the button may do and what the status line says. */
export type ResendState =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'sent'; until: Date }
  | { kind: 'wait'; message: string; until: Date }
  | { kind: 'failed'; message: string };

/** The server's refusal reasons the page words itself; other refusals keep the server's message. */
const TOO_SOON = 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY';
/** After a refusal for being too soon, the button is offered again after this long: the server decides. */
const WAIT_AFTER_REFUSAL_MS = 60_000;

function refusalOf(error: unknown): { reason?: string; message: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const reason = first?.extensions?.reason;
    return {
      reason: typeof reason === 'string' ? reason : undefined,
      message: first?.message || OUTCOME_TEXT.onHoldResendFailed,
    };
  }
  return { message: OUTCOME_TEXT.onHoldResendFailed };
}

/**
 * Sends Authorised Officer (2)'s invitation again (decision 2094). One request at a time; after it
 * went, or was refused as too soon, the button waits until the server would take the next one, so
 * repeated clicks cannot send a burst (the server enforces the spacing too).
 */
export function useResendSecondaryInvitation(applicationId: string): {
  state: ResendState;
  resend: () => Promise<void>;
} {
  const client = useApolloClient();
  const [state, setState] = useState<ResendState>({ kind: 'ready' });
  const busy = useRef(false);

  // A wait ends by itself: the button is offered again when the server would take the next resend.
  useEffect(() => {
    if (state.kind !== 'sent' && state.kind !== 'wait') return;
    const timer = setTimeout(
      () => setState((current) => (current === state ? { kind: 'ready' } : current)),
      Math.max(0, state.until.getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  const resend = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'sending' });
    try {
      const { data } = await client.mutate({
        mutation: ResendSecondaryInvitation,
        variables: { applicationId },
      });
      const next = data?.resendSecondaryInvitation.nextResendAt;
      if (!next) throw new Error(OUTCOME_TEXT.onHoldResendFailed);
      setState({ kind: 'sent', until: new Date(next) });
    } catch (error) {
      const refusal = refusalOf(error);
      setState(
        refusal.reason === TOO_SOON
          ? { kind: 'wait', message: refusal.message, until: new Date(Date.now() + WAIT_AFTER_REFUSAL_MS) }
          : { kind: 'failed', message: refusal.message },
      );
    } finally {
      busy.current = false;
    }
  }, [applicationId, client]);

  return { state, resend };
}
