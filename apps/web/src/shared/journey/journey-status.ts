import type { ApplicationStatus, CreditCheckStatus } from '@lease-portal/domain';
import type {
  ApplicationStatus as WireStatus,
  CreditCheckStatus as WireCreditStatus,
} from '../../gql/graphql';

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

/**
 * A credit status the API answered, as the domain's rules name it (decision 2073). The wire's 'refer'
 * says a submission awaits its decision or was referred; the screens show both as a referral.
 */
export function journeyCreditStatusOf(
  status: WireCreditStatus | null | undefined,
): CreditCheckStatus | undefined {
  if (status === null || status === undefined) return undefined;
  if (status === 'refer') return 'referred';
  return status === 'waiting' ? 'waitingForSecondary' : status;
}

/** A status the domain's rules chose (a primary or a secondary one), as the API takes it. */
export function wireStatusOf(status: string): string {
  return status === 'reviewQuote' ? 'orderVerification' : status;
}
