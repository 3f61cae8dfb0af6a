import {
  addressErrors,
  DomainError,
  type AddressCompletion,
  type AddressFinder,
  type Region,
} from '@lease-portal/domain';
import type { z } from 'zod';
import type { PartnerHttpTuning } from '../../partner-http/partner-endpoint';
import { failureClassOf } from '../../partner-http/partner-failures';
import { PartnerHttp, type PartnerCallLogger } from '../../partner-http/partner-http';
import { auPartsOf, nzPartsOf, type MetadataParts } from './addressfinder-parts';
import {
  ACCOUNT_ERROR_CODES,
  ADDRESSFINDER_ERRORS,
  ADDRESSFINDER_PATHS,
  auAutocompleteWire,
  auMetadataWire,
  errorWire,
  nzAutocompleteWire,
  nzMetadataWire,
  orError,
  type ErrorWire,
} from './addressfinder-wire';

/** Addressfinder's API, e.g. https://api.addressfinder.io, and the account's key and secret. */
export interface AddressfinderAccount {
  /** A function when it is only known later (the portal's own Addressfinder sandbox). */
  baseUrl: string | (() => string);
  key: string;
  secret: string;
}

/** The partner's name in the layer's logs and counts. */
export const ADDRESSFINDER_PARTNER = 'Addressfinder';

/**
 * Short: the customer waits on each keystroke's suggestions, and manual entry is offered as soon as
 * the look-up fails. Two attempts of 2.5 s at most, then the circuit decides for the next calls.
 */
const DEFAULT_TIMEOUT_MS = 2500;
const DEFAULT_ATTEMPTS = 2;

/** AU addresses from both datasets: the physical (GNAF) and the postal (PAF). */
const AU_SOURCE = 'GNAF,PAF';

/**
 * The address finder on Addressfinder's AU and NZ APIs (decision 2111), through the portal's partner
 * layer (decision 2102). The key travels as the `key` parameter and the secret in the Authorization
 * header, both on the server only: the browser asks the portal. PO boxes are left out (a business's
 * registered address and a home address are places). Every failure is the port's
 * PARTNER_UNAVAILABLE, its details saying why; an id Addressfinder does not know is no address.
 */
export class AddressfinderAddressFinder implements AddressFinder {
  private readonly http: PartnerHttp;
  private readonly logger: PartnerCallLogger | undefined;

  constructor(
    private readonly account: AddressfinderAccount,
    tuning: PartnerHttpTuning = {},
  ) {
    this.logger = tuning.logger;
    this.http = new PartnerHttp({
      timeoutMs: DEFAULT_TIMEOUT_MS,
      maxAttempts: DEFAULT_ATTEMPTS,
      ...tuning,
      partner: ADDRESSFINDER_PARTNER,
      baseUrl: account.baseUrl,
    });
  }

  async autocomplete(country: Region, query: string, max: number): Promise<AddressCompletion[]> {
    const asked = { q: query, max: String(Math.max(1, max)), post_box: '0' };
    if (country === 'AU') {
      const { completions } = await this.found(
        this.ask('au.autocomplete', ADDRESSFINDER_PATHS.auAutocomplete, auAutocompleteWire, {
          ...asked,
          source: AU_SOURCE,
        }),
      );
      return completions.map(({ id, full_address }) => ({ id, fullAddress: full_address }));
    }
    const { completions } = await this.found(
      this.ask('nz.autocomplete', ADDRESSFINDER_PATHS.nzAutocomplete, nzAutocompleteWire, asked),
    );
    return completions.map(({ pxid, a }) => ({ id: pxid, fullAddress: a }));
  }

  async metadata(country: Region, id: string): Promise<MetadataParts | undefined> {
    if (country === 'AU') {
      const found = await this.ask('au.metadata', ADDRESSFINDER_PATHS.auMetadata, auMetadataWire, {
        id,
        source: AU_SOURCE,
      });
      return found && auPartsOf(found);
    }
    const found = await this.ask('nz.metadata', ADDRESSFINDER_PATHS.nzMetadata, nzMetadataWire, { pxid: id });
    return found && nzPartsOf(found);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  /**
   * One GET with the key, the secret and JSON asked for. Undefined when Addressfinder has no such
   * record (its error 1011, in whatever status, or a 404); any other error is the port's failure.
   */
  private async ask<Answer>(
    operation: string,
    path: string,
    answer: z.ZodType<Answer>,
    query: Record<string, string>,
  ): Promise<Answer | undefined> {
    let body: Answer | ErrorWire | undefined;
    try {
      ({ body } = await this.http.call<Answer | ErrorWire>({
        operation,
        method: 'GET',
        path,
        query: { key: this.account.key, format: 'json', ...query },
        headers: { authorization: this.account.secret },
        answer: orError(answer),
        accept: [404],
      }));
    } catch (error) {
      const refused =
        failureClassOf(error) === 'rejected'
          ? errorWire.safeParse((error as DomainError).details?.['partnerError'])
          : undefined;
      if (!refused?.success) throw unavailable(operation, error);
      body = refused.data;
    }
    const refused = errorWire.safeParse(body);
    if (body === undefined || (refused.success && refused.data.error_code === NOT_FOUND)) return undefined;
    if (refused.success) throw this.refusal(operation, refused.data);
    return body as Answer;
  }

  /** An autocomplete always answers a list: no record there is a wrong path, not an empty answer. */
  private async found<Answer>(asked: Promise<Answer | undefined>): Promise<Answer> {
    const answer = await asked;
    if (answer === undefined) throw addressErrors.finderUnavailable({ reason: 'unexpected response' });
    return answer;
  }

  /** Addressfinder's `{ error_code, message }`: the account's errors alert an operator. */
  private refusal(operation: string, refused: ErrorWire): DomainError {
    const errorCode = refused.error_code;
    const account = ACCOUNT_ERROR_CODES.has(errorCode);
    if (account) {
      this.logger?.warn(
        {
          partner: ADDRESSFINDER_PARTNER,
          operation,
          errorCode,
          alert: 'Addressfinder refused the account (key, secret or plan): an operator must fix it',
        },
        'partner refused our account',
      );
    }
    return addressErrors.finderUnavailable({
      operation,
      class: account ? 'unauthorised' : 'rejected',
      reason: account ? 'account refused' : 'request refused',
      errorCode,
      ...(refused.message ? { message: refused.message.slice(0, 200) } : {}),
    });
  }
}

const NOT_FOUND = ADDRESSFINDER_ERRORS.recordNotFound;

/** The layer's failure as the port's, keeping the layer's why. */
function unavailable(operation: string, error: unknown): DomainError {
  const details = error instanceof DomainError ? (error.details ?? {}) : {};
  const { class: failureClass, reason, status, timeoutMs, cause, problem, retryAfterMs } = details;
  return addressErrors.finderUnavailable(
    defined({ operation, class: failureClass, reason, status, timeoutMs, cause, problem, retryAfterMs }),
  );
}

const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
