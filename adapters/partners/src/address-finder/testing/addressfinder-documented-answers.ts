/*
 * Test support: Addressfinder's answers as its documentation shows them, for the parser tests. Each
 * names the page it comes from. Where a page gives one example per field rather than a whole answer,
 * the fields are those of the page's example address, and a field the page leaves empty is null (AU:
 * "Empty attributes for the matched address will be returned with a null value") or left out (NZ).
 */

/** https://addressfinder.com/nz/docs/api/au/au-address-autocomplete-api (200 OK: completions, success). */
export const AU_AUTOCOMPLETE = {
  completions: [
    { full_address: '13 Neville Street, RYDE NSW 2112', id: '8097e3df-a3ab-43ad-bc66-22c8f5812361' },
  ],
  success: true,
};

/**
 * https://addressfinder.com/nz/docs/api/au/au-address-metadata-api and its attribute list
 * (https://addressfinder.com.au/faq/what-attributes-are-returned-from-the-widget-and-metadata-API):
 * the example address 13 Neville Street, RYDE, whose canonical address is the range 11-15.
 */
export const AU_METADATA = {
  full_address: '13 Neville Street, RYDE NSW 2112',
  id: '8097e3df-a3ab-43ad-bc66-22c8f5812361',
  canonical_address: '11-15 Neville Street, RYDE NSW 2112',
  canonical_address_id: 'd70230a9-a3d8-402f-971e-1b798d00f2f5',
  latitude: '-37.899031',
  longitude: '144.999530',
  lot_identifier: null,
  box_identifier: null,
  box_type: null,
  site_name: null,
  level_type: null,
  level_number: null,
  unit_type: null,
  unit_identifier: null,
  street_number_1: '13',
  street_number_2: null,
  street_name: 'Neville',
  street_type: 'Street',
  street_suffix: null,
  locality_name: 'RYDE',
  state_territory: 'NSW',
  postcode: '2112',
  success: true,
};

/**
 * https://addressfinder.com.au/features/address-metadata/ explains the attributes by example
 * addresses: a range, a unit, a level and a lot.
 */
export const AU_METADATA_EXAMPLES = {
  range: {
    full_address: '1-5 Richards Street, FIGTREE NSW 2526',
    street_number_1: '1',
    street_number_2: '5',
  },
  unit: {
    full_address: 'Unit 2, 7 Union Street, MANGERTON NSW 2500',
    unit_type: 'Unit',
    unit_identifier: '2',
  },
  level: {
    full_address: 'Level 1, 11 Bridge Street, MANGERTON NSW 2500',
    level_type: 'Level',
    level_number: '1',
  },
  lot: { full_address: 'Lot 3 Avondale Road, AVONDALE NSW 2530', lot_identifier: '3' },
} as const;

/**
 * https://addressfinder.nz/api/nz/address/autocomplete (completions of a, pxid and the deprecated v),
 * with the answer the official Ruby client's tests read (AddressFinder/addressfinder-ruby).
 */
export const NZ_AUTOCOMPLETE = {
  completions: [
    { a: '184 William Jones Drive, Otangarei, Whangarei 0112', pxid: '2-.9.2U.F.F.2I', v: 1 },
    { a: '184 Williams Street, Kaiapoi 7630', pxid: '2-.3.1q.2.4G.4c', v: 0 },
    { a: '184 Willis Street, Te Aro, Wellington 6011', pxid: '2-.F.1W.p.1D.1W', v: 0 },
  ],
  paid: true,
  success: true,
};

/**
 * https://addressfinder.nz/faq/what-attributes-are-returned-from-the-widget-and-metadata-API/: the
 * page's example address, Unit 2, 1703A State Highway 1, Warkworth (a rural delivery address). The
 * region's value is written as Addressfinder names regional authorities (our inference).
 */
export const NZ_METADATA = {
  pxid: '2-.3.1q.2.4G.4c',
  a: 'Unit 2, 1703A State Highway 1, Warkworth 0983',
  postal: 'Unit 2, 1703A State Highway 1, RD 3, Warkworth 0983',
  unit_type: 'Unit',
  unit_identifier: '2',
  number: '1703',
  alpha: 'A',
  street: 'State Highway 1',
  street_name: 'State Highway 1',
  rd_number: '3',
  suburb: 'Warkworth',
  city: 'Warkworth',
  mailtown: 'Warkworth',
  postcode: '0983',
  ta: 'Auckland',
  region: 'Auckland Region',
  x: '174.643199',
  y: '-36.426956',
  success: true,
};

/**
 * The same page's examples of a street with macrons and its type apart (Pūrākaunui Road) and of a
 * floor (Level 19), on a number, town and postcode of our making: no suburb, as in the country.
 */
export const NZ_METADATA_WITH_FLOOR = {
  pxid: '2-.F.1W.p.1D.1W',
  a: 'Level 19, 1 Pūrākaunui Road, Dunedin 9081',
  floor: 'Level 19',
  number: '1',
  street: 'Pūrākaunui Road',
  street_name: 'Pūrākaunui',
  street_type: 'Road',
  city: 'Dunedin',
  postcode: '9081',
  region: 'Otago Region',
  success: true,
};

/** https://addressfinder.com/nz/docs/api/error-codes: the error body, and a validation error's. */
export const KEY_NOT_FOUND = {
  completions: [],
  message: 'Key not found',
  error_code: '1001',
  success: false,
};
export const Q_BLANK = { completions: [], message: 'Q can not be blank', error_code: '1000' };
/** The same page's code 1011, "The record you are trying to load does not exist". */
export const RECORD_NOT_FOUND = {
  completions: [],
  message: 'The record you are trying to load does not exist',
  error_code: '1011',
  success: false,
};
