import type { PortalConfig } from '../config';
import { NotReadyForProduction } from '../stand-ins';
import type { FileSettings } from './file-settings';

/**
 * Replicas on one PostgreSQL server must sign file URLs with one key: without FILE_URL_SECRET each
 * draws its own and refuses the grants of the others, so uploads fail through every replica but one
 * (decision 1600). A production portal on a server refuses to start without it.
 */
export function refuseUnsharedFileUrlSecret(
  deployment: Pick<PortalConfig, 'production' | 'databaseUrl'>,
  files: Pick<FileSettings, 'urlSecret'>,
): void {
  if (!deployment.production || deployment.databaseUrl === undefined || files.urlSecret) return;
  throw new NotReadyForProduction(
    'NODE_ENV is production on a PostgreSQL server (DATABASE_URL), but FILE_URL_SECRET is not set: ' +
      'each replica would sign upload and download links with a key of its own and refuse the ' +
      'others’ links. Set FILE_URL_SECRET to one random key of 32 bytes or more, in base64 ' +
      '(openssl rand -base64 32), the same on every replica.',
  );
}
