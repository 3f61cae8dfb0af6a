import type { Container } from 'inversify';
import type { NextFunction, Request, Response } from 'express';
import { Abn, Nzbn, type Region } from '@lease-portal/domain';
import { SANDBOX_BUSINESSES, SandboxBusinessRegistry } from '@lease-portal/partners';
import { ABR_EXAMPLES, ABR_PACT } from '@lease-portal/partners/src/business-registry/abr/abr-pact';
import { NZBN_EXAMPLES, NZBN_PACT } from '@lease-portal/partners/src/business-registry/nzbn/nzbn-pact';
import { SUBSCRIPTION_KEY_HEADER } from '@lease-portal/partners';
import { RegisterSandboxes } from '../business-registry/register-sandboxes';

/**
 * The registers' pacts' provider states, on the portal's own ABR and NZBN sandboxes (decision 2110):
 * the sandbox register is fixed, so a state is a business of it found and handed over, or checked to
 * hold; and the request filters that put the sandboxes' own GUID and subscription key in place of the
 * consumer's examples (an unknown one is left to be refused).
 */
export function registerProviderStates(container: Container) {
  const sandboxes = container.get(RegisterSandboxes);
  const register = new SandboxBusinessRegistry();
  const matching = async (name: unknown, region: Region, expected: boolean) => {
    const rows = await register.search({ by: 'name', name: String(name) }, region);
    if (rows.length > 0 !== expected)
      throw new Error(
        `the sandbox register ${expected ? 'has no' : 'has a'} ${region} business named '${String(name)}'`,
      );
    return {};
  };
  const unknownNumber = (region: Region, identifier: string) => {
    const number =
      region === 'AU' ? Abn.forIdentifier(identifier).value : Nzbn.forIdentifier(identifier).value;
    if (SANDBOX_BUSINESSES[region].some((row) => row.abn === number))
      throw new Error(`the sandbox register holds ${number}`);
    return number;
  };
  const company = SANDBOX_BUSINESSES.AU.find((row) => row.registerNumber)!;
  const published = SANDBOX_BUSINESSES.NZ.find(
    (row) => row.contactDetail?.street && row.contactDetail.contactNumber && row.contactDetail.email,
  )!;

  return {
    abr: {
      stateHandlers: {
        [ABR_PACT.states.namesMatch]: (params: unknown) =>
          matching((params as { name?: string })?.name, 'AU', true),
        [ABR_PACT.states.noNameMatches]: (params: unknown) =>
          matching((params as { name?: string })?.name, 'AU', false),
        [ABR_PACT.states.abnRegistered]: async () => ({ abn: company.abn }),
        [ABR_PACT.states.acnRegistered]: async () => ({ acn: company.registerNumber! }),
        [ABR_PACT.states.abnUnknown]: async () => ({ abn: unknownNumber('AU', '999999999') }),
      },
      requestFilter: (req: Request, _res: Response, next: NextFunction) => {
        const url = new URL(req.url, 'http://sandbox');
        if (url.searchParams.get('guid') === ABR_EXAMPLES.guid) {
          url.searchParams.set('guid', sandboxes.abrGuid);
          req.url = `${url.pathname}${url.search}`;
        }
        next();
      },
    },
    nzbn: {
      stateHandlers: {
        [NZBN_PACT.states.namesMatch]: (params: unknown) =>
          matching((params as { searchTerm?: string })?.searchTerm, 'NZ', true),
        [NZBN_PACT.states.registered]: async () => ({ nzbn: published.abn }),
        [NZBN_PACT.states.unknown]: async () => ({ nzbn: unknownNumber('NZ', '942999999999') }),
      },
      requestFilter: (req: Request, _res: Response, next: NextFunction) => {
        const header = SUBSCRIPTION_KEY_HEADER.toLowerCase();
        if (req.headers[header] === NZBN_EXAMPLES.subscriptionKey)
          req.headers[header] = sandboxes.nzbnSubscriptionKey;
        next();
      },
    },
  };
}
