import type { Region } from '../../shared/region';
import { DomainError } from '../../shared/result';
import type { BusinessLookupRow } from '../business-lookup-row';
import type { BusinessQuery, BusinessRegistry } from '../business-registry.port';

// Test support only: a few businesses of each register (valid numbers), and a fault switch.

const row = (
  name: string,
  abn: string,
  entityType: string,
  region: Region,
  status: BusinessLookupRow['status'] = 'Active',
): BusinessLookupRow => ({
  name,
  abn,
  entityType,
  status,
  postCode: region === 'AU' ? '3053' : '1010',
  stateCode: region === 'AU' ? 'VIC' : 'AUK',
});

export const REGISTERED = {
  company: row('Carlton Fleet Services Pty Ltd', '51824753556', 'PRV', 'AU'),
  soleTrader: row('Lygon Street Espresso', '51824753524', 'IND', 'AU'),
  trust: row('Lygon Family Trust', '51824753588', 'TRT', 'AU'),
  partnership: row('Carlton & Sons', '51824753605', 'PTR', 'AU'),
  nzCompany: row('Tamaki Digital Limited', '9429000000017', 'LTD', 'NZ'),
  nzPartnership: row('Ponsonby Partners', '9429000000024', 'Partnership', 'NZ'),
} as const;

export class InMemoryBusinessRegistry implements BusinessRegistry {
  readonly searches: BusinessQuery[] = [];
  failNext = false;
  constructor(private readonly rows: readonly BusinessLookupRow[] = Object.values(REGISTERED)) {}

  async search(query: BusinessQuery, region: Region): Promise<BusinessLookupRow[]> {
    this.searches.push(query);
    if (this.failNext) {
      this.failNext = false;
      throw new DomainError('PARTNER_UNAVAILABLE', 'The business registry could not be searched.');
    }
    const ofRegion = this.rows.filter((candidate) =>
      region === 'AU' ? candidate.abn.length === 11 : candidate.abn.length === 13,
    );
    return ofRegion
      .filter((candidate) =>
        query.by === 'name'
          ? candidate.name.toLowerCase().includes(query.name.toLowerCase())
          : (query.by === 'number' ? candidate.abn : candidate.registerNumber) === query.number,
      )
      .map((candidate) => ({ ...candidate }));
  }
}
