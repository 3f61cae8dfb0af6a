import type { IncomingMessage, Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { OpenSubscriptions, type GraphqlContext, type subscriptionServing } from '@lease-portal/graphql';

/** A subscription's messages are small; anything larger is refused by the socket itself. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** How long a client has to answer the closing handshake when the portal stops before it is cut off. */
const CLOSING_HANDSHAKE_MS = 500;
/** What a client may send (graphql-transport-ws); the server's own types are refused as bad requests. */
const CLIENT_MESSAGE_TYPES = new Set(['connection_init', 'ping', 'pong', 'subscribe', 'complete']);

/**
 * graphql-ws answers a message it cannot read with 4400 Bad request, but one of a server's types
 * (next, error, connection_ack) only when handling it, as an internal error (4500, logged with its
 * stack). Refused while it is read instead, it is the client's mistake it is.
 */
function clientMessagesOnly(this: unknown, key: string, value: unknown): unknown {
  const type = key === '' ? (value as { type?: unknown } | null)?.type : undefined;
  if (typeof type === 'string' && !CLIENT_MESSAGE_TYPES.has(type)) throw new Error('Not a client message');
  return value;
}

/**
 * The API's WebSocket at /graphql (graphql-ws), for subscriptions only (decision 1660). The session
 * cookie of the upgrade request signs the connection's operations in, as it does over HTTP; a page
 * of another site cannot open it, since its origin must be the host asked for. Every subscribe passes
 * the API's input boundary and the limits on open subscriptions (decision 2010) before it runs.
 */
export function serveSubscriptions(
  server: Server,
  serving: ReturnType<typeof subscriptionServing>,
  contextFor: (request: IncomingMessage) => Promise<GraphqlContext>,
  open = new OpenSubscriptions(),
): { close(): Promise<void> } {
  const sockets = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) =>
      sameOrigin(origin, req.headers.host),
  });
  // Connections whose subscriptions may still be running; graphql-ws reports one closed only once
  // each of its subscriptions has ended.
  const connected = new Set<object>();
  let allEnded: (() => void) | undefined;
  const disposable = useServer<Record<string, unknown> | undefined, Record<PropertyKey, never>>(
    {
      schema: serving.schema,
      jsonMessageReviver: clientMessagesOnly,
      onConnect: (ctx) => void connected.add(ctx),
      onSubscribe: async (ctx, _id, payload) => {
        const operation = serving.admit(payload);
        if (!('document' in operation)) return operation;
        const contextValue = await contextFor(ctx.extra.request);
        const tooMany = open.refusalOf(ctx, contextValue.viewer?.user.id);
        if (tooMany) return [tooMany];
        return { schema: serving.schema, contextValue, ...operation };
      },
      onNext: (_ctx, _id, _payload, _args, result) => serving.formatResult(result),
      onError: (_ctx, _id, _payload, errors) => serving.formatErrors(errors),
      onClose: (ctx) => {
        open.closed(ctx);
        connected.delete(ctx);
        if (connected.size === 0) allEnded?.();
      },
    },
    sockets,
  );
  /** Closes every connection (1001 Going away), which ends its subscriptions without another read. */
  const close = async () => {
    const ended = new Promise<void>((resolve) => (allEnded = resolve));
    // A client gone without a word never answers the closing handshake; it is cut off instead.
    const cutOff = setTimeout(() => {
      for (const socket of sockets.clients) socket.terminate();
    }, CLOSING_HANDSHAKE_MS);
    try {
      await disposable.dispose();
    } finally {
      clearTimeout(cutOff);
    }
    if (connected.size > 0) await ended;
  };
  let closing: Promise<void> | undefined;
  return { close: () => (closing ??= close()) };
}

function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
