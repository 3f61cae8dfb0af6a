import type { ApplicationJourney, PropertyPath } from '@lease-portal/domain';
import type { Scoreboard } from '../generated/graphql';

/*
 * The one place that knows both the domain's words and the wire's (decision 2070). The domain holds
 * an application's journey (`ApplicationJourney`); the API answers it as the specification's
 * `Scoreboard`, under the specification's names, and reads the paths and values of
 * createOrUpdateProperty writes back into the domain's.
 */

/** The journey as the API answers it: the specification's fields, without what the server keeps to itself. */
export function scoreboardOf(journey: ApplicationJourney): Scoreboard {
  const { leaseEnvelopeId: _envelope, creditSubmission: _submission, quoteSignature, ...answered } = journey;
  return {
    ...answered,
    ...(quoteSignature === undefined ? {} : { docusignStatus: quoteSignature }),
  };
}

/** Wire paths of createOrUpdateProperty (dotted) that the domain names otherwise, wire → domain. */
const DOMAIN_PATHS: Readonly<Record<string, string>> = {};

/** A createOrUpdateProperty path, as the domain names it. */
export function journeyPathOf(path: PropertyPath): PropertyPath {
  const wire = [path.propertyFirst, path.propertySecond, path.propertyThird].filter(Boolean).join('.');
  const domain = DOMAIN_PATHS[wire];
  if (domain === undefined) return path;
  const [propertyFirst, propertySecond, propertyThird] = domain.split('.');
  return { propertyFirst: propertyFirst!, propertySecond, propertyThird };
}
