import { GraphQLError } from 'graphql';

/**
 * How many subscriptions may be open at once (decision 2010). The waiting screen opens one on its
 * own connection; a customer with a few tabs open on waiting screens stays far below either number.
 */
export const SUBSCRIPTION_LIMITS = { perConnection: 5, perUser: 10 } as const;

/** A WebSocket connection as graphql-ws keeps it: its open subscriptions, by id. */
export interface SubscribedConnection {
  readonly subscriptions: Readonly<Record<string, unknown>>;
}

/**
 * The subscriptions this replica serves, counted per connection and per signed-in user. The
 * connection's own record (graphql-ws's) is the count: a subscription is in it from its subscribe
 * message until it ends, so nothing here has to be released but a closed connection.
 */
export class OpenSubscriptions {
  private readonly connectionsOf = new Map<string, Set<SubscribedConnection>>();
  private readonly userOf = new Map<SubscribedConnection, string>();

  constructor(private readonly limits: { perConnection: number; perUser: number } = SUBSCRIPTION_LIMITS) {}

  /**
   * The refusal of a new subscription, which is already counted on its connection, when that
   * connection or its user would hold more than the limit; undefined admits it.
   */
  refusalOf(connection: SubscribedConnection, userId: string | undefined): GraphQLError | undefined {
    if (openOn(connection) > this.limits.perConnection) {
      return tooMany(`at most ${this.limits.perConnection} may be open on one connection`);
    }
    if (userId === undefined) return undefined;
    const connections = this.connectionsOf.get(userId) ?? new Set<SubscribedConnection>();
    this.connectionsOf.set(userId, connections.add(connection));
    this.userOf.set(connection, userId);
    const ofUser = [...connections].reduce((count, each) => count + openOn(each), 0);
    return ofUser > this.limits.perUser
      ? tooMany(`at most ${this.limits.perUser} may be open for one user`)
      : undefined;
  }

  /** Forgets a connection that has closed, with its subscriptions. */
  closed(connection: SubscribedConnection): void {
    const userId = this.userOf.get(connection);
    if (userId === undefined) return;
    this.userOf.delete(connection);
    const connections = this.connectionsOf.get(userId);
    connections?.delete(connection);
    if (connections?.size === 0) this.connectionsOf.delete(userId);
  }
}

const openOn = (connection: SubscribedConnection): number => Object.keys(connection.subscriptions).length;

function tooMany(limit: string): GraphQLError {
  return new GraphQLError(`Too many subscriptions: ${limit}. Close one and subscribe again.`, {
    extensions: { code: 'RATE_LIMITED' },
  });
}
