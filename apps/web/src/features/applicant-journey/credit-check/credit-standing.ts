import {
  contractScreenOf,
  isSoleTrader,
  signingUnderWay,
  type ContractScreen,
  type CreditCheckStatus,
} from '@lease-portal/domain';
import type { GetCreditStandingQuery } from '../../../gql/graphql';
import { journeyCreditStatusOf } from '../../../shared/journey/journey-status';

type Answer = NonNullable<GetCreditStandingQuery['getVehicleApplication']['vehicleApplication']>;

/** What the credit-check screens need to know of the application, nulls read as absent. */
export interface CreditStanding {
  applicationId: string;
  statusCreditCheck?: CreditCheckStatus;
  wetSignature: boolean;
  personalGuarantee: boolean;
  /** Authorised Officer (2) is expected and has finished their ID check (journey §2 'On hold'). */
  secondaryDone: boolean;
  /** The envelope went out, or signed paper documents were submitted: the signing screen opens by itself. */
  signingUnderWay: boolean;
}

export function creditStandingOf(answer: Answer): CreditStanding {
  const { scoreboard } = answer;
  return {
    applicationId: answer.applicationId,
    statusCreditCheck: journeyCreditStatusOf(scoreboard.statusCreditCheck),
    wetSignature: scoreboard.wetSignature?.signType === 'wet',
    personalGuarantee:
      scoreboard.businessDetails?.financeDetails?.personalGuarantee === 'yes' ||
      isSoleTrader(scoreboard.entityDetails?.entityType ?? undefined),
    secondaryDone: scoreboard.secondaryApplicant?.identityVerificationStatus === 'completed',
    signingUnderWay: signingUnderWay({
      leaseSigningStarted: scoreboard.leaseSigningStarted === true,
      wetSignatureStatus: scoreboard.wetSignature?.status ?? undefined,
    }),
  };
}

/** The on-hold screen offers Resubmit Application once the secondary is done while the status waits. */
export const mayResubmit = (standing: CreditStanding): boolean =>
  standing.secondaryDone && standing.statusCreditCheck === 'waitingForSecondary';

/**
 * The review-and-sign screen by credit status (decision 1700); signing opens when asked for (the page
 * also opens it once it is under way, so a reload never says 'ready to sign' again).
 */
export const contractScreenFor = (standing: CreditStanding, signingOpened: boolean): ContractScreen =>
  contractScreenOf({
    statusCreditCheck: standing.statusCreditCheck,
    signingEnabled: signingOpened,
    wetSignature: standing.wetSignature,
    personalGuarantee: standing.personalGuarantee,
  });

/** creditCheck's param for an application: its id's first 8 characters plus '3' (journey §7). */
export const creditCheckParamOf = (applicationId: string): string => `${applicationId.slice(0, 8)}3`;
