/** The few PostgreSQL wire-protocol messages the tool socket writes itself. */

/** ErrorResponse with severity FATAL: the client shows the message, then the server closes. */
export function fatalError(code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** AuthenticationCleartextPassword: asks the client for its password. */
export const ASK_FOR_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** The answer to an SSL or GSS encryption request: 'N', go on unencrypted (loopback only). */
export const NO_ENCRYPTION = Buffer.from('N', 'ascii');

export const PROTOCOL_3 = 196608;
export const SSL_REQUEST = 80877103;
export const GSS_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
