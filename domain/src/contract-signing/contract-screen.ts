import type { CreditCheckStatus } from '../application/application-journey';

/**
 * What the review-and-sign route shows (journey §2 'Review and sign contract'), chosen by the credit
 * status: a referral's message, the on-hold screen while the secondary's ID check is missing, the
 * accepted message until signing is enabled, then one of three ways of signing.
 */
export type ContractScreen =
  | { kind: 'referred' }
  | { kind: 'onHold' }
  | { kind: 'declined' }
  | { kind: 'accepted' }
  | { kind: 'signing'; variant: SigningVariant };

/** Digital: wet signature off and no guarantee; combination: digital with a guarantee signed on paper. */
export type SigningVariant = 'digital' | 'combination' | 'wet';

export interface ContractScreenFacts {
  statusCreditCheck?: CreditCheckStatus;
  /** Whether the provider has enabled signing for the approved application. */
  signingEnabled: boolean;
  wetSignature: boolean;
  personalGuarantee: boolean;
}

export function contractScreenOf(facts: ContractScreenFacts): ContractScreen {
  switch (facts.statusCreditCheck) {
    case 'waitingForSecondary':
      return { kind: 'onHold' };
    case 'declined':
      // The specification shows no declined screen; it is worded like a referral (decision 1700).
      return { kind: 'declined' };
    case 'approved':
      if (!facts.signingEnabled) return { kind: 'accepted' };
      return { kind: 'signing', variant: signingVariantOf(facts) };
    default:
      return { kind: 'referred' };
  }
}

export function signingVariantOf({ wetSignature, personalGuarantee }: ContractScreenFacts): SigningVariant {
  if (wetSignature) return 'wet';
  return personalGuarantee ? 'combination' : 'digital';
}

/** What tells that the viewer's signing is under way, as the application holds it. */
export interface SigningUnderWayFacts {
  /** The lease envelope has gone out: someone opened electronic signing (decision 1701). */
  leaseSigningStarted?: boolean;
  /** The wet signature's status (decision 2030): submitted, verified, rejected or the older completed. */
  wetSignatureStatus?: string;
}

/**
 * Whether the review-and-sign route opens the signing screen by itself, rather than saying again
 * 'Your contract is ready to sign': once the envelope went out (a reload after an officer signed shows
 * the rows, signed and waiting for the others), or once signed paper documents were submitted or sent
 * back. Before that the customer opens it with the button.
 */
export function signingUnderWay(facts: SigningUnderWayFacts): boolean {
  if (facts.leaseSigningStarted === true) return true;
  return ['submitted', 'verified', 'rejected', 'completed'].includes(facts.wetSignatureStatus ?? '');
}

/** Primary applicants see four steps, others two (journey §2). */
export const contractStepCount = (isPrimary: boolean): 2 | 4 => (isPrimary ? 4 : 2);
