import { useCallback, useEffect, useRef } from 'react';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { useAppConfig } from '../../../../shared/config/app-config-context';
import { CreditDecision } from '../graphql/creditDecision';

/** The API's WebSocket: the GraphQL address on the page's own host, ws or wss as the page is served. */
export function socketUrlOf(graphqlUrl: string, page: Location): string {
  const url = new URL(graphqlUrl, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Listens for the application's credit decision over the API's WebSocket (graphql-ws, decision 1660)
 * and calls `onDecided` when it comes. Answers whether the socket is connected now: while it is, the
 * waiting screen need not log the user out after its last check. The session cookie signs it in.
 */
export function usePushedCreditDecision(applicationId: string, onDecided: () => void): () => boolean {
  const { graphqlUrl } = useAppConfig();
  const live = useRef(false);
  const decided = useRef(onDecided);
  useEffect(() => {
    decided.current = onDecided;
  }, [onDecided]);

  useEffect(() => {
    const client = createClient({
      url: socketUrlOf(graphqlUrl, window.location),
      retryAttempts: 5,
      on: {
        connected: () => (live.current = true),
        closed: () => (live.current = false),
      },
    });
    const unsubscribe = client.subscribe(
      { query: print(CreditDecision), variables: { applicationId } },
      {
        next: (answer) => {
          if ((answer.data as { creditDecision?: unknown } | undefined)?.creditDecision) decided.current();
        },
        // A refused or broken subscription leaves the checks to decide, as the specification does.
        error: () => (live.current = false),
        complete: () => undefined,
      },
    );
    return () => {
      unsubscribe();
      const connected = live.current;
      live.current = false;
      // dispose() closes a connected socket; one still waiting for the server's acknowledgement would
      // stay open until it came, so it is cut off instead.
      void Promise.resolve(client.dispose()).catch(() => undefined);
      if (!connected) client.terminate();
    };
  }, [applicationId, graphqlUrl]);

  return useCallback(() => live.current, []);
}
