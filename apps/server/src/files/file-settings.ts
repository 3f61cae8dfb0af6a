import { readConfig } from '../config';

/** Where uploaded files live and what signs their URLs (decision 1600). */
export interface FileSettings {
  /** The data folder: files go in its `files` folder on the embedded database, the generated URL secret beside it. */
  dataDir: string;
  /**
   * On a PostgreSQL server (DATABASE_URL) the bytes are kept in the database, which every replica
   * shares; the embedded database's portal is alone on its data folder and keeps them there.
   */
  bytesInDatabase: boolean;
  /** FILE_URL_SECRET, base64: required when replicas share a database, else drawn and kept in dataDir. */
  urlSecret?: string;
}

export function readFileSettings(env: NodeJS.ProcessEnv = process.env): FileSettings {
  const config = readConfig(env);
  return {
    dataDir: config.dataDir,
    bytesInDatabase: config.databaseUrl !== undefined,
    ...(env.FILE_URL_SECRET ? { urlSecret: env.FILE_URL_SECRET } : {}),
  };
}
