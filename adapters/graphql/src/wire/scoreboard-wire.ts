import {
  DomainError,
  type ApplicationJourney,
  type BusinessDetails,
  type PropertyPath,
  type Result,
} from '@lease-portal/domain';
import type { Scoreboard } from '../generated/graphql';

/*
 * The one place that knows both the domain's words and the wire's (decision 2070). The domain holds
 * an application's journey (`ApplicationJourney`); the API answers it as the specification's
 * `Scoreboard`, under the specification's names, and reads the paths, sections and refusals of
 * createOrUpdateProperty writes between the two.
 */

/** The journey as the API answers it: the specification's fields, without what the server keeps to itself. */
export function scoreboardOf(journey: ApplicationJourney): Scoreboard {
  const {
    leaseEnvelopeId: _envelope,
    creditSubmission: _submission,
    quoteSignature,
    businessDetails,
    ...answered
  } = journey;
  return {
    ...answered,
    ...(quoteSignature === undefined ? {} : { docusignStatus: quoteSignature }),
    ...(businessDetails === undefined ? {} : { businessDetails: wireBusinessDetailsOf(businessDetails) }),
  };
}

function wireBusinessDetailsOf(business: BusinessDetails): NonNullable<Scoreboard['businessDetails']> {
  const { financeDetails, ...rest } = business;
  if (financeDetails === undefined) return rest;
  const { creditLimit, ...finance } = financeDetails;
  return {
    ...rest,
    financeDetails: { ...finance, ...(creditLimit === undefined ? {} : { valueOfApplication: creditLimit }) },
  };
}

/** Dotted names of the wire (paths and section fields) that the domain says otherwise: wire → domain. */
const DOMAIN_NAMES: Readonly<Record<string, string>> = {
  'businessDetails.financeDetails.valueOfApplication': 'businessDetails.financeDetails.creditLimit',
  'financeDetails.valueOfApplication': 'financeDetails.creditLimit',
};

/** A createOrUpdateProperty path, as the domain names it. */
export function journeyPathOf(path: PropertyPath): PropertyPath {
  const wire = [path.propertyFirst, path.propertySecond, path.propertyThird].filter(Boolean).join('.');
  const domain = DOMAIN_NAMES[wire];
  if (domain === undefined) return path;
  const [propertyFirst, propertySecond, propertyThird] = domain.split('.');
  return { propertyFirst: propertyFirst!, propertySecond, propertyThird };
}

/** createOrUpdateProperty's finance section, its fields as the domain names them. */
export function journeyFinanceSectionOf(section: unknown): unknown {
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return section;
  if (!('valueOfApplication' in section)) return section;
  const { valueOfApplication, ...rest } = section as Record<string, unknown>;
  return { ...rest, creditLimit: valueOfApplication };
}

const WIRE_NAMES = Object.entries(DOMAIN_NAMES).map(([wire, domain]) => [domain, wire] as const);

/** The domain's names in a text (a refusal's message or field), as the wire says them. */
function inWireWords(text: string): string {
  return WIRE_NAMES.reduce(
    (said, [domain, wire]) => said.replace(new RegExp(`\\b${domain.replace(/\./g, '\\.')}\\b`, 'g'), wire),
    text,
  );
}

/** A write's refusal, naming the fields and paths the caller sent as the wire names them. */
export function refusalInWireWords<T>(result: Result<T, DomainError>): Result<T, DomainError> {
  if (result.ok) return result;
  const { error } = result;
  const fields = error.details?.fields;
  const details =
    fields && typeof fields === 'object'
      ? {
          ...error.details,
          fields: Object.fromEntries(
            Object.entries(fields).map(([name, texts]) => [inWireWords(name), texts]),
          ),
        }
      : error.details;
  const message = inWireWords(error.message);
  if (message === error.message && details === error.details) return result;
  return { ok: false, error: new DomainError(error.code, message, details) };
}
