import { Router, type Request, type Response } from 'express';
import { addressfinderWire, type SandboxAddress } from '@lease-portal/partners';
import type { Region } from '@lease-portal/domain';
import type { AddressfinderSandbox } from './addressfinder-sandbox';
import { meetFault } from './addressfinder-sandbox-faults';
import { auCompletionOf, auMetadataOf, nzCompletionOf, nzMetadataOf } from './addressfinder-sandbox-answers';

const { ADDRESSFINDER_PATHS: PATHS } = addressfinderWire;

/** Addressfinder's limit on `max` for the address autocomplete. */
const MOST_COMPLETIONS = 100;

/** Addressfinder's error, `{ completions: [], message, error_code, success: false }`, with a 400. */
function refuse(res: Response, errorCode: string, message: string): void {
  res.status(400).json({ completions: [], message, error_code: errorCode, success: false });
}

const parameter = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The address sandbox on Addressfinder's own wire (decision 2111): the AU and NZ autocomplete and
 * metadata calls, the account's key (`key`) and secret (the Authorization header, or `secret`),
 * Addressfinder's JSON and its error codes, over the sandbox's register (decision 1246).
 */
export function addressfinderSandboxRouter(sandbox: AddressfinderSandbox): Router {
  const { account, faults, register } = sandbox;
  const router = Router();

  router.use(async (req, res, next) => {
    const fault = faults.take(req.method, req.path);
    if (fault && (await meetFault(fault, res))) return;
    next();
  });

  // The account and the format, as Addressfinder checks them before the call itself.
  router.use((req, res, next) => {
    const key = parameter(req, 'key');
    const secret = req.get('authorization') ?? parameter(req, 'secret');
    if (!key) return refuse(res, '1002', 'Key not provided');
    if (key !== account.key) return refuse(res, '1001', 'Key not found');
    if (!secret) return refuse(res, '1004', 'Secret not provided');
    if (secret !== account.secret) return refuse(res, '1006', 'Invalid credentials');
    const format = parameter(req, 'format') ?? 'json';
    if (format !== 'json') return refuse(res, '1000', 'Format must be json (the sandbox answers no xml)');
    next();
  });

  const autocomplete =
    (country: Region, completionOf: (address: SandboxAddress) => object) =>
    async (req: Request, res: Response) => {
      const q = parameter(req, 'q')?.trim();
      if (!q) return refuse(res, '1000', 'Q can not be blank');
      const max = Number(parameter(req, 'max') ?? 10);
      if (!Number.isInteger(max) || max < 1 || max > MOST_COMPLETIONS)
        return refuse(res, '1000', `Max must be a number from 1 to ${MOST_COMPLETIONS}`);
      const source = parameter(req, 'source');
      if (country === 'AU' && source !== undefined && !/^(gnaf|paf)(,(gnaf|paf))?$/i.test(source))
        return refuse(res, '1000', 'Source must be GNAF, PAF or GNAF,PAF');
      const found = await register.autocomplete(country, q, max);
      const completions = await Promise.all(found.map(({ id }) => addressOf(country, id)));
      res.json({ completions: completions.map((address) => completionOf(address!)), success: true });
    };

  const metadata =
    (country: Region, idParameter: 'id' | 'pxid', metadataOf: (address: SandboxAddress) => object) =>
    async (req: Request, res: Response) => {
      const id = parameter(req, idParameter);
      if (!id)
        return refuse(
          res,
          '1000',
          country === 'AU'
            ? 'You must supply either an id, or a gnaf_id, or a dpid'
            : 'You must supply either a pxid or a dpid',
        );
      const address = await addressOf(country, id);
      if (!address) return refuse(res, '1011', 'The record you are trying to load does not exist');
      res.json(metadataOf(address));
    };

  async function addressOf(country: Region, id: string): Promise<SandboxAddress | undefined> {
    const parts = await register.metadata(country, id);
    return parts && { partnerId: id, ...parts };
  }

  router.get(PATHS.auAutocomplete, autocomplete('AU', auCompletionOf));
  router.get(PATHS.auMetadata, metadata('AU', 'id', auMetadataOf));
  router.get(PATHS.nzAutocomplete, autocomplete('NZ', nzCompletionOf));
  router.get(PATHS.nzMetadata, metadata('NZ', 'pxid', nzMetadataOf));
  return router;
}
