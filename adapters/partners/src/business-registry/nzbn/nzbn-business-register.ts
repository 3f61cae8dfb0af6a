import {
  nzRegionNamed,
  type BusinessContactDetail,
  type BusinessLookupRow,
  type BusinessQuery,
  type BusinessRegistry,
} from '@lease-portal/domain';
import type { PartnerHttp } from '../../partner-http/partner-http';
import { registerHttp, type RegisterConnection } from '../register-connection';
import {
  entity,
  entitySearch,
  NZBN_BASE_URL,
  NZBN_PARTNER,
  REGISTERED_STATUS_CODE,
  SUBSCRIPTION_KEY_HEADER,
  type NzbnAddress,
  type NzbnEntity,
} from './nzbn-wire';

/** The NZBN API's connection: its base URL (the production gateway by default) and the subscription key. */
export interface NzbnConnection extends RegisterConnection {
  subscriptionKey: string;
}

/** Entities asked of a search: more than the lookup shows, none wasted. */
const PAGE_SIZE = 10;

/** Entity types the NZBN register itself holds: no other register numbers them. */
const NZBN_ONLY_TYPES = new Set(['Sole_Trader', 'Partnership', 'Trading_Trust']);

/**
 * The NZBN register on its API v5 (decision 2110), through the partner layer: GET /entities?search-term=
 * for a name (its rows carry the entity type and status, not the address), GET /entities/{nzbn} for a
 * number (404: none), with the registered address, and the phone and e-mail the business published.
 */
export class NzbnBusinessRegister implements BusinessRegistry {
  private readonly http: PartnerHttp;

  constructor(private readonly connection: NzbnConnection) {
    this.http = registerHttp(NZBN_PARTNER, NZBN_BASE_URL, connection);
  }

  async search(query: BusinessQuery): Promise<BusinessLookupRow[]> {
    if (query.by === 'company number') return [];
    if (query.by === 'number') {
      const { status, body } = await this.http.call({
        operation: 'entities.get',
        method: 'GET',
        path: `/entities/${encodeURIComponent(query.number)}`,
        headers: this.key(),
        answer: entity,
        accept: [404],
      });
      return status === 404 || !body ? [] : [rowOfEntity(body)];
    }
    const { body } = await this.http.call({
      operation: 'entities.search',
      method: 'GET',
      path: '/entities',
      query: { 'search-term': query.name, 'page-size': String(PAGE_SIZE) },
      headers: this.key(),
      answer: entitySearch,
    });
    return body!.items.map((item) =>
      rowOf(item, { registerNumber: item.sourceRegisterUniqueId, postCode: '', stateCode: '' }),
    );
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private key(): Record<string, string> {
    return { [SUBSCRIPTION_KEY_HEADER]: this.connection.subscriptionKey };
  }
}

/** An entity as a lookup row, with its registered address and published phone and e-mail. */
export function rowOfEntity(found: NzbnEntity): BusinessLookupRow {
  const registered = found.addresses.find(
    (address) => address.addressType.toUpperCase() === 'REGISTERED' && !address.endDate,
  );
  const place = registered ? placeOf(registered) : undefined;
  const phone = found.phoneNumbers.map(nationalNumber).find(Boolean);
  const email = found.emailAddresses.map((published) => published.emailAddress).find(Boolean);
  const contact: BusinessContactDetail = {
    ...place,
    ...(phone ? { contactNumber: phone } : {}),
    ...(email ? { email } : {}),
  };
  return {
    ...rowOf(found, {
      registerNumber: found.sourceRegisterUniqueIdentifier,
      postCode: place?.postCode ?? '',
      stateCode: place?.state ?? '',
    }),
    ...(Object.keys(contact).length > 0 ? { contactDetail: contact } : {}),
  };
}

function rowOf(
  found: Pick<NzbnEntity, 'nzbn' | 'entityName' | 'entityTypeCode' | 'entityStatusCode'>,
  more: { registerNumber: string; postCode: string; stateCode: string },
): BusinessLookupRow {
  return {
    name: found.entityName,
    abn: found.nzbn,
    postCode: more.postCode,
    stateCode: more.stateCode,
    entityType: found.entityTypeCode,
    status: found.entityStatusCode === REGISTERED_STATUS_CODE ? 'Active' : 'Cancelled',
    ...(more.registerNumber && !NZBN_ONLY_TYPES.has(found.entityTypeCode)
      ? { registerNumber: more.registerNumber }
      : {}),
  };
}

/**
 * A registered address's lines as the business details step's parts (decision 2086): the street line
 * (after a premise line such as 'Level 3'), the suburb after it, and the region when a line names one
 * (the register does not say it otherwise); the postcode.
 */
function placeOf(
  address: NzbnAddress,
): Required<Pick<BusinessContactDetail, 'street' | 'postCode'>> &
  Pick<BusinessContactDetail, 'suburb' | 'state'> {
  const lines = [address.address1, address.address2, address.address3, address.address4].filter(Boolean);
  const regionAt = lines.findLastIndex((line) => nzRegionNamed(line) !== undefined);
  const region = regionAt >= 0 ? nzRegionNamed(lines[regionAt]!) : undefined;
  const rest = regionAt >= 0 ? lines.filter((_line, i) => i !== regionAt) : lines;
  const streetAt = Math.max(
    0,
    rest.findIndex((line) => /^(\S+\/)?\d/.test(line)),
  );
  const street = rest.slice(0, streetAt + 1).join(', ');
  const suburb = rest[streetAt + 1];
  return {
    street,
    ...(suburb ? { suburb } : {}),
    ...(region ? { state: region } : {}),
    postCode: address.postCode,
  };
}

/** A published number as it is dialled in NZ (064 9 555 0123 → 095550123), or with its country code. */
function nationalNumber(phone: NzbnEntity['phoneNumbers'][number]): string {
  const local = `${phone.phoneAreaCode}${phone.phoneNumber}`.replace(/[^\d]/g, '');
  if (local === '') return '';
  const country = phone.phoneCountryCode.replace(/[^\d]/g, '');
  if (country === '' || country === '64') return local.startsWith('0') ? local : `0${local}`;
  return `+${country}${local}`;
}
