import {
  BUSINESS_LOOKUP_MAXIMUM_ROWS,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
} from '@lease-portal/domain';
import { bulkhead } from 'cockatiel';
import { LRUCache } from 'lru-cache';
import type { PartnerBodyFailure, PartnerHttp, PartnerRequest } from '../../partner-http/partner-http';
import { registerHttp, type RegisterConnection } from '../register-connection';
import {
  ABR_BASE_URL,
  ABR_PARTNER,
  abnDetails,
  jsonOfJsonp,
  matchingNames,
  meaningOfAbrMessage,
  type AbnDetails,
} from './abr-wire';

/** The ABR's connection: its base URL (the ABR's own by default) and the GUID it issued the portal. */
export interface AbrConnection extends RegisterConnection {
  guid: string;
}

/** Names asked of MatchingNames: several rows may name one ABN (its entity, business and trading names). */
const NAMES_ASKED = 20;
/** Details calls in flight at once for one name search. */
const DETAILS_AT_ONCE = 3;
const DETAILS_KEPT = { max: 1_000, ttlMs: 10 * 60_000 };

/**
 * The Australian Business Register on its ABN Lookup JSON services (decision 2110), through the partner
 * layer: AbnDetails for an ABN, AcnDetails for a company's ACN, and MatchingNames for a name. A name
 * match carries no entity type or ABN status, so each of the first ABNs matched is read with AbnDetails
 * (a few at once, kept for ten minutes). The ABR answers 200 even when it failed: its `Message` is read
 * as the failure it names (a refused GUID as refused credentials).
 */
export class AbrBusinessRegister implements BusinessRegistry {
  private readonly http: PartnerHttp;
  private readonly details: LRUCache<string, { row?: BusinessLookupRow }>;

  constructor(private readonly connection: AbrConnection) {
    this.http = registerHttp(ABR_PARTNER, ABR_BASE_URL, connection);
    this.details = new LRUCache({
      max: DETAILS_KEPT.max,
      ttl: DETAILS_KEPT.ttlMs,
      fetchMethod: async (abn) => {
        const row = await this.byNumber('AbnDetails', 'abn', abn);
        return row ? { row } : {};
      },
    });
  }

  async search(query: BusinessQuery): Promise<BusinessLookupRow[]> {
    if (query.by === 'number') return rowsOf(await this.details.fetch(query.number));
    if (query.by === 'company number')
      return rowsOf({ row: await this.byNumber('AcnDetails', 'acn', query.number) });
    return this.byName(query.name);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async byName(name: string): Promise<BusinessLookupRow[]> {
    const { body } = await this.http.call({
      ...this.jsonp('names.match'),
      path: '/MatchingNames.aspx',
      query: { name, maxResults: String(NAMES_ASKED), ...this.auth() },
      answer: matchingNames,
      failureIn: (answer) => failureOf(answer.Message),
    });
    if (meaningOfAbrMessage(body!.Message) === 'no match') return [];
    const abns = [...new Set(body!.Names.map((match) => match.Abn.replace(/\s/g, '')))].slice(
      0,
      BUSINESS_LOOKUP_MAXIMUM_ROWS,
    );
    const atOnce = bulkhead(DETAILS_AT_ONCE, abns.length);
    const found = await Promise.all(abns.map((abn) => atOnce.execute(() => this.details.fetch(abn))));
    return found.flatMap(rowsOf);
  }

  private async byNumber(
    service: 'AbnDetails' | 'AcnDetails',
    parameter: 'abn' | 'acn',
    number: string,
  ): Promise<BusinessLookupRow | undefined> {
    const { body } = await this.http.call({
      ...this.jsonp(service === 'AbnDetails' ? 'abn.details' : 'acn.details'),
      path: `/${service}.aspx`,
      query: { [parameter]: number, ...this.auth() },
      answer: abnDetails,
      failureIn: (answer) => failureOf(answer.Message),
    });
    return rowOf(body!);
  }

  private jsonp(operation: string): Pick<PartnerRequest<unknown>, 'operation' | 'method' | 'decode'> {
    return { operation, method: 'GET', decode: jsonOfJsonp };
  }

  /** The GUID and the JSONP callback's name the ABR wraps its answer in. */
  private auth(): Record<string, string> {
    return { callback: 'callback', guid: this.connection.guid };
  }
}

function failureOf(message: string): PartnerBodyFailure | undefined {
  const meaning = meaningOfAbrMessage(message);
  if (meaning === 'credentials refused') return { class: 'unauthorised', partnerError: { Message: message } };
  if (meaning === 'unavailable') return { class: 'unavailable', partnerError: { Message: message } };
  return undefined;
}

const rowsOf = (found: { row?: BusinessLookupRow } | undefined): BusinessLookupRow[] =>
  found?.row ? [structuredClone(found.row)] : [];

/**
 * An ABN's record as a lookup row: its legal name, entity type, status, ACN, and the state and postcode
 * of its main business location. The ABR publishes no street address and no contact (decision 2110).
 */
export function rowOf(details: AbnDetails): BusinessLookupRow | undefined {
  if (details.Abn === '' || meaningOfAbrMessage(details.Message) !== 'answer') return undefined;
  return {
    name: details.EntityName,
    abn: details.Abn.replace(/\s/g, ''),
    postCode: details.AddressPostcode,
    stateCode: details.AddressState,
    entityType: details.EntityTypeCode,
    status: details.AbnStatus === 'Active' ? 'Active' : 'Cancelled',
    ...(details.Acn ? { registerNumber: details.Acn } : {}),
  };
}
