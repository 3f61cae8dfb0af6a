import { createHash, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  ASK_FOR_PASSWORD,
  CANCEL_REQUEST,
  GSS_REQUEST,
  NO_ENCRYPTION,
  PROTOCOL_3,
  SSL_REQUEST,
  fatalError,
} from './wire-messages';

/**
 * How long a client may take to give its password. The support tool gives it at once (a few
 * milliseconds); a connection that stays silent is closed, so it cannot keep resources (decision 2043).
 */
export const HANDSHAKE_TIMEOUT_MS = 3_000;

/**
 * PGlite accepts anyone, so the tool socket asks for the password the portal wrote to its data folder
 * (owner-only) before any message reaches the database (decision 0212). Resolves with the bytes to
 * hand on to the database (the client's startup message, and anything it sent after its password);
 * undefined when the client was turned away (its connection is closed).
 */
export function passwordChecked(
  connection: Socket,
  password: string,
  timeoutMs = HANDSHAKE_TIMEOUT_MS,
): Promise<Buffer | undefined> {
  const expected = digest(Buffer.from(password, 'utf8'));
  return new Promise((resolve) => {
    let buffered = Buffer.alloc(0);
    let startup: Buffer | undefined;
    const finish = (handOn: Buffer | undefined, refusal?: Buffer) => {
      clearTimeout(timer);
      connection.off('data', onData);
      connection.off('close', onGone);
      connection.off('error', onGone);
      if (!handOn) {
        if (refusal && connection.writable) connection.end(refusal);
        else connection.destroy();
      }
      resolve(handOn);
    };
    const refuse = (message: string) => finish(undefined, fatalError('28P01', message));
    const onGone = () => finish(undefined);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!startup) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          const code = buffered.readInt32BE(4);
          if (length === 8 && (code === SSL_REQUEST || code === GSS_REQUEST)) {
            connection.write(NO_ENCRYPTION);
            buffered = buffered.subarray(8);
            continue;
          }
          if (code === CANCEL_REQUEST || code !== PROTOCOL_3 || length < 8 || length > 10_000) {
            return finish(undefined);
          }
          if (buffered.length < length) return;
          startup = Buffer.from(buffered.subarray(0, length));
          buffered = buffered.subarray(length);
          connection.write(ASK_FOR_PASSWORD);
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered[0] !== 0x70 /* 'p' */ || length < 5 || length > 10_000) {
          return refuse('password authentication failed');
        }
        if (buffered.length < length + 1) return;
        const given = buffered.subarray(5, length + 1 - 1); // without its terminating zero
        const rest = Buffer.from(buffered.subarray(length + 1));
        if (!timingSafeEqual(digest(given), expected)) return refuse('password authentication failed');
        return finish(Buffer.concat([startup, rest]));
      }
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    connection.on('data', onData);
    connection.once('close', onGone);
    connection.once('error', onGone);
  });
}

const digest = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();
