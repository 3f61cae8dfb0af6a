import { readFile } from 'node:fs/promises';
import type { NextFunction, Request, Response } from 'express';
import type { Container } from 'inversify';
import type { VerifierOptions } from '@pact-foundation/pact';
import { GBG_EXAMPLES, GBG_PACT } from '@lease-portal/partners/src/identity-scan/gbg/gbg-pact';
import { GbgSandbox } from '../identity-check/gbg-sandbox';

/**
 * The GBG pact's provider states, made on the portal's own GBG sandbox (decision 2119): a journey with
 * the NZ specimen's front (its id and its front's image id handed over), or both its sides (its id);
 * and the request filter puts the sandbox's users and passwords in a token request's form, and a token
 * the sandbox issued for the call's area in every Authorization header.
 */
export function gbgProviderStates(container: Container) {
  const sandbox = container.get(GbgSandbox);
  const { states } = GBG_PACT;
  const upload = async (journeyId: string | undefined, file: string, side: 'Front' | 'Back') =>
    sandbox.service.submitDocument({
      ...(journeyId ? { journeyId } : {}),
      reference: GBG_EXAMPLES.reference,
      region: 'AU',
      side,
      image: new Uint8Array(await readFile(file)),
    });

  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {
    [states.nothing]: async () => ({}),
    [states.front]: async () => {
      const { journeyId, journey } = await upload(undefined, GBG_EXAMPLES.front, 'Front');
      // The front's image by the id its URL gives, as the adapter reads it back.
      const url = journey.ProcessedDocuments.find((d) => d.DocumentSide === 'Front')?.DocumentImages[0]?.Url;
      const imageId = url && new URL(url, 'http://service.invalid').searchParams.get('id');
      if (!imageId) throw new Error("The sandbox's journey names no image of its front.");
      return { journeyId, imageId };
    },
    [states.both]: async () => {
      const { journeyId } = await upload(undefined, GBG_EXAMPLES.front, 'Front');
      await upload(journeyId, GBG_EXAMPLES.back, 'Back');
      return { journeyId };
    },
  };

  const requestFilter = (req: Request, _res: Response, next: NextFunction) => {
    if (req.is('application/x-www-form-urlencoded') && req.body && !Buffer.isBuffer(req.body)) {
      const form = new URLSearchParams(req.body as Record<string, string>);
      const area = form.get('area') === 'investigation' ? 'investigation' : 'scanning';
      form.set('username', sandbox.accounts[area].username);
      form.set('password', sandbox.accounts[area].password);
      req.body = Buffer.from(form.toString());
      req.headers['content-length'] = String((req.body as Buffer).length);
    } else if (req.headers.authorization) {
      const area = /journey\/upload/i.test(req.url) ? 'scanning' : 'investigation';
      req.headers.authorization = sandbox.tokens[area].issue().accessToken;
    }
    next();
  };
  return { stateHandlers, requestFilter };
}
