import type { PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import type { PGliteDatabase } from './pglite-database';

/** Extended-protocol messages after which the client still owes a Sync (Parse, Bind, Describe, Execute, Close, Flush, CopyData). */
const MID_EXCHANGE = new Set([...'PBDECHd'].map((letter) => letter.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

interface Turn {
  handlerId: number;
  end: () => void;
  midExchange: boolean;
  /** Running while the client holds the turn without a message in progress. */
  idle?: NodeJS.Timeout;
}

export interface WireSessionsOptions {
  /** How long a client may hold the turn between two messages (inside a transaction). */
  idleInTransactionMs: number;
  /** Called when a client went past it: the caller cuts the client off (and so ends the turn). */
  onIdleInTransaction: (handlerId: number) => void;
}

/**
 * Replaces pglite-socket's query queue so that wire clients and the portal's in-process work share one
 * set of turns. pglite-socket's own queue serialises single messages only: between two messages of a
 * client's transaction (or of one Parse/Bind/Execute/Sync exchange) the portal's queries could run
 * inside that transaction, and the portal's transactions could take in a client's statements. Here a
 * client keeps its turn until it is back at ReadyForQuery outside a transaction block.
 */
export class WireSessions {
  private turn: Turn | undefined;
  private readonly inOrder = new Map<number, Promise<unknown>>();
  private readonly gone = new Set<number>();

  constructor(
    private readonly db: PGliteDatabase,
    private readonly options?: WireSessionsOptions,
  ) {}

  /** For PGLiteSocketHandler, which is typed against pglite-socket's own (unexported) queue. */
  asQueryQueue(): PGLiteSocketHandlerOptions['queryQueue'] {
    return this as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  }

  /** One message at a time per client, in the order it arrived. */
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const previous = this.inOrder.get(handlerId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.execute(handlerId, message, onData));
    this.inOrder.set(handlerId, next);
    return next;
  }

  private async execute(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    if (this.gone.has(handlerId)) throw new Error('Handler disconnected');
    if (this.turn?.handlerId !== handlerId) {
      const end = await this.db.turns.take();
      if (this.gone.has(handlerId)) {
        end();
        throw new Error('Handler disconnected');
      }
      this.turn = { handlerId, end, midExchange: false };
    }
    const turn = this.turn;
    clearTimeout(turn.idle);
    const { pglite } = this.db;
    let bytes = 0;
    try {
      await pglite.runExclusive(() =>
        pglite.execProtocolRawStream(message, {
          onRawData: (data) => {
            bytes += data.length;
            onData(data);
          },
        }),
      );
    } finally {
      turn.midExchange = MID_EXCHANGE.has(message[0] ?? 0);
      if (!turn.midExchange && !pglite.isInTransaction()) this.endTurn();
      else this.startIdleClock(turn);
    }
    return bytes;
  }

  clearQueueForHandler(handlerId: number): void {
    this.gone.add(handlerId);
  }

  /** Refuses the client's further messages and waits for the one in progress, if any. */
  async settle(handlerId: number): Promise<void> {
    this.gone.add(handlerId);
    await this.inOrder.get(handlerId)?.catch(() => undefined);
  }

  /** Called when a client goes away: finish its exchange, roll back its transaction, free the turn. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    await this.inOrder.get(handlerId)?.catch(() => undefined);
    this.inOrder.delete(handlerId);
    this.gone.delete(handlerId);
    const turn = this.turn;
    if (turn?.handlerId !== handlerId) return;
    const { pglite } = this.db;
    try {
      if (turn.midExchange) await pglite.runExclusive(() => pglite.execProtocolRaw(SYNC));
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
    } finally {
      this.endTurn();
    }
  }

  getQueueLength(): number {
    return this.inOrder.size;
  }

  private startIdleClock(turn: Turn): void {
    if (!this.options) return;
    const { idleInTransactionMs, onIdleInTransaction } = this.options;
    turn.idle = setTimeout(() => {
      if (this.turn === turn) onIdleInTransaction(turn.handlerId);
    }, idleInTransactionMs);
    turn.idle.unref();
  }

  private endTurn(): void {
    const turn = this.turn;
    this.turn = undefined;
    clearTimeout(turn?.idle);
    turn?.end();
  }
}
