import {
  businessErrors,
  DomainError,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
  type Region,
} from '@lease-portal/domain';
import { apiKeyHeader, type PartnerEndpoint, type PartnerHttpTuning } from '../partner-http/partner-endpoint';
import { PartnerHttp } from '../partner-http/partner-http';
import { registryResponse, toLookupRow } from './registry-response';

export interface HttpBusinessRegistryOptions extends PartnerEndpoint {
  /** The lookup is typed as the user waits, so a slow registry is treated as a failed one. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** The business registry service over HTTP: GET {baseUrl}/businesses?region=AU&name=... or &number=... */
export class HttpBusinessRegistry implements BusinessRegistry {
  private readonly http: PartnerHttp;

  constructor(
    private readonly options: HttpBusinessRegistryOptions,
    tuning: PartnerHttpTuning = {},
  ) {
    this.http = new PartnerHttp({
      partner: 'business registry',
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      // The user is waiting and can search again: one quick second try, not three.
      maxAttempts: 2,
      ...tuning,
    });
  }

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    try {
      const { body } = await this.http.call({
        operation: 'businesses.search',
        method: 'GET',
        path: '/businesses',
        query: { region, [query.by]: query.by === 'number' ? query.number : query.name },
        headers: apiKeyHeader(this.options),
        answer: registryResponse,
      });
      return body!.businesses.map(toLookupRow);
    } catch (error) {
      throw registryUnavailable(error);
    }
  }

  close(): Promise<void> {
    return this.http.close();
  }
}

/** For the user every failure is the same: the registry could not be searched; the details say why. */
function registryUnavailable(error: unknown): DomainError {
  const details = error instanceof DomainError ? (error.details ?? {}) : {};
  const { reason, status, timeoutMs, cause, problem } = details;
  if (status !== undefined && reason !== 'unexpected response')
    return businessErrors.registryUnavailable({ reason: 'http status', status });
  if (reason === 'timeout') return businessErrors.registryUnavailable({ reason, timeoutMs });
  if (reason === 'unexpected response') return businessErrors.registryUnavailable({ reason, problem });
  return businessErrors.registryUnavailable({ reason: reason ?? 'unreachable', ...(cause ? { cause } : {}) });
}
