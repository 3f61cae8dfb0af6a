import type { IncomingMessage, Server } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphqlContext, subscriptionServing } from '@lease-portal/graphql';

/** A subscription's messages are small; anything larger is refused by the socket itself. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * The API's WebSocket at /graphql (graphql-ws), for subscriptions only (decision 1660). The session
 * cookie of the upgrade request signs the connection's operations in, as it does over HTTP; a page
 * of another site cannot open it, since its origin must be the host asked for.
 */
export function serveSubscriptions(
  server: Server,
  serving: ReturnType<typeof subscriptionServing>,
  contextFor: (request: IncomingMessage) => Promise<GraphqlContext>,
): { close(): Promise<void> } {
  const sockets = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) =>
      sameOrigin(origin, req.headers.host),
  });
  const disposable = useServer<Record<string, unknown> | undefined, Record<PropertyKey, never>>(
    {
      schema: serving.schema,
      context: (ctx) => contextFor(ctx.extra.request),
      onSubscribe: (_ctx, _id, payload) => serving.refusalOf(payload.query, payload.operationName),
      onNext: (_ctx, _id, _payload, _args, result) => serving.formatResult(result),
      onError: (_ctx, _id, _payload, errors) => serving.formatErrors(errors),
    },
    sockets,
  );
  return {
    close: async () => {
      await disposable.dispose();
    },
  };
}

function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
