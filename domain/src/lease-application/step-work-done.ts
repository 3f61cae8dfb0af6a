import type { ApplicationJourney } from '../application/application-journey';

/**
 * The facts that say a step's work is done, read from the journey (decision 1830). Where an
 * application stands reads them to call it stuck; a staff forward move requires them, so support
 * can move on only an application whose work is really done.
 */

/** Review Quote is done: the quote's e-signature completed, or the officer chose to sign on paper. */
export const quoteSigned = (s: ApplicationJourney): boolean =>
  s.quoteSignature === 'completed' || quoteOnPaper(s);

/** The quote is to be signed on paper, chosen when it was issued: no e-signature records its signing. */
export const quoteOnPaper = (s: ApplicationJourney): boolean => s.wetSignature?.signType === 'wet';

/** The credit application (Business Details) is done: Other Details were completed. */
export const financeDetailsCompleted = (s: ApplicationJourney): boolean =>
  s.businessDetails?.financeDetails?.completed === 'yes';

/**
 * The credit check approved the lease: the only answer that opens its signing. Referred, declined or
 * still awaiting a decision, the lease is not offered, so support may not move it to signing either.
 */
export const creditApproved = (s: ApplicationJourney): boolean => s.statusCreditCheck === 'approved';

/** Authorised Officer (2)'s part of approvals is done: their ID check completed. */
export const secondaryIdentityChecked = (s: ApplicationJourney): boolean =>
  s.secondaryApplicant?.identityVerificationStatus === 'completed';
