import { isEligibleForCredit, isSoleTrader, type Region } from '@lease-portal/domain';
import type { JourneyApplication, JourneyUser } from '../journey-view';

/**
 * Where the business details step stands for the signed-in user (journey §2, §4 'Onboarding', §6):
 * - `notTheOfficer`: someone else is (or must become) Authorised Officer (1); only Logout is offered;
 * - `confirmBusiness`: the business is to be chosen in the Company Lookup and confirmed with its industry;
 * - `nominatePrimary`: nobody is Authorised Officer (1) yet: 'Are you an Authorised Officer?';
 * - `confirmPrimary`: the user is the named, unconfirmed officer: 'Do you wish to continue as the
 *   nominated Authorised Officer?';
 * - `nominateSecondary`: the confirmed officer said there is more than one officer, and has not named the second;
 * - `settled`: the officers are settled; the credit application is open.
 */
export type OfficersStage =
  | 'notTheOfficer'
  | 'confirmBusiness'
  | 'nominatePrimary'
  | 'confirmPrimary'
  | 'nominateSecondary'
  | 'settled';

/** The journey's two layouts of this step (journey §2): with the progress column, or the calculator's. */
export type BusinessDetailsLayout = 'standard' | 'calculator';

export const layoutOf = (application: JourneyApplication): BusinessDetailsLayout =>
  application.applicationType === 'calculator' ? 'calculator' : 'standard';

/** The business was confirmed: chosen in the lookup and given its industry, sub division and sub group. */
export function businessConfirmed(application: JourneyApplication): boolean {
  const entity = application.scoreboard.entityDetails;
  return !!(entity?.abn && entity.industry && entity.subDivision && entity.subGroup);
}

/**
 * The stored business's entity type may not apply online (decision 1247 stores it and answers
 * NOT_ALLOWED): the step stays at the business, with the entity-type notice, until another is confirmed.
 */
export function businessNotAllowed(application: JourneyApplication, region: Region): boolean {
  const entity = application.scoreboard.entityDetails;
  return !!entity?.abn && !isEligibleForCredit(region, entity.entityType);
}

/** IND and Sole_Trader: one officer, no more-than-one question (journey §3, §4). */
export const isSoleTraderApplication = (application: JourneyApplication): boolean =>
  isSoleTrader(application.scoreboard.entityDetails?.entityType);

export function officersStage(
  application: JourneyApplication,
  user: Pick<JourneyUser, 'id'>,
  region: Region,
): OfficersStage {
  const { primaryApplicant: primary, secondaryApplicant: secondary, entityDetails } = application.scoreboard;
  const hasPrimary = !!primary?.userId;
  if (hasPrimary && primary.userId !== user.id) return 'notTheOfficer';
  // Without a named officer, only the calculator application's owner may step forward (journey §6).
  if (!hasPrimary && !(application.applicationType === 'calculator' && application.orgUserId === user.id)) {
    return 'notTheOfficer';
  }
  if (!businessConfirmed(application) || businessNotAllowed(application, region)) return 'confirmBusiness';
  if (!hasPrimary) return 'nominatePrimary';
  if (primary.confirmed !== 'yes') return 'confirmPrimary';
  if (entityDetails?.hasSecondaryApplicant === 'yes' && !secondary?.email) return 'nominateSecondary';
  return 'settled';
}

/** The answer selectPrimaryApplicant stores as hasSecondaryApplicant: none asked of a sole trader. */
export type MoreThanOneOfficer = 'yes' | 'no' | '';
