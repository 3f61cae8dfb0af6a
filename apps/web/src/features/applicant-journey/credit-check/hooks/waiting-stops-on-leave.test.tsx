import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CREDIT_CHECK_POLL } from '@lease-portal/domain';
import { AppConfigContext } from '../../../../shared/config/app-config-context';
import { fakeApiClient } from '../../../../testing/fake-api-client';
import { useCreditDecision } from './useCreditDecision';
import { usePushedCreditDecision } from './usePushedCreditDecision';

// The waiting screen's checks and its socket end when the screen does (decision 2010): a customer who
// leaves before the decision leaves nothing running behind, in React's strict mode too.

/** A browser WebSocket the test plays the server of (graphql-transport-ws). */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  readonly sent: { type: string; id?: string }[] = [];
  closedWith?: number;
  onopen?: () => void;
  onclose?: (event: { code: number; reason: string; wasClean: boolean }) => void;
  onmessage?: (event: { data: string }) => void;
  onerror?: (error: unknown) => void;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.opened.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** The server accepts the connection and acknowledges it. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) });
  }
}

const application = { applicationId: 'app-1', applicationType: 'standard' as const };

function Waiting({ onDecided }: { onDecided: () => void }) {
  const pushLive = usePushedCreditDecision(application.applicationId, onDecided);
  useCreditDecision(application, pushLive);
  return <p>Waiting</p>;
}

let checks: number;

function aWaitingScreen() {
  const router = createMemoryRouter(
    [
      { path: '/waiting', element: <Waiting onDecided={() => undefined} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/waiting'] },
  );
  const client = fakeApiClient({
    creditCheck: () => {
      checks += 1;
      return [];
    },
  });
  return {
    router,
    ...render(
      <StrictMode>
        <AppConfigContext.Provider value={{ graphqlUrl: '/graphql' }}>
          <ApolloProvider client={client}>
            <RouterProvider router={router} />
          </ApolloProvider>
        </AppConfigContext.Provider>
      </StrictMode>,
    ),
  };
}

const realWebSocket = window.WebSocket;
beforeEach(() => {
  jest.useFakeTimers();
  checks = 0;
  FakeSocket.opened = [];
  window.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  window.WebSocket = realWebSocket;
  jest.useRealTimers();
});

const after = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

it('checks once every ten seconds, and not at all once the customer has left', async () => {
  const { unmount, router } = aWaitingScreen();
  await after(100);
  expect(checks).toBe(1);
  await after(CREDIT_CHECK_POLL.intervalMs);
  expect(checks).toBe(2);

  unmount();
  const checksWhenLeft = checks;
  await after(CREDIT_CHECK_POLL.intervalMs * 10);

  expect(checks).toBe(checksWhenLeft);
  expect(router.state.location.pathname).toBe('/waiting');
});

it('completes its subscription and closes its socket once the customer has left', async () => {
  const { unmount } = aWaitingScreen();
  await after(100);
  const socket = FakeSocket.opened.at(-1)!;
  socket.accept();
  await after(100);
  const subscribe = socket.sent.find((message) => message.type === 'subscribe');
  expect(subscribe).toBeDefined();

  unmount();
  await after(100);

  expect(socket.sent).toContainEqual({ id: subscribe!.id, type: 'complete' });
  expect(socket.closedWith).toBe(1000);
  expect(FakeSocket.opened.every((each) => each.readyState === FakeSocket.CLOSED)).toBe(true);
});

it('closes a socket the server never acknowledged once the customer has left', async () => {
  const { unmount } = aWaitingScreen();
  await after(100);
  unmount();
  await after(100);

  expect(FakeSocket.opened.length).toBeGreaterThan(0);
  expect(FakeSocket.opened.every((each) => each.readyState === FakeSocket.CLOSED)).toBe(true);
});
