import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { HOST } from './two-replicas';

/** The decision the waiting screen listens for, as the app asks for it (decision 1660). */
export const CREDIT_DECISION = `subscription ($applicationId: ID!) {
  creditDecision(applicationId: $applicationId) { status result }
}`;

/**
 * A graphql-ws client as the waiting screen opens it: the page's host and origin, the session
 * cookie, reconnecting when its socket is closed (a replica stopping closes it).
 */
export function aWaitingScreen(port: number, sessionCookie: string, onConnected?: () => void): Client {
  const headers = {
    Host: `${HOST}:${port}`,
    Origin: `http://${HOST}:${port}`,
    Cookie: sessionCookie,
  };
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 20,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
    shouldRetry: () => true,
    on: { connected: () => onConnected?.() },
  });
}
