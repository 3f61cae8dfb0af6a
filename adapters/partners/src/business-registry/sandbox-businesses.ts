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

type Listing<Type extends string, Place extends string> = [
  name: string,
  entityType: Type,
  status: BusinessStatus,
  street: string,
  suburb: string,
  stateCode: Place,
  postCode: string,
  contactName: string,
];

// prettier-ignore
const AU: Listing<AuEntityType, AuState>[] = [
  ['Harbour City Plumbing Pty Ltd', 'PRV', 'Active', '12 Parramatta Road', 'Annandale', 'NSW', '2038', 'Daniel Morris'],
  ['Blue Gum Logistics Pty Ltd', 'PRV', 'Active', '45 Huntingwood Drive', 'Huntingwood', 'NSW', '2148', 'Priya Nair'],
  ['The Corner Bean Cafe', 'IND', 'Active', '3/88 Crown Street', 'Wollongong', 'NSW', '2500', 'Sophie Tran'],
  ['Western Plains Earthmoving Pty Ltd', 'PRV', 'Active', '7 Yarrandale Road', 'Dubbo', 'NSW', '2830', "Jack O'Brien"],
  ['Riverina Agricultural Services', 'PTR', 'Active', '21 Hammond Avenue', 'Wagga Wagga', 'NSW', '2650', 'Mark Hennessy'],
  ['Northshore Family Medical Centre Pty Ltd', 'PRV', 'Active', '150 Pacific Highway', 'Hornsby', 'NSW', '2077', 'Aisha Rahman'],
  ['Hunter Valley Electrical Services Pty Ltd', 'PRV', 'Cancelled', '9 Mitchell Drive', 'East Maitland', 'NSW', '2323', 'Craig Doyle'],
  ['Coastline Builders Group Limited', 'PUB', 'Active', '1 Honeysuckle Drive', 'Newcastle', 'NSW', '2300', 'Rebecca Lim'],
  ['The Trustee for Harbour City Property Trust', 'FXT', 'Active', '200 George Street', 'Sydney', 'NSW', '2000', 'Michelle Tan'],
  ['Lygon Street Espresso', 'IND', 'Active', '310 Lygon Street', 'Carlton', 'VIC', '3053', 'Marco Bianchi'],
  ['Southern Cross Freight Lines Pty Ltd', 'PRV', 'Active', '60 Fitzgerald Road', 'Laverton North', 'VIC', '3026', 'Helen Papadopoulos'],
  ['Yarra Digital Consulting Pty Ltd', 'PRV', 'Active', 'Level 4, 120 Collins Street', 'Melbourne', 'VIC', '3000', 'Nathan Cho'],
  ['Geelong Concrete & Civil Pty Ltd', 'PRV', 'Active', '25 Fellmongers Road', 'Breakwater', 'VIC', '3219', 'Luke Fraser'],
  ['Ballarat Veterinary Clinic', 'PTR', 'Active', '402 Sturt Street', 'Ballarat Central', 'VIC', '3350', 'Emma Walsh'],
  ['The Trustee for Goldfields Grain Trust', 'DTT', 'Active', '88 Midland Highway', 'Epsom', 'VIC', '3551', 'Graham Kelly'],
  ['Dandenong Auto Electrical', 'IND', 'Cancelled', '5 Cheltenham Road', 'Dandenong', 'VIC', '3175', 'Vinh Nguyen'],
  ['Bayside Physiotherapy Group Pty Ltd', 'PRV', 'Active', '27 Church Street', 'Brighton', 'VIC', '3186', 'Claire Dawson'],
  ['Sunshine Coast Solar Installations Pty Ltd', 'PRV', 'Active', '14 Kayleigh Drive', 'Maroochydore', 'QLD', '4558', 'Ben Hartley'],
  ['Moreton Bay Refrigerated Transport Pty Ltd', 'PRV', 'Active', '33 Potassium Street', 'Narangba', 'QLD', '4504', 'Kylie Sutton'],
  ['Cairns Reef Tours & Charters', 'FPT', 'Active', '1 Spence Street', 'Cairns City', 'QLD', '4870', 'Steve Campbell'],
  ['The Trustee for Darling Downs Cattle Trust', 'TRT', 'Active', '210 Ruthven Street', 'Toowoomba City', 'QLD', '4350', 'Robert McKenzie'],
  ['Brisbane Northside Dental Pty Ltd', 'PRV', 'Active', '1001 Gympie Road', 'Chermside', 'QLD', '4032', 'Hannah Osei'],
  ['Gold Coast Landscaping Supplies', 'IND', 'Active', '8 Expansion Street', 'Molendinar', 'QLD', '4214', 'Ryan Pearce'],
  ['Townsville Marine Engineering Pty Ltd', 'PRV', 'Cancelled', '40 Benwell Road', 'South Townsville', 'QLD', '4810', 'Paul Russo'],
  ['Queensland Community Health Co-operative', 'COP', 'Active', '66 Ann Street', 'Brisbane City', 'QLD', '4000', 'Linda Gray'],
  ['Adelaide Hills Cellar Door', 'IND', 'Active', '12 Main Street', 'Hahndorf', 'SA', '5245', 'Isabella Rossi'],
  ['Port Adelaide Shipping Agency Pty Ltd', 'PRV', 'Active', '100 Lipson Street', 'Port Adelaide', 'SA', '5015', 'George Antoniou'],
  ['Barossa Vineyard Contracting', 'PTR', 'Active', '17 Murray Street', 'Nuriootpa', 'SA', '5355', 'Peter Schulz'],
  ['Fleurieu Electrical Contractors Pty Ltd', 'PRV', 'Active', '4 Hindmarsh Road', 'Victor Harbor', 'SA', '5211', 'Amy Chapman'],
  ['Swan River IT Solutions Pty Ltd', 'PRV', 'Active', 'Level 2, 600 Hay Street', 'Perth', 'WA', '6000', 'Raj Patel'],
  ['Pilbara Mining Services Limited', 'PUB', 'Active', '2 Welcome Road', 'Karratha', 'WA', '6714', 'Shane Cooper'],
  ['Fremantle Fish Market Cafe', 'IND', 'Active', '41 Mews Road', 'Fremantle', 'WA', '6160', 'Lucia Marino'],
  ['Goldfields Heavy Haulage Pty Ltd', 'PRV', 'Cancelled', '9 Great Eastern Highway', 'Kalgoorlie', 'WA', '6430', 'Dean Walker'],
  ['Bunbury Community Childcare Inc', 'OIE', 'Active', '15 Spencer Street', 'Bunbury', 'WA', '6230', 'Megan Hughes'],
  ['Derwent Valley Building Co Pty Ltd', 'PRV', 'Active', '22 Main Road', 'New Norfolk', 'TAS', '7140', 'Oliver Brennan'],
  ['Launceston Orthopaedic Clinic Pty Ltd', 'PRV', 'Active', '247 Wellington Street', 'Launceston', 'TAS', '7250', 'Fiona Clarke'],
  ['Huon Valley Apple Growers', 'FPT', 'Active', '3 Main Road', 'Huonville', 'TAS', '7109', 'Andrew Wilkins'],
  ['Top End Air Conditioning Pty Ltd', 'PRV', 'Active', '11 Export Drive', 'Berrimah', 'NT', '0828', 'Jason Lee'],
  ['Alice Springs Outback Tours', 'IND', 'Active', '6 Todd Street', 'Alice Springs', 'NT', '0870', 'Kirsty Anderson'],
  ['Capital Region Legal Services Pty Ltd', 'PRV', 'Active', '10 Moore Street', 'Canberra', 'ACT', '2601', 'Julian Ashby'],
  ['Fyshwick Mechanical Repairs', 'IND', 'Active', '73 Townsville Street', 'Fyshwick', 'ACT', '2609', 'Sam Kowalski'],
  ['Canberra Sporting Clubs Association', 'UIE', 'Active', '1 Mort Street', 'Braddon', 'ACT', '2612', 'Grace Nolan'],
  // Testers' companies: the sandbox credit service refers or declines them by name, or takes its
  // time over them (decision 1520).
  ['Refer Test Logistics Pty Ltd', 'PRV', 'Active', '5 Church Street', 'Parramatta', 'NSW', '2150', 'Ravi Menon'],
  ['Decline Test Haulage Pty Ltd', 'PRV', 'Active', '18 Smith Street', 'Collingwood', 'VIC', '3066', 'Mia Novak'],
  ['Wait Test Transport Pty Ltd', 'PRV', 'Active', '40 Wickham Street', 'Fortitude Valley', 'QLD', '4006', 'Noah Bennett'],
];

// prettier-ignore
const NZ: Listing<NzEntityType, NzRegion>[] = [
  ['Waitematā Plumbing Limited', 'LTD', 'Active', '27 Lincoln Road', 'Henderson', 'AUK', '0610', 'Hemi Walker'],
  ['Kiwi Freight Solutions Limited', 'LTD', 'Active', '12 Ti Rakau Drive', 'East Tāmaki', 'AUK', '2013', 'Sarah Thompson'],
  ['Ponsonby Road Kitchen', 'Sole_Trader', 'Active', '154 Ponsonby Road', 'Ponsonby', 'AUK', '1011', 'Mia Chen'],
  ['Auckland Central Medical Centre Limited', 'LTD', 'Active', '80 Queen Street', 'Auckland Central', 'AUK', '1010', 'Anjali Sharma'],
  ['Tāmaki Digital Consulting Limited', 'LTD', 'Active', 'Level 3, 21 Queen Street', 'Auckland Central', 'AUK', '1010', "Liam O'Connor"],
  ['North Shore Building Group Limited', 'LTD', 'Cancelled', '14 Porana Road', 'Wairau Valley', 'AUK', '0627', 'Craig Harris'],
  ['Southern Cross Software Pty Ltd', 'ASIC', 'Active', 'Level 5, 1 Albert Street', 'Auckland Central', 'AUK', '1010', 'Ravi Kumar'],
  ['Tasman Marine Holdings Inc', 'NON_ASIC', 'Active', '70 Customs Street East', 'Auckland Central', 'AUK', '1010', 'Eleanor Hart'],
  ['Whangārei Marine Services', 'Sole_Trader', 'Active', '20 Port Road', 'Whangārei', 'NTL', '0110', 'Rawiri Thompson'],
  ['Bay of Islands Charters', 'Partnership', 'Active', '1 Marsden Road', 'Paihia', 'NTL', '0200', 'Kate Hollis'],
  ['Northland Kiwi Conservation Trust Board', 'T', 'Active', '7 Bank Street', 'Whangārei', 'NTL', '0110', 'Aroha Tipene'],
  ['Waikato Dairy Contractors Limited', 'LTD', 'Active', '55 Te Rapa Road', 'Te Rapa', 'WKO', '3200', 'Grant Fergusson'],
  ['Hamilton East Veterinary Clinic Limited', 'LTD', 'Active', '9 Grey Street', 'Hamilton East', 'WKO', '3216', 'Olivia Bennett'],
  ['Cambridge Equine Transport', 'Sole_Trader', 'Active', '38 Victoria Street', 'Cambridge', 'WKO', '3434', 'Josh Reilly'],
  ['Tauranga Kiwifruit Orchards Limited', 'LTD', 'Active', '250 Cameron Road', 'Tauranga', 'BOP', '3110', 'Ngaire Paki'],
  ['Rotorua Geothermal Tours Limited', 'LTD', 'Cancelled', '1120 Hinemoa Street', 'Rotorua', 'BOP', '3010', 'Wiremu Tane'],
  ['Mount Maunganui Surf Café', 'Sole_Trader', 'Active', '3 Marine Parade', 'Mount Maunganui', 'BOP', '3116', 'Chloe Adams'],
  ['Gisborne Citrus Growers Co-operative Company Limited', 'COOP', 'Active', '41 Customhouse Street', 'Gisborne', 'GIS', '4010', 'Hugh Pere'],
  ["Hawke's Bay Vineyard Services Limited", 'LTD', 'Active', '200 Karamu Road North', 'Hastings', 'HKB', '4122', 'Fiona Grant'],
  ['Napier Port Logistics Unlimited', 'ULTD', 'Active', '14 Bridge Street', 'Ahuriri', 'HKB', '4110', 'Ben Walsh'],
  ['Taranaki Engineering Partners', 'Partnership', 'Active', '30 Leach Street', 'New Plymouth', 'TKI', '4310', 'Shane Hooper'],
  ['Manawatū Agricultural Contractors Limited', 'LTD', 'Active', '410 Tremaine Avenue', 'Palmerston North', 'MWT', '4410', 'Pete Anderson'],
  ['Whanganui River Café', 'Sole_Trader', 'Cancelled', '2 Taupō Quay', 'Whanganui', 'MWT', '4500', 'Leah Marsh'],
  ['Capital Coast IT Consultants Limited', 'LTD', 'Active', 'Level 7, 22 The Terrace', 'Wellington Central', 'WGN', '6011', 'Daniel Kim'],
  ['Hutt Valley Plumbing & Gas Limited', 'LTD', 'Active', '15 Pharazyn Street', 'Lower Hutt', 'WGN', '5010', 'Matt Ruddock'],
  ['Kāpiti Coast Physiotherapy', 'Partnership', 'Active', '10 Sheffield Street', 'Paraparaumu', 'WGN', '5032', 'Anna Lowe'],
  ['Wairarapa Farm Supplies Limited', 'LTD', 'Active', '101 Chapel Street', 'Masterton', 'WGN', '5810', 'Greg Bowler'],
  ['Nelson Bays Construction Limited', 'LTD', 'Active', '60 Vanguard Street', 'Nelson', 'NSN', '7010', 'Jared Stone'],
  ['Motueka Hop Growers Trust', 'Trading_Trust', 'Active', '200 High Street', 'Motueka', 'TAS', '7120', 'Ruth Wallace'],
  ['Marlborough Sounds Mussel Company Limited', 'LTD', 'Active', '1 Waikawa Road', 'Picton', 'MBH', '7220', 'Nick Jeffries'],
  ['Blenheim Wine Freight', 'Sole_Trader', 'Active', '45 Grove Road', 'Blenheim', 'MBH', '7201', 'Tessa Holmes'],
  ['Canterbury Civil Contractors Limited', 'LTD', 'Active', '55 Maces Road', 'Bromley', 'CAN', '8062', 'Aaron Mitchell'],
  ['Christchurch Central Dental Limited', 'LTD', 'Active', '180 Cashel Street', 'Christchurch Central', 'CAN', '8011', 'Sophie Wu'],
  ['Ashburton Grain & Seed Limited', 'LTD', 'Cancelled', '12 West Street', 'Ashburton', 'CAN', '7700', 'Murray Clark'],
  ['Timaru Transport Company Unlimited', 'ULTD', 'Active', '8 Port Loop Road', 'Timaru', 'CAN', '7910', 'Heather Scott'],
  ['Lyttelton Harbour Café', 'Sole_Trader', 'Active', '29 London Street', 'Lyttelton', 'CAN', '8082', 'Zoe Patterson'],
  ['West Coast Electrical', 'Sole_Trader', 'Active', '76 Tainui Street', 'Greymouth', 'WTC', '7805', 'Brendon Kerr'],
  ['Otago Medical Partners', 'Partnership', 'Active', '300 George Street', 'Dunedin Central', 'OTA', '9016', 'Lucy Murray'],
  ['Queenstown Adventure Transport Limited', 'LTD', 'Active', '10 Shotover Street', 'Queenstown', 'OTA', '9300', 'Jake Henderson'],
  ['Central Otago Orchards Trust', 'Trading_Trust', 'Active', '5 Barry Avenue', 'Cromwell', 'OTA', '9310', 'Ian McLeod'],
  ['Southland Dairy Services Limited', 'LTD', 'Active', '120 Dee Street', 'Invercargill', 'STL', '9810', 'Karen Dunbar'],
  ['Invercargill Community Sports Society Incorporated', 'I', 'Active', '48 Tay Street', 'Invercargill', 'STL', '9810', 'Neil Farquhar'],
  // Testers' companies: the sandbox credit service refers or declines them by name, or takes its
  // time over them (decision 1520).
  ['Refer Test Freight Limited', 'LTD', 'Active', '3 Vivian Street', 'Te Aro', 'WGN', '6011', 'Tama Ruru'],
  ['Decline Test Couriers Limited', 'LTD', 'Active', '9 Kilmore Street', 'Christchurch Central', 'CAN', '8013', 'Emma Lowe'],
  ['Wait Test Carriers Limited', 'LTD', 'Active', '61 Cuba Street', 'Te Aro', 'WGN', '6011', 'Hana Walker'],
];

// AU landlines in the range the ACMA keeps for fiction; NZ numbers in the 555 exchange.
// prettier-ignore
const AU_AREA_CODES: Record<AuState, string> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };
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

/** The part of the name people say, for e-mail domains: 'Harbour City Plumbing Pty Ltd' -> 'harbourcityplumbing'. */
function mailboxDomain(name: string): string {
  const bare = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^The Trustee for /i, '')
    .replace(/\b(Pty|Ltd|Limited|Unlimited|Inc|Incorporated|Company|Co)\b/gi, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${bare}.example`;
}

function australian(listing: Listing<AuEntityType, AuState>, i: number): BusinessLookupRow {
  const [name, entityType, status, street, suburb, stateCode, postCode, contactName] = listing;
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
    contactDetail: {
      name: contactName,
      email: `accounts@${mailboxDomain(name)}`,
      contactNumber: `${AU_AREA_CODES[stateCode]}5550${padded(scatter(i, 10_000), 4)}`,
      street,
      suburb,
      state: stateCode,
      postCode,
    },
  };
}

function newZealand(listing: Listing<NzEntityType, NzRegion>, i: number): BusinessLookupRow {
  const [name, entityType, status, street, suburb, stateCode, postCode, contactName] = listing;
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
      name: contactName,
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
