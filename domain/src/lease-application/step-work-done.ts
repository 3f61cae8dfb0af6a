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
 * The credit check is under way or done: awaiting its decision, referred, approved or declined; not
 * on hold for Authorised Officer (2)'s ID check, which no enquiry is made without.
 */
export const creditCheckSubmitted = (s: ApplicationJourney): boolean =>
  s.statusCreditCheck !== undefined && s.statusCreditCheck !== 'waitingForSecondary';

/** Authorised Officer (2)'s part of approvals is done: their ID check completed. */
export const secondaryIdentityChecked = (s: ApplicationJourney): boolean =>
  s.secondaryApplicant?.identityVerificationStatus === 'completed';
