import { readConfig } from '../config';

/** Where uploaded files live and what signs their URLs (decision 1600). */
export interface FileSettings {
  /** The data folder: files go in its `files` folder, the generated URL secret beside it. */
  dataDir: string;
  /** FILE_URL_SECRET, base64: required when replicas share a database, else drawn and kept in dataDir. */
  urlSecret?: string;
}

export function readFileSettings(env: NodeJS.ProcessEnv = process.env): FileSettings {
  return {
    dataDir: readConfig(env).dataDir,
    ...(env.FILE_URL_SECRET ? { urlSecret: env.FILE_URL_SECRET } : {}),
  };
}
