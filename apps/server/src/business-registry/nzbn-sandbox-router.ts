import { Router, type Response } from 'express';
import { entityTypeLabel, NZ_REGION_CODES, type BusinessLookupRow } from '@lease-portal/domain';
import { SUBSCRIPTION_KEY_HEADER } from '@lease-portal/partners';
import type { RegisterSandboxes } from './register-sandboxes';
import { registerFaults } from './register-sandbox-faults';

/*
 * The NZBN sandbox on the NZBN API v5's own wire (decision 2110): GET /entities?search-term= and
 * GET /entities/{nzbn} for the holder of the subscription key, in the API's JSON shapes, refusals in
 * its error model `{ status, errorCode, errorDescription, list }` (the gateway's own
 * `{ statusCode, message }` for a refused key), backed by the sandbox register's NZ businesses.
 */

/** The API's page size unless asked, and the most it gives. */
const DEFAULT_PAGE_SIZE = 50;
const MOST_PAGE_SIZE = 1000;

export function nzbnSandboxRouter(sandboxes: RegisterSandboxes): Router {
  const router = Router();
  const { register } = sandboxes;
  const keyRefused = (res: Response) =>
    res.status(401).json({
      statusCode: 401,
      message:
        'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
    });

  router.use(
    registerFaults(sandboxes.faults, {
      serverError: (res) => refuse(res, 500, 'SERVER-ERROR', 'The sandbox was told to fail this call.'),
      rateLimited: (res) =>
        res.status(429).json({ statusCode: 429, message: 'Rate limit is exceeded. Try again later.' }),
      credentialsRefused: (_req, res) => keyRefused(res),
      badRequest: (res) => refuse(res, 400, 'BAD-REQUEST', 'The request is not valid.'),
      stalledStart: { type: 'application/json', text: '{"pageSize":' },
    }),
  );
  router.use((req, res, next) =>
    req.get(SUBSCRIPTION_KEY_HEADER) === sandboxes.nzbnSubscriptionKey ? next() : keyRefused(res),
  );

  router.get('/entities', async (req, res) => {
    const term = String(req.query['search-term'] ?? '').trim();
    if (term === '') {
      return refuse(res, 400, 'INVALID-PARAMETER', 'One or more request parameters are invalid.', [
        { field: 'search-term', message: 'search-term is required' },
      ]);
    }
    const pageSize = whole(req.query['page-size'], DEFAULT_PAGE_SIZE);
    const page = whole(req.query.page, 0, 0);
    if (pageSize === undefined || pageSize > MOST_PAGE_SIZE || page === undefined) {
      return refuse(res, 400, 'INVALID-PARAMETER', 'One or more request parameters are invalid.', [
        { field: 'page-size', message: `page-size must be between 1 and ${MOST_PAGE_SIZE}` },
      ]);
    }
    const rows = await register.search({ by: 'name', name: term }, 'NZ');
    res.json({
      pageSize,
      page,
      totalItems: rows.length,
      sortBy: 'ENTITY_NAME',
      sortOrder: 'ASC',
      items: rows.slice(page * pageSize, (page + 1) * pageSize).map((row) => ({
        ...summaryOf(row),
        sourceRegisterUniqueId: row.registerNumber ?? null,
        tradingNames: [],
        classifications: [],
        previousEntityNames: [],
      })),
    });
  });

  router.get('/entities/:nzbn', async (req, res) => {
    if (!/^\d{13}$/.test(req.params.nzbn)) {
      return refuse(res, 400, 'INVALID-NZBN', 'The NZBN provided is not valid.', [
        { field: 'nzbn', message: 'an NZBN has 13 digits' },
      ]);
    }
    const [row] = await register.search({ by: 'number', number: req.params.nzbn }, 'NZ');
    if (!row)
      return refuse(res, 404, 'NZBN-NOT-FOUND', 'The entity with the NZBN provided could not be found.');
    res.json(entityOf(row));
  });

  return router;
}

/** The fields a search item and an entity share. */
function summaryOf(row: BusinessLookupRow) {
  const registered = row.status === 'Active';
  return {
    entityStatusCode: registered ? '50' : '80',
    entityName: row.name,
    nzbn: row.abn,
    entityTypeCode: row.entityType,
    entityTypeDescription: entityTypeLabel('NZ', row.entityType) ?? row.entityType,
    entityStatusDescription: registered ? 'Registered' : 'Removed',
    registrationDate: '2012-04-02T00:00:00.000+1200',
  };
}

/** An entity as GET /entities/{nzbn} answers it: its registered address, published phone and e-mail. */
function entityOf(row: BusinessLookupRow) {
  const contact = row.contactDetail ?? {};
  // A premise ('Level 3, 21 Queen Street') is a line of its own, as the register writes addresses.
  const street = (contact.street ?? '').split(/,\s*/);
  const lines = [...street, contact.suburb, NZ_REGION_CODES[contact.state ?? ''] ?? contact.state].filter(
    Boolean,
  );
  const phone = /^0(\d)(\d+)$/.exec(contact.contactNumber ?? '');
  return {
    ...summaryOf(row),
    sourceRegister: row.registerNumber ? 'COMPANY' : 'NZBN',
    sourceRegisterUniqueIdentifier: row.registerNumber ?? null,
    lastUpdatedDate: '2024-01-15T09:00:00.000+1300',
    australianBusinessNumber: null,
    hibernationStatusCode: null,
    hibernationStatusDescription: null,
    addresses: {
      links: [],
      addressList: contact.street
        ? [
            {
              uniqueIdentifier: `${row.abn}-1`,
              startDate: '2012-04-02T00:00:00.000+1200',
              endDate: null,
              careOf: null,
              address1: lines[0] ?? null,
              address2: lines[1] ?? null,
              address3: lines[2] ?? null,
              address4: lines[3] ?? null,
              postCode: contact.postCode ?? null,
              countryCode: 'NZ',
              addressType: 'REGISTERED',
              pafId: null,
            },
          ]
        : [],
    },
    phoneNumbers: phone
      ? [
          {
            uniqueIdentifier: `${row.abn}-2`,
            phonePurpose: null,
            phonePurposeDescription: null,
            phoneCountryCode: '64',
            phoneAreaCode: phone[1],
            phoneNumber: phone[2],
            startDate: '2012-04-02T00:00:00.000+1200',
          },
        ]
      : [],
    emailAddresses: contact.email
      ? [
          {
            uniqueIdentifier: `${row.abn}-3`,
            emailAddress: contact.email,
            emailPurpose: 'Primary',
            emailPurposeDescription: 'Primary',
            startDate: '2012-04-02T00:00:00.000+1200',
          },
        ]
      : [],
    websites: [],
    tradingNames: [],
    industryClassifications: [],
    roles: [],
  };
}

/** The API's error model. */
function refuse(
  res: Response,
  status: number,
  errorCode: string,
  errorDescription: string,
  list: { field: string; message: string }[] = [],
): void {
  res.status(status).json({ status: String(status), errorCode, errorDescription, list });
}

/** A whole number of at least `least` from a query value, the default when absent, undefined when not one. */
function whole(value: unknown, otherwise: number, least = 1): number | undefined {
  if (value === undefined || value === '') return otherwise;
  const number = Number(value);
  return Number.isInteger(number) && number >= least ? number : undefined;
}
