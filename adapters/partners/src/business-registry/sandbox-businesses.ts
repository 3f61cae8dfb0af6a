import {
  Abn,
  Acn,
  Nzbn,
  type AuEntityType,
  type BusinessLookupRow,
  type BusinessStatus,
  type NzEntityType,
  type Region,
} from '@lease-portal/domain';

/*
 * The sandbox register: fictional businesses in plausible places. Business numbers are issued by the
 * domain's check-digit code from each row's position, so they are valid, stable and never typed by hand.
 * Each region holds what its register publishes (decision 2110): an AU business its state and postcode,
 * as the ABR; an NZ business its registered address, and the phone and e-mail it chose to publish, as
 * the NZBN register.
 */

type AuState = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';
type NzRegion =
  | 'NTL'
  | 'AUK'
  | 'WKO'
  | 'BOP'
  | 'GIS'
  | 'HKB'
  | 'TKI'
  | 'MWT'
  | 'WGN'
  | 'NSN'
  | 'TAS'
  | 'MBH'
  | 'CAN'
  | 'WTC'
  | 'OTA'
  | 'STL';

type AuListing = [
  name: string,
  entityType: AuEntityType,
  status: BusinessStatus,
  stateCode: AuState,
  postCode: string,
];

type NzListing = [
  name: string,
  entityType: NzEntityType,
  status: BusinessStatus,
  street: string,
  suburb: string,
  regionCode: NzRegion,
  postCode: string,
];

// prettier-ignore
const AU: AuListing[] = [
  ['Harbour City Plumbing Pty Ltd', 'PRV', 'Active', 'NSW', '2038'],
  ['Blue Gum Logistics Pty Ltd', 'PRV', 'Active', 'NSW', '2148'],
  ['The Corner Bean Cafe', 'IND', 'Active', 'NSW', '2500'],
  ['Western Plains Earthmoving Pty Ltd', 'PRV', 'Active', 'NSW', '2830'],
  ['Riverina Agricultural Services', 'PTR', 'Active', 'NSW', '2650'],
  ['Northshore Family Medical Centre Pty Ltd', 'PRV', 'Active', 'NSW', '2077'],
  ['Hunter Valley Electrical Services Pty Ltd', 'PRV', 'Cancelled', 'NSW', '2323'],
  ['Coastline Builders Group Limited', 'PUB', 'Active', 'NSW', '2300'],
  ['The Trustee for Harbour City Property Trust', 'FXT', 'Active', 'NSW', '2000'],
  ['Lygon Street Espresso', 'IND', 'Active', 'VIC', '3053'],
  ['Southern Cross Freight Lines Pty Ltd', 'PRV', 'Active', 'VIC', '3026'],
  ['Yarra Digital Consulting Pty Ltd', 'PRV', 'Active', 'VIC', '3000'],
  ['Geelong Concrete & Civil Pty Ltd', 'PRV', 'Active', 'VIC', '3219'],
  ['Ballarat Veterinary Clinic', 'PTR', 'Active', 'VIC', '3350'],
  ['The Trustee for Goldfields Grain Trust', 'DTT', 'Active', 'VIC', '3551'],
  ['Dandenong Auto Electrical', 'IND', 'Cancelled', 'VIC', '3175'],
  ['Bayside Physiotherapy Group Pty Ltd', 'PRV', 'Active', 'VIC', '3186'],
  ['Sunshine Coast Solar Installations Pty Ltd', 'PRV', 'Active', 'QLD', '4558'],
  ['Moreton Bay Refrigerated Transport Pty Ltd', 'PRV', 'Active', 'QLD', '4504'],
  ['Cairns Reef Tours & Charters', 'FPT', 'Active', 'QLD', '4870'],
  ['The Trustee for Darling Downs Cattle Trust', 'TRT', 'Active', 'QLD', '4350'],
  ['Brisbane Northside Dental Pty Ltd', 'PRV', 'Active', 'QLD', '4032'],
  ['Gold Coast Landscaping Supplies', 'IND', 'Active', 'QLD', '4214'],
  ['Townsville Marine Engineering Pty Ltd', 'PRV', 'Cancelled', 'QLD', '4810'],
  ['Queensland Community Health Co-operative', 'COP', 'Active', 'QLD', '4000'],
  ['Adelaide Hills Cellar Door', 'IND', 'Active', 'SA', '5245'],
  ['Port Adelaide Shipping Agency Pty Ltd', 'PRV', 'Active', 'SA', '5015'],
  ['Barossa Vineyard Contracting', 'PTR', 'Active', 'SA', '5355'],
  ['Fleurieu Electrical Contractors Pty Ltd', 'PRV', 'Active', 'SA', '5211'],
  ['Swan River IT Solutions Pty Ltd', 'PRV', 'Active', 'WA', '6000'],
  ['Pilbara Mining Services Limited', 'PUB', 'Active', 'WA', '6714'],
  ['Fremantle Fish Market Cafe', 'IND', 'Active', 'WA', '6160'],
  ['Goldfields Heavy Haulage Pty Ltd', 'PRV', 'Cancelled', 'WA', '6430'],
  ['Bunbury Community Childcare Inc', 'OIE', 'Active', 'WA', '6230'],
  ['Derwent Valley Building Co Pty Ltd', 'PRV', 'Active', 'TAS', '7140'],
  ['Launceston Orthopaedic Clinic Pty Ltd', 'PRV', 'Active', 'TAS', '7250'],
  ['Huon Valley Apple Growers', 'FPT', 'Active', 'TAS', '7109'],
  ['Top End Air Conditioning Pty Ltd', 'PRV', 'Active', 'NT', '0828'],
  ['Alice Springs Outback Tours', 'IND', 'Active', 'NT', '0870'],
  ['Capital Region Legal Services Pty Ltd', 'PRV', 'Active', 'ACT', '2601'],
  ['Fyshwick Mechanical Repairs', 'IND', 'Active', 'ACT', '2609'],
  ['Canberra Sporting Clubs Association', 'UIE', 'Active', 'ACT', '2612'],
  // Testers' companies: the sandbox credit service refers or declines them by name, or takes its
  // time over them (decision 1520).
  ['Refer Test Logistics Pty Ltd', 'PRV', 'Active', 'NSW', '2150'],
  ['Decline Test Haulage Pty Ltd', 'PRV', 'Active', 'VIC', '3066'],
  ['Wait Test Transport Pty Ltd', 'PRV', 'Active', 'QLD', '4006'],
];

// prettier-ignore
const NZ: NzListing[] = [
  ['Waitematā Plumbing Limited', 'LTD', 'Active', '27 Lincoln Road', 'Henderson', 'AUK', '0610'],
  ['Kiwi Freight Solutions Limited', 'LTD', 'Active', '12 Ti Rakau Drive', 'East Tāmaki', 'AUK', '2013'],
  ['Ponsonby Road Kitchen', 'Sole_Trader', 'Active', '154 Ponsonby Road', 'Ponsonby', 'AUK', '1011'],
  ['Auckland Central Medical Centre Limited', 'LTD', 'Active', '80 Queen Street', 'Auckland Central', 'AUK', '1010'],
  ['Tāmaki Digital Consulting Limited', 'LTD', 'Active', 'Level 3, 21 Queen Street', 'Auckland Central', 'AUK', '1010'],
  ['North Shore Building Group Limited', 'LTD', 'Cancelled', '14 Porana Road', 'Wairau Valley', 'AUK', '0627'],
  ['Southern Cross Software Pty Ltd', 'ASIC', 'Active', 'Level 5, 1 Albert Street', 'Auckland Central', 'AUK', '1010'],
  ['Tasman Marine Holdings Inc', 'NON_ASIC', 'Active', '70 Customs Street East', 'Auckland Central', 'AUK', '1010'],
  ['Whangārei Marine Services', 'Sole_Trader', 'Active', '20 Port Road', 'Whangārei', 'NTL', '0110'],
  ['Bay of Islands Charters', 'Partnership', 'Active', '1 Marsden Road', 'Paihia', 'NTL', '0200'],
  ['Northland Kiwi Conservation Trust Board', 'T', 'Active', '7 Bank Street', 'Whangārei', 'NTL', '0110'],
  ['Waikato Dairy Contractors Limited', 'LTD', 'Active', '55 Te Rapa Road', 'Te Rapa', 'WKO', '3200'],
  ['Hamilton East Veterinary Clinic Limited', 'LTD', 'Active', '9 Grey Street', 'Hamilton East', 'WKO', '3216'],
  ['Cambridge Equine Transport', 'Sole_Trader', 'Active', '38 Victoria Street', 'Cambridge', 'WKO', '3434'],
  ['Tauranga Kiwifruit Orchards Limited', 'LTD', 'Active', '250 Cameron Road', 'Tauranga', 'BOP', '3110'],
  ['Rotorua Geothermal Tours Limited', 'LTD', 'Cancelled', '1120 Hinemoa Street', 'Rotorua', 'BOP', '3010'],
  ['Mount Maunganui Surf Café', 'Sole_Trader', 'Active', '3 Marine Parade', 'Mount Maunganui', 'BOP', '3116'],
  ['Gisborne Citrus Growers Co-operative Company Limited', 'COOP', 'Active', '41 Customhouse Street', 'Gisborne', 'GIS', '4010'],
  ["Hawke's Bay Vineyard Services Limited", 'LTD', 'Active', '200 Karamu Road North', 'Hastings', 'HKB', '4122'],
  ['Napier Port Logistics Unlimited', 'ULTD', 'Active', '14 Bridge Street', 'Ahuriri', 'HKB', '4110'],
  ['Taranaki Engineering Partners', 'Partnership', 'Active', '30 Leach Street', 'New Plymouth', 'TKI', '4310'],
  ['Manawatū Agricultural Contractors Limited', 'LTD', 'Active', '410 Tremaine Avenue', 'Palmerston North', 'MWT', '4410'],
  ['Whanganui River Café', 'Sole_Trader', 'Cancelled', '2 Taupō Quay', 'Whanganui', 'MWT', '4500'],
  ['Capital Coast IT Consultants Limited', 'LTD', 'Active', 'Level 7, 22 The Terrace', 'Wellington Central', 'WGN', '6011'],
  ['Hutt Valley Plumbing & Gas Limited', 'LTD', 'Active', '15 Pharazyn Street', 'Lower Hutt', 'WGN', '5010'],
  ['Kāpiti Coast Physiotherapy', 'Partnership', 'Active', '10 Sheffield Street', 'Paraparaumu', 'WGN', '5032'],
  ['Wairarapa Farm Supplies Limited', 'LTD', 'Active', '101 Chapel Street', 'Masterton', 'WGN', '5810'],
  ['Nelson Bays Construction Limited', 'LTD', 'Active', '60 Vanguard Street', 'Nelson', 'NSN', '7010'],
  ['Motueka Hop Growers Trust', 'Trading_Trust', 'Active', '200 High Street', 'Motueka', 'TAS', '7120'],
  ['Marlborough Sounds Mussel Company Limited', 'LTD', 'Active', '1 Waikawa Road', 'Picton', 'MBH', '7220'],
  ['Blenheim Wine Freight', 'Sole_Trader', 'Active', '45 Grove Road', 'Blenheim', 'MBH', '7201'],
  ['Canterbury Civil Contractors Limited', 'LTD', 'Active', '55 Maces Road', 'Bromley', 'CAN', '8062'],
  ['Christchurch Central Dental Limited', 'LTD', 'Active', '180 Cashel Street', 'Christchurch Central', 'CAN', '8011'],
  ['Ashburton Grain & Seed Limited', 'LTD', 'Cancelled', '12 West Street', 'Ashburton', 'CAN', '7700'],
  ['Timaru Transport Company Unlimited', 'ULTD', 'Active', '8 Port Loop Road', 'Timaru', 'CAN', '7910'],
  ['Lyttelton Harbour Café', 'Sole_Trader', 'Active', '29 London Street', 'Lyttelton', 'CAN', '8082'],
  ['West Coast Electrical', 'Sole_Trader', 'Active', '76 Tainui Street', 'Greymouth', 'WTC', '7805'],
  ['Otago Medical Partners', 'Partnership', 'Active', '300 George Street', 'Dunedin Central', 'OTA', '9016'],
  ['Queenstown Adventure Transport Limited', 'LTD', 'Active', '10 Shotover Street', 'Queenstown', 'OTA', '9300'],
  ['Central Otago Orchards Trust', 'Trading_Trust', 'Active', '5 Barry Avenue', 'Cromwell', 'OTA', '9310'],
  ['Southland Dairy Services Limited', 'LTD', 'Active', '120 Dee Street', 'Invercargill', 'STL', '9810'],
  ['Invercargill Community Sports Society Incorporated', 'I', 'Active', '48 Tay Street', 'Invercargill', 'STL', '9810'],
  // Testers' companies: the sandbox credit service refers or declines them by name, or takes its
  // time over them (decision 1520).
  ['Refer Test Freight Limited', 'LTD', 'Active', '3 Vivian Street', 'Te Aro', 'WGN', '6011'],
  ['Decline Test Couriers Limited', 'LTD', 'Active', '9 Kilmore Street', 'Christchurch Central', 'CAN', '8013'],
  ['Wait Test Carriers Limited', 'LTD', 'Active', '61 Cuba Street', 'Te Aro', 'WGN', '6011'],
];

// NZ numbers in the 555 exchange, kept for fiction.
// prettier-ignore
const NZ_AREA_CODES: Record<NzRegion, string> = {
  NTL: '09', AUK: '09', WKO: '07', BOP: '07', GIS: '06', HKB: '06', TKI: '06', MWT: '06',
  WGN: '04', NSN: '03', TAS: '03', MBH: '03', CAN: '03', WTC: '03', OTA: '03', STL: '03',
};
const AU_COMPANIES: readonly AuEntityType[] = ['PRV', 'PUB'];
const NZ_REGISTERED: readonly NzEntityType[] = ['LTD', 'ULTD', 'COOP', 'ASIC', 'NON_ASIC', 'I', 'T'];

/** A stable, spread-out number for the i-th listing (a multiplicative hash; distinct for every i below the modulus). */
function scatter(i: number, modulus: number): number {
  return ((i + 1) * 48_271 * 97) % modulus;
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

/** The part of the name people say, for e-mail domains: 'Kiwi Freight Solutions Limited' -> 'kiwifreightsolutions'. */
function mailboxDomain(name: string): string {
  const bare = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\b(Limited|Unlimited|Inc|Incorporated|Company|Co)\b/gi, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${bare}.example`;
}

function australian(listing: AuListing, i: number): BusinessLookupRow {
  const [name, entityType, status, stateCode, postCode] = listing;
  const acn = Acn.forIdentifier(padded(scatter(i, 99_999_989), 8));
  // A company's ABN is its ACN behind two check digits; other entities get a nine-digit identifier.
  const isCompany = AU_COMPANIES.includes(entityType);
  const abn = Abn.forIdentifier(isCompany ? acn.value : padded(scatter(i + 500, 999_999_937), 9));
  return {
    name,
    abn: abn.value,
    postCode,
    stateCode,
    entityType,
    status,
    ...(isCompany ? { registerNumber: acn.value } : {}),
  };
}

function newZealand(listing: NzListing, i: number): BusinessLookupRow {
  const [name, entityType, status, street, suburb, stateCode, postCode] = listing;
  const nzbn = Nzbn.forIdentifier(`9429${padded(scatter(i, 99_999_989), 8)}`);
  const registered = NZ_REGISTERED.includes(entityType);
  return {
    name,
    abn: nzbn.value,
    postCode,
    stateCode,
    entityType,
    status,
    ...(registered ? { registerNumber: String(1_000_000 + scatter(i, 8_999_999)) } : {}),
    contactDetail: {
      email: `office@${mailboxDomain(name)}`,
      contactNumber: `${NZ_AREA_CODES[stateCode]}555${padded(scatter(i, 10_000), 4)}`,
      street,
      suburb,
      state: stateCode,
      postCode,
    },
  };
}

/** The sandbox register of each region, built once. */
export const SANDBOX_BUSINESSES: Record<Region, readonly BusinessLookupRow[]> = {
  AU: AU.map(australian),
  NZ: NZ.map(newZealand),
};
