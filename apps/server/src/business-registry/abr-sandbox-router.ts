import { Router, type Request, type Response } from 'express';
import { Abn, Acn, entityTypeLabel, type BusinessLookupRow, type BusinessQuery } from '@lease-portal/domain';
import type { RegisterSandboxes } from './register-sandboxes';
import { registerFaults } from './register-sandbox-faults';

/*
 * The ABR sandbox on the ABR's own wire (its ABN Lookup JSON services, decision 2110): AbnDetails.aspx,
 * AcnDetails.aspx and MatchingNames.aspx, each answered 200 as JSONP (`callback({...})`), its fields in
 * the documented order, and every failure an exception text in `Message`, backed by the sandbox
 * register's AU businesses (which hold a state and postcode, as the ABR publishes).
 */

const GUID_NOT_RECOGNISED = 'The GUID entered is not recognised as a Registered Party';
const NOT_A_NUMBER = 'Search text is not a valid ABN or ACN';
const NO_RECORDS = 'No records found';
const NO_NAME = 'No name search criteria entered';
/** The ABR answers at most 200 names; 10 unless asked. */
const MOST_NAMES = 200;
const DEFAULT_NAMES = 10;

/** The empty record the ABR answers with an exception. */
const NO_RECORD = {
  Abn: '',
  AbnStatus: '',
  AbnStatusEffectiveFrom: '',
  Acn: '',
  AddressDate: null,
  AddressPostcode: '',
  AddressState: '',
  BusinessName: [],
  EntityName: '',
  EntityTypeCode: '',
  EntityTypeName: '',
  Gst: null,
};

export function abrSandboxRouter(sandboxes: RegisterSandboxes): Router {
  const router = Router();
  const { register } = sandboxes;

  router.use(
    registerFaults(sandboxes.faults, {
      serverError: (res) =>
        res
          .status(500)
          .type('text/html')
          .send("<html><body><h1>Server Error in '/' Application.</h1></body></html>"),
      rateLimited: (res) => res.status(429).type('text/plain').send('Too many requests'),
      credentialsRefused: (req, res) => exception(req, res, GUID_NOT_RECOGNISED),
      badRequest: (res) => res.status(400).type('text/html').send('<html><body>Bad Request</body></html>'),
      stalledStart: { type: 'text/javascript; charset=utf-8', text: 'callback({"Abn":' },
    }),
  );
  router.use((req, res, next) =>
    req.query.guid === sandboxes.abrGuid ? next() : exception(req, res, GUID_NOT_RECOGNISED),
  );

  const details =
    (numberOf: (text: string) => BusinessQuery | undefined) => async (req: Request, res: Response) => {
      const query = numberOf(String(req.query[req.path === '/AcnDetails.aspx' ? 'acn' : 'abn'] ?? ''));
      if (!query) return exception(req, res, NOT_A_NUMBER);
      const [row] = await register.search(query, 'AU');
      if (!row) return exception(req, res, NO_RECORDS);
      jsonp(req, res, detailsOf(row));
    };
  router.get(
    '/AbnDetails.aspx',
    details((text) => {
      const abn = Abn.parse(text);
      return abn.ok ? { by: 'number', number: abn.value.value } : undefined;
    }),
  );
  router.get(
    '/AcnDetails.aspx',
    details((text) => {
      const acn = Acn.parse(text);
      return acn.ok ? { by: 'company number', number: acn.value.value } : undefined;
    }),
  );

  router.get('/MatchingNames.aspx', async (req, res) => {
    const name = String(req.query.name ?? '').trim();
    if (name === '') return exception(req, res, NO_NAME);
    const asked = Number(req.query.maxResults ?? DEFAULT_NAMES);
    const most = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MOST_NAMES) : DEFAULT_NAMES;
    const rows = await register.search({ by: 'name', name }, 'AU');
    jsonp(req, res, {
      Message: '',
      Names: rows.slice(0, most).map((row) => ({
        Abn: row.abn,
        // MatchingNames writes the ABN's status as a code.
        AbnStatus: row.status === 'Active' ? '0000000001' : '0000000002',
        IsCurrent: true,
        Name: row.name,
        NameType: 'Entity Name',
        Postcode: row.postCode,
        Score: 100,
        State: row.stateCode,
      })),
    });
  });

  return router;
}

/** An ABN's record, as AbnDetails and AcnDetails write it. */
function detailsOf(row: BusinessLookupRow) {
  const active = row.status === 'Active';
  return {
    Abn: row.abn,
    AbnStatus: row.status,
    AbnStatusEffectiveFrom: active ? '2000-07-01' : '2019-06-30',
    Acn: row.registerNumber ?? '',
    AddressDate: '2020-01-01',
    AddressPostcode: row.postCode,
    AddressState: row.stateCode,
    BusinessName: [],
    EntityName: row.name,
    EntityTypeCode: row.entityType,
    EntityTypeName: entityTypeLabel('AU', row.entityType) ?? row.entityType,
    Gst: active ? '2000-07-01' : null,
    Message: '',
  };
}

/** An exception as the ABR answers it: 200, the service's fields empty, the text in Message. */
function exception(req: Request, res: Response, message: string): void {
  jsonp(
    req,
    res,
    req.path === '/MatchingNames.aspx' ? { Message: message, Names: [] } : { ...NO_RECORD, Message: message },
  );
}

/** JSONP, as the ABR always answers: the callback asked for (a plain name only), or `callback`. */
function jsonp(req: Request, res: Response, body: unknown): void {
  const asked = String(req.query.callback ?? '');
  const callback = /^[A-Za-z_$][\w$]{0,63}$/.test(asked) ? asked : 'callback';
  res
    .status(200)
    .type('text/javascript; charset=utf-8')
    .send(`${callback}(${JSON.stringify(body)})`);
}
