import type { FileStorage } from '@lease-portal/domain';
import type { Database } from '../database';
import { isUniqueViolation } from '../sql-errors';

/**
 * The bytes of uploaded files in the database (decision 1600): every replica on one PostgreSQL server
 * reads what any of them stored. One insert is all or nothing, and the key's primary key refuses a
 * second put under it, also when two race (decision 2030).
 */
export class PostgresFileStorage implements FileStorage {
  constructor(private readonly db: Database) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    try {
      await this.db.query('INSERT INTO uploaded_file_bytes (file_key, bytes) VALUES ($1, $2)', [key, bytes]);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new Error('Bytes are stored under this key already', { cause: error });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db.query<{ bytes: Uint8Array }>(
      'SELECT bytes FROM uploaded_file_bytes WHERE file_key = $1',
      [key],
    );
    // The server's driver answers a Buffer, the embedded engine a Uint8Array: the port speaks the latter.
    return row && new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  }

  async delete(key: string): Promise<void> {
    await this.db.query('DELETE FROM uploaded_file_bytes WHERE file_key = $1', [key]);
  }
}
