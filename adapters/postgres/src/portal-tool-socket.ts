import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { FolderOwner } from './data-folder-lock';
import type { PGliteDatabase } from './pglite-database';
import { removeToolSocketAddress, writeToolSocketAddress } from './tool-socket-file';
import { HANDSHAKE_TIMEOUT_MS, passwordChecked } from './tool-socket-password';
import { fatalError } from './wire-messages';
import { WireSessions } from './wire-sessions';

export interface ToolSocketOptions {
  /** 0 (the default) lets the system choose a free port; the port is written to the data folder. */
  port?: number;
  /** Signed-in tool connections at once; connections still giving their password do not count. */
  maxConnections?: number;
  /** A connection that has not given the password within this time is closed (decision 2043). */
  handshakeTimeoutMs?: number;
  /** A client idle this long is disconnected (and its open transaction rolled back). */
  idleTimeoutMs?: number;
  /**
   * A client inside a transaction (holding the portal's turn) that sends nothing for this long is
   * disconnected and its transaction rolled back, so the portal is never held for long (decision 0212).
   */
  idleInTransactionMs?: number;
}

const LOOPBACK = '127.0.0.1';

/**
 * Connections still giving their password, at most; past it the one waiting longest is closed. A
 * local user who opens connections and says nothing then cannot crowd out the support tool, whose
 * handshake takes milliseconds (decision 2043).
 */
const MAX_KNOCKING = 32;

/**
 * Serves the portal's embedded database over the PostgreSQL wire protocol on the loopback interface,
 * so the support tool can reach it while the portal owns the PGlite folder; only clients giving the
 * password written (owner-only) in the data folder get through.
 */
export class PortalToolSocket {
  private readonly handlers = new Map<number, { handler: PGLiteSocketHandler; connection: Socket }>();
  /** Connections still giving their password. */
  private readonly knocking = new Set<Socket>();

  private readonly sessions: WireSessions;

  private constructor(
    private readonly server: Server,
    db: PGliteDatabase,
    private readonly dataDir: string,
    private readonly owner: FolderOwner,
    readonly port: number,
    idleInTransactionMs: number,
  ) {
    this.sessions = new WireSessions(db, {
      idleInTransactionMs,
      onIdleInTransaction: (handlerId) => void this.cutOff(handlerId, idleInTransactionMs),
    });
  }

  static async serve(
    db: PGliteDatabase,
    dataDir: string,
    owner: FolderOwner,
    options: ToolSocketOptions = {},
  ): Promise<PortalToolSocket> {
    // No `server.maxConnections`: it would count silent strangers too. Only signed-in clients hold slots.
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, LOOPBACK, () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
      throw new Error('The tool socket has no TCP address');
    const socket = new PortalToolSocket(
      server,
      db,
      dataDir,
      owner,
      address.port,
      options.idleInTransactionMs ?? 3_000,
    );
    const password = randomBytes(32).toString('base64url');
    const limits = {
      maxConnections: options.maxConnections ?? 8,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS,
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    };
    server.on('connection', (connection) => socket.attach(connection, password, limits));
    await writeToolSocketAddress(dataDir, {
      host: LOOPBACK,
      port: address.port,
      pid: owner.pid,
      token: owner.token,
      password,
    });
    return socket;
  }

  get connections(): number {
    return this.handlers.size;
  }

  private async attach(
    connection: Socket,
    password: string,
    limits: { maxConnections: number; handshakeTimeoutMs: number; idleTimeoutMs: number },
  ): Promise<void> {
    // A client may reset its connection at any moment; that must never become an uncaught error.
    connection.on('error', () => undefined);
    this.knocking.add(connection);
    if (this.knocking.size > MAX_KNOCKING) {
      const [longestWaiting] = this.knocking;
      longestWaiting?.destroy();
      this.knocking.delete(longestWaiting!);
    }
    const handOn = await passwordChecked(connection, password, limits.handshakeTimeoutMs);
    this.knocking.delete(connection);
    if (!handOn || connection.destroyed) return;
    if (this.handlers.size >= limits.maxConnections) {
      connection.end(fatalError('53300', 'sorry, too many clients already'));
      return;
    }
    const handler = new PGLiteSocketHandler({
      queryQueue: this.sessions.asQueryQueue(),
      closeOnDetach: true,
      idleTimeout: limits.idleTimeoutMs,
    });
    this.handlers.set(handler.handlerId, { handler, connection });
    const forget = () => this.handlers.delete(handler.handlerId);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(connection).catch(() => {
      forget();
      connection.destroy();
    });
    // The handler listens now: give it the startup message the password check held back.
    connection.emit('data', handOn);
  }

  /** Ends a client's connection, rolling back its transaction and giving the portal its turn back. */
  private async cutOff(handlerId: number, idleMs: number): Promise<void> {
    const client = this.handlers.get(handlerId);
    if (!client) return;
    this.handlers.delete(handlerId);
    await this.sessions.settle(handlerId);
    if (client.connection.writable) {
      client.connection.write(
        fatalError(
          '25P03',
          `terminating connection due to idle-in-transaction timeout (${idleMs} ms): the portal waits for this transaction`,
        ),
      );
    }
    await client.handler.detach(true);
  }

  async stop(): Promise<void> {
    await removeToolSocketAddress(this.dataDir, this.owner);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const connection of this.knocking) connection.destroy();
    await Promise.all([...this.handlers.values()].map(({ handler }) => handler.detach(true)));
    this.handlers.clear();
    await closed;
  }
}
