import type { ApplicationJourney } from '../application/application-journey';

/**
 * The facts that say a step's work is done, read from the journey (decision 1830). Where an
 * application stands reads them to call it stuck; a staff forward move requires them, so support
 * can move on only an application whose work is really done.
 */

/** Review Quote is done: the quote's e-signature completed, or the officer chose to sign on paper. */
export const quoteSigned = (s: ApplicationJourney): boolean =>
  s.quoteSignature === 'completed' || s.wetSignature?.signType === 'wet';

/** The credit application (Business Details) is done: Other Details were completed. */
export const financeDetailsCompleted = (s: ApplicationJourney): boolean =>
  s.businessDetails?.financeDetails?.completed === 'yes';

/** The credit check has answered: refer, referred, approved or declined ('waiting' is not an answer). */
export const creditDecided = (s: ApplicationJourney): boolean =>
  s.statusCreditCheck !== undefined && s.statusCreditCheck !== 'waiting';

/** Authorised Officer (2)'s part of approvals is done: their ID check completed. */
export const secondaryIdentityChecked = (s: ApplicationJourney): boolean =>
  s.secondaryApplicant?.identityVerificationStatus === 'completed';
