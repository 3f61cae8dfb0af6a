import type { ApplicationStatus } from '@lease-portal/domain';
import type { ApplicationStatus as WireStatus } from '../../gql/graphql';

/*
 * The API answers and takes the specification's status names; the domain's rules, which the web app
 * runs too, name the Review Quote step otherwise (decision 2070). These are the web app's side of that
 * mapping: where an answer meets a rule, and where a status a rule chose is written.
 */

/** A status the API answered, as the domain's rules name it. */
export function journeyStatusOf(status: WireStatus | null | undefined): ApplicationStatus | undefined {
  if (status === null || status === undefined) return undefined;
  return status === 'orderVerification' ? 'reviewQuote' : status;
}

/** A status the domain's rules chose (a primary or a secondary one), as the API takes it. */
export function wireStatusOf(status: string): string {
  return status === 'reviewQuote' ? 'orderVerification' : status;
}
