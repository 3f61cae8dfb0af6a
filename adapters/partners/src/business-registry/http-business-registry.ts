import {
  businessErrors,
  DomainError,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
  type Region,
} from '@lease-portal/domain';
import { z } from 'zod';
import { registryResponse, toLookupRow } from './registry-response';

export interface HttpBusinessRegistryOptions {
  /** Where the registry service lives, e.g. https://registry.example/v1 */
  baseUrl: string;
  apiKey: string;
  /** The lookup is typed as the user waits, so a slow registry is treated as a failed one. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** The business registry service over HTTP: GET {baseUrl}/businesses?region=AU&name=... or &number=... */
export class HttpBusinessRegistry implements BusinessRegistry {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpBusinessRegistryOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}/businesses`);
    url.searchParams.set('region', region);
    url.searchParams.set(query.by, query.by === 'number' ? query.number : query.name);

    const body = await this.fetchJson(url);
    const parsed = registryResponse.safeParse(body);
    if (!parsed.success) {
      throw businessErrors.registryUnavailable({
        reason: 'unexpected response',
        problem: z.prettifyError(parsed.error),
      });
    }
    return parsed.data.businesses.map(toLookupRow);
  }

  private async fetchJson(url: URL): Promise<unknown> {
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'x-api-key': this.options.apiKey },
        // The signal stays attached while the body is read, so the timeout covers a stalled body too.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw businessErrors.registryUnavailable({ reason: 'http status', status: response.status });
      }
      return await response.json();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw businessErrors.registryUnavailable(
        isTimeout(error)
          ? { reason: 'timeout', timeoutMs: this.timeoutMs }
          : { reason: 'unreachable', cause: error instanceof Error ? error.message : String(error) },
      );
    }
  }
}

function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
}
