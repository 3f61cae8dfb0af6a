import type { YesNo } from '../application/application-journey';

/** Automatic credit via personal guarantee goes up to this limit (journey §9). */
export const MAXIMUM_AUTOMATIC_CREDIT = 150_000;
/** The credit-limit slider (journey §9). */
export const CREDIT_LIMIT_SLIDER = { step: 10_000, maximum: 500_000 } as const;
/** The default limit when no drive-away price is known (journey §9). */
export const DEFAULT_CREDIT_LIMIT = 50_000;

export const CREDIT_LIMIT_BELOW_FLOOR_MESSAGE = 'Credit limit cannot be below the drive-away price.';

/**
 * The slider's range: with a known drive-away price the floor is that price and the minimum is the
 * price less 10% of (500,000 less the price). Without one the readings differ (1,000 or 20,000);
 * the stricter 20,000 is taken.
 */
export function creditLimitRange(driveAwayPrice: number | undefined): {
  minimum: number;
  floor: number;
  maximum: number;
  step: number;
  start: number;
} {
  const { step, maximum } = CREDIT_LIMIT_SLIDER;
  if (driveAwayPrice === undefined || driveAwayPrice <= 0) {
    return { minimum: 20_000, floor: 20_000, maximum, step, start: DEFAULT_CREDIT_LIMIT };
  }
  const minimum = driveAwayPrice - 0.1 * (maximum - driveAwayPrice);
  return { minimum, floor: driveAwayPrice, maximum, step, start: driveAwayPrice };
}

/** Whether the limit respects the floor (never below the drive-away price) and the slider maximum. */
export function creditLimitProblem(
  limit: number,
  driveAwayPrice: number | undefined,
): 'belowFloor' | 'outOfRange' | undefined {
  const range = creditLimitRange(driveAwayPrice);
  if (!Number.isFinite(limit) || limit > range.maximum) return 'outOfRange';
  if (limit < range.floor) return 'belowFloor';
  return undefined;
}

/** The maximum checkbox shows only below 150,000; ticked it sets 150,000, unticked the minimum. */
export function maximumCheckboxShown(limit: number): boolean {
  return limit < MAXIMUM_AUTOMATIC_CREDIT;
}
export function limitAfterMaximumCheckbox(ticked: boolean, driveAwayPrice: number | undefined): number {
  return ticked ? MAXIMUM_AUTOMATIC_CREDIT : creditLimitRange(driveAwayPrice).floor;
}

export interface GuaranteeAnswer {
  personalGuarantee?: YesNo;
  acknowledged?: boolean;
  soleTrader?: boolean;
}

/**
 * Statements are required when the limit is above 150,000 and the guarantee is not no, or when the
 * guarantee is no and acknowledged (journey §5).
 */
export function statementsRequired(limit: number, answer: GuaranteeAnswer): boolean {
  if (answer.personalGuarantee === 'no') return answer.acknowledged === true;
  return limit > MAXIMUM_AUTOMATIC_CREDIT;
}

/** A guarantee of no, not yet acknowledged, needs the confirmation dialog first (journey §4). */
export function guaranteeAcknowledgementNeeded(answer: GuaranteeAnswer): boolean {
  return !answer.soleTrader && answer.personalGuarantee === 'no' && answer.acknowledged !== true;
}
