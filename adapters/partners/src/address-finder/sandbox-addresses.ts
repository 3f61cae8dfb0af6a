import { COUNTRY_NAMES, type AddressParts, type Region } from '@lease-portal/domain';

/*
 * The sandbox's address register: real suburbs and towns with their real postcodes and state or
 * region, and real streets of each, with made-up street numbers and units chosen deterministically
 * (a few hundred addresses in all AU states and territories and nine NZ regions). No address
 * here is claimed to be a real delivery point.
 */

type AuState = 'nsw' | 'vic' | 'qld' | 'sa' | 'wa' | 'tas' | 'act' | 'nt';

/** [suburb, postcode, state, streets] */
const AU_PLACES: readonly (readonly [string, string, AuState, readonly string[]])[] = [
  ['Sydney', '2000', 'nsw', ['George Street', 'Pitt Street', 'Kent Street', 'Castlereagh Street']],
  ['Parramatta', '2150', 'nsw', ['Church Street', 'Macquarie Street', 'Phillip Street']],
  ['Chatswood', '2067', 'nsw', ['Victoria Avenue', 'Archer Street']],
  ['Bondi Beach', '2026', 'nsw', ['Campbell Parade', 'Hall Street']],
  ['Newcastle', '2300', 'nsw', ['Hunter Street', 'King Street']],
  ['Wollongong', '2500', 'nsw', ['Crown Street', 'Keira Street']],
  ['Melbourne', '3000', 'vic', ['Collins Street', 'Bourke Street', 'Flinders Street', 'Swanston Street']],
  ['Carlton', '3053', 'vic', ['Lygon Street', 'Faraday Street']],
  ['Richmond', '3121', 'vic', ['Swan Street', 'Church Street', 'Bridge Road']],
  ['Geelong', '3220', 'vic', ['Malop Street', 'Moorabool Street']],
  ['Ballarat Central', '3350', 'vic', ['Sturt Street', 'Mair Street']],
  ['Brisbane City', '4000', 'qld', ['Queen Street', 'Adelaide Street', 'Elizabeth Street']],
  ['Fortitude Valley', '4006', 'qld', ['Brunswick Street', 'Ann Street']],
  ['Southport', '4215', 'qld', ['Scarborough Street', 'Nerang Street']],
  ['Toowoomba City', '4350', 'qld', ['Ruthven Street', 'Margaret Street']],
  ['Cairns City', '4870', 'qld', ['Abbott Street', 'Lake Street']],
  ['Adelaide', '5000', 'sa', ['King William Street', 'Grenfell Street', 'Currie Street']],
  ['Glenelg', '5045', 'sa', ['Jetty Road', 'Moseley Street']],
  ['Norwood', '5067', 'sa', ['The Parade', 'Osmond Terrace']],
  ['Perth', '6000', 'wa', ['Hay Street', 'Murray Street', 'St Georges Terrace']],
  ['Subiaco', '6008', 'wa', ['Rokeby Road', 'Hay Street']],
  ['Fremantle', '6160', 'wa', ['High Street', 'Market Street']],
  ['Hobart', '7000', 'tas', ['Elizabeth Street', 'Collins Street', 'Macquarie Street']],
  ['Launceston', '7250', 'tas', ['Brisbane Street', 'Charles Street']],
  ['Canberra', '2601', 'act', ['Northbourne Avenue', 'London Circuit']],
  ['Braddon', '2612', 'act', ['Lonsdale Street', 'Mort Street']],
  ['Kingston', '2604', 'act', ['Eyre Street', 'Jardine Street']],
  ['Darwin City', '0800', 'nt', ['Smith Street', 'Mitchell Street', 'Cavenagh Street']],
  ['Alice Springs', '0870', 'nt', ['Todd Street', 'Gregory Terrace']],
  ['Katherine', '0850', 'nt', ['Katherine Terrace', 'First Street']],
];

/** [suburb, town or city, postcode, region, streets] */
const NZ_PLACES: readonly (readonly [string, string, string, string, readonly string[]])[] = [
  ['Auckland Central', 'Auckland', '1010', 'Auckland', ['Queen Street', 'High Street', 'Albert Street']],
  ['Ponsonby', 'Auckland', '1011', 'Auckland', ['Ponsonby Road', 'Franklin Road']],
  ['Newmarket', 'Auckland', '1023', 'Auckland', ['Broadway', 'Khyber Pass Road']],
  ['Takapuna', 'Auckland', '0622', 'Auckland', ['Hurstmere Road', 'Lake Road']],
  [
    'Wellington Central',
    'Wellington',
    '6011',
    'Wellington',
    ['Lambton Quay', 'Willis Street', 'Featherston Street'],
  ],
  ['Te Aro', 'Wellington', '6011', 'Wellington', ['Cuba Street', 'Courtenay Place']],
  ['Hutt Central', 'Lower Hutt', '5010', 'Wellington', ['High Street', 'Queens Drive']],
  [
    'Christchurch Central',
    'Christchurch',
    '8011',
    'Canterbury',
    ['Colombo Street', 'Cashel Street', 'Manchester Street'],
  ],
  ['Riccarton', 'Christchurch', '8041', 'Canterbury', ['Riccarton Road', 'Clarence Street']],
  ['Hamilton Central', 'Hamilton', '3204', 'Waikato', ['Victoria Street', 'Anglesea Street']],
  ['Tauranga', 'Tauranga', '3110', 'Bay of Plenty', ['Devonport Road', 'The Strand']],
  ['Mount Maunganui', 'Mount Maunganui', '3116', 'Bay of Plenty', ['Maunganui Road']],
  ['Dunedin Central', 'Dunedin', '9016', 'Otago', ['George Street', 'Princes Street']],
  ['Queenstown', 'Queenstown', '9300', 'Otago', ['Shotover Street', 'Camp Street']],
  ['Napier South', 'Napier', '4110', "Hawke's Bay", ['Emerson Street', 'Hastings Street']],
  [
    'Palmerston North Central',
    'Palmerston North',
    '4410',
    'Manawatū-Whanganui',
    ['Broadway Avenue', 'Main Street'],
  ],
  ['Nelson', 'Nelson', '7010', 'Nelson', ['Trafalgar Street', 'Hardy Street']],
  ['Whangārei', 'Whangārei', '0110', 'Northland', ['Bank Street', 'Cameron Street']],
];

/** A small deterministic sequence (a linear congruential generator), seeded by the street's name. */
function numbersFor(seedText: string, count: number): number[] {
  let seed = [...seedText].reduce((sum, character) => (sum * 31 + character.codePointAt(0)!) >>> 0, 7);
  const numbers = new Set<number>();
  while (numbers.size < count) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    numbers.add(1 + (seed % 240));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** Every fourth address is a unit, as in a building of offices or shops. */
const unitOf = (index: number, streetNo: number): string | undefined =>
  index % 4 === 3 ? `Unit ${1 + (streetNo % 12)}` : undefined;

/** One sandbox address: its parts and the id the sandbox answers for it. */
export type SandboxAddress = Omit<AddressParts, 'id'> & { partnerId: string };

function auAddresses(): SandboxAddress[] {
  return AU_PLACES.flatMap(([suburb, postCode, state, streets]) =>
    streets.flatMap((streetName) =>
      numbersFor(`${suburb}|${streetName}`, 4).map((number, index) => {
        const subPremise = unitOf(index, number);
        const line = `${subPremise ? `${subPremise}, ` : ''}${number} ${streetName}`;
        return {
          partnerId: '',
          fullAddress: `${line}, ${suburb} ${state.toUpperCase()} ${postCode}`,
          ...(subPremise ? { subPremise } : {}),
          streetNo: String(number),
          streetName,
          suburb,
          state,
          postCode,
          country: COUNTRY_NAMES.AU,
          countryCode: 'AU' as const,
        };
      }),
    ),
  );
}

function nzAddresses(): SandboxAddress[] {
  return NZ_PLACES.flatMap(([suburb, city, postCode, region, streets]) =>
    streets.flatMap((streetName) =>
      numbersFor(`${suburb}|${streetName}`, 4).map((number, index) => {
        const subPremise = unitOf(index, number);
        const line = `${subPremise ? `${subPremise}, ` : ''}${number} ${streetName}`;
        const place = suburb === city ? `${city} ${postCode}` : `${suburb}, ${city} ${postCode}`;
        return {
          partnerId: '',
          fullAddress: `${line}, ${place}`,
          ...(subPremise ? { subPremise } : {}),
          streetNo: String(number),
          streetName,
          suburb,
          state: region,
          postCode,
          country: COUNTRY_NAMES.NZ,
          countryCode: 'NZ' as const,
        };
      }),
    ),
  );
}

const numbered = (addresses: SandboxAddress[], prefix: string): SandboxAddress[] =>
  addresses.map((address, at) => ({ ...address, partnerId: `${prefix}${String(at + 1).padStart(4, '0')}` }));

/** The sandbox register of each country, in a fixed order with fixed ids. */
export const SANDBOX_ADDRESSES: Record<Region, readonly SandboxAddress[]> = {
  AU: numbered(auAddresses(), 'sbx-au-'),
  NZ: numbered(nzAddresses(), 'sbx-nz-'),
};
