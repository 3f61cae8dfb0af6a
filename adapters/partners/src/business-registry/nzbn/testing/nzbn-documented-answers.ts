/*
 * The NZBN API v5's answers as its description documents them (https://portal.api.business.govt.nz/api/nzbn:
 * the operations 'Search the NZBN directory' GET /entities and 'Get entity data' GET /entities/{nzbn},
 * and their error model). Field names, nesting and types are the description's; the businesses and
 * their values are illustrative.
 */

/** GET /entities?search-term=harbour&page-size=10: a page of summaries, without addresses. */
export const ENTITY_SEARCH = {
  pageSize: 10,
  page: 0,
  totalItems: 2,
  sortBy: 'ENTITY_NAME',
  sortOrder: 'ASC',
  items: [
    {
      entityStatusCode: '50',
      entityName: 'HARBOUR EXAMPLE LIMITED',
      nzbn: '9429041925676',
      entityTypeCode: 'LTD',
      entityTypeDescription: 'NZ Limited Company',
      entityStatusDescription: 'Registered',
      registrationDate: '2015-11-04T00:00:00.000+1300',
      sourceRegisterUniqueId: '5842218',
      tradingNames: [{ name: 'Harbour Example', startDate: '2016-02-01T00:00:00.000+1300', endDate: null }],
      classifications: [
        { classificationCode: 'I461010', classificationDescription: 'Road freight transport' },
      ],
      previousEntityNames: [],
    },
    {
      entityStatusCode: '80',
      entityName: 'HARBOUR EXAMPLE CAFE',
      nzbn: '9429046246448',
      entityTypeCode: 'Sole_Trader',
      entityTypeDescription: 'Sole Trader',
      entityStatusDescription: 'Removed',
      registrationDate: '2017-03-20T00:00:00.000+1300',
      sourceRegisterUniqueId: '3312047',
      tradingNames: [],
      classifications: [],
      previousEntityNames: [],
    },
  ],
};

/** GET /entities/9429041925676: the entity, its addresses, and what it chose to publish. */
export const ENTITY = {
  entityStatusCode: '50',
  entityName: 'HARBOUR EXAMPLE LIMITED',
  nzbn: '9429041925676',
  entityTypeCode: 'LTD',
  entityTypeDescription: 'NZ Limited Company',
  entityStatusDescription: 'Registered',
  registrationDate: '2015-11-04T00:00:00.000+1300',
  sourceRegister: 'COMPANY',
  sourceRegisterUniqueIdentifier: '5842218',
  lastUpdatedDate: '2024-08-01T09:12:44.000+1200',
  australianBusinessNumber: '',
  hibernationStatusCode: null,
  hibernationStatusDescription: null,
  emailAddresses: [
    {
      uniqueIdentifier: '94295657',
      emailAddress: 'office@harbourexample.example',
      emailPurpose: 'Primary',
      emailPurposeDescription: 'Primary',
      startDate: '2021-01-18T16:27:13.000+1300',
    },
  ],
  addresses: {
    links: [],
    addressList: [
      {
        uniqueIdentifier: '94295679',
        startDate: '2021-01-26T00:00:00.000+1300',
        endDate: null,
        careOf: null,
        address1: 'Level 3',
        address2: '21 Queen Street',
        address3: 'Auckland Central',
        address4: 'Auckland',
        postCode: '1010',
        countryCode: 'NZ',
        addressType: 'REGISTERED',
        pafId: null,
      },
      {
        uniqueIdentifier: '94295658',
        startDate: '2021-01-26T00:00:00.000+1300',
        endDate: null,
        careOf: null,
        address1: 'PO Box 1234',
        address2: 'Shortland Street',
        address3: 'Auckland',
        address4: null,
        postCode: '1140',
        countryCode: 'NZ',
        addressType: 'POSTAL',
        pafId: null,
      },
    ],
  },
  phoneNumbers: [
    {
      uniqueIdentifier: '54328299',
      phonePurpose: null,
      phonePurposeDescription: null,
      phoneCountryCode: '64',
      phoneAreaCode: '9',
      phoneNumber: '5550123',
      startDate: '2018-10-03T14:36:40.000+1300',
    },
  ],
  websites: [],
  tradingNames: [],
  industryClassifications: [],
  roles: [],
};

/** The error model: 404 for an NZBN the register does not hold. */
export const ENTITY_NOT_FOUND = {
  status: '404',
  errorCode: 'NZBN-NOT-FOUND',
  errorDescription: 'The entity with the NZBN provided could not be found.',
  list: [],
};

/** The error model: 400 for a request the register refuses, naming the field. */
export const SEARCH_REFUSED = {
  status: '400',
  errorCode: 'INVALID-PARAMETER',
  errorDescription: 'One or more request parameters are invalid.',
  list: [{ field: 'page-size', message: 'page-size must be between 1 and 1000' }],
};
