import { createServer, type Server, type Socket } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { PGliteDatabase } from './pglite-database';
import { removeToolSocketAddress, writeToolSocketAddress } from './tool-socket-file';
import { WireSessions } from './wire-sessions';

export interface ToolSocketOptions {
  /** 0 (the default) lets the system choose a free port; the port is written to the data folder. */
  port?: number;
  maxConnections?: number;
  /** A client idle this long is disconnected (and its open transaction rolled back). */
  idleTimeoutMs?: number;
}

const LOOPBACK = '127.0.0.1';

/**
 * Serves the portal's embedded database over the PostgreSQL wire protocol on the loopback interface,
 * so the support tool can reach it while the portal owns the PGlite folder.
 */
export class PortalToolSocket {
  private readonly handlers = new Set<PGLiteSocketHandler>();

  private constructor(
    private readonly server: Server,
    private readonly dataDir: string,
    readonly port: number,
  ) {}

  static async serve(
    db: PGliteDatabase,
    dataDir: string,
    options: ToolSocketOptions = {},
  ): Promise<PortalToolSocket> {
    const sessions = new WireSessions(db);
    const server = createServer();
    server.maxConnections = options.maxConnections ?? 8;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, LOOPBACK, () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
      throw new Error('The tool socket has no TCP address');
    const socket = new PortalToolSocket(server, dataDir, address.port);
    server.on('connection', (connection) =>
      socket.attach(connection, sessions, options.idleTimeoutMs ?? 60_000),
    );
    await writeToolSocketAddress(dataDir, { host: LOOPBACK, port: address.port, pid: process.pid });
    return socket;
  }

  get connections(): number {
    return this.handlers.size;
  }

  private attach(connection: Socket, sessions: WireSessions, idleTimeout: number): void {
    const handler = new PGLiteSocketHandler({
      queryQueue: sessions.asQueryQueue(),
      closeOnDetach: true,
      idleTimeout,
    });
    this.handlers.add(handler);
    const forget = () => this.handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(connection).catch(() => {
      forget();
      connection.destroy();
    });
  }

  async stop(): Promise<void> {
    await removeToolSocketAddress(this.dataDir, process.pid);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    await Promise.all([...this.handlers].map((handler) => handler.detach(true)));
    this.handlers.clear();
    await closed;
  }
}
