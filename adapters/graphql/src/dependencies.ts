import type { GetOrgProfilesByDomain } from '@lease-portal/domain';
import type { ErrorLog } from './errors/format-error';

/** The use cases the API drives, passed in by the composition root. */
export interface GraphqlDependencies {
  getOrgProfilesByDomain: Pick<GetOrgProfilesByDomain, 'execute'>;
  /** Where internal errors are written; the client only sees 'Internal server error'. */
  log: ErrorLog;
}
