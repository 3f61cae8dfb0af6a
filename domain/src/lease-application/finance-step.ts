import type { FinanceDetails, ApplicationJourney, YesNo } from '../application/application-journey';
import { isSoleTrader } from '../business/entity-type';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { allOf, isBlank, textOf, type FieldRule } from '../validation/field-rule';
import { maxDigits, number, required } from '../validation/field-rules';
import type { SectionErrors } from './business-details-errors';
import {
  COMPLETED_MESSAGE,
  isPlainObject,
  isText,
  MAXIMUM_LIMIT_MESSAGE,
  MAXIMUM_STATEMENT_FILES,
  PLANNED_AT_LEAST_ONE_MESSAGE,
  PLANNED_NONE_MESSAGE,
  STATEMENTS_REQUIRED_MESSAGE,
  TOO_MANY_STATEMENTS_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
} from './business-sections';
import {
  CREDIT_LIMIT_BELOW_FLOOR_MESSAGE,
  creditLimitProblem,
  MAXIMUM_AUTOMATIC_CREDIT,
  statementsRequired,
} from './credit-limit';
import { CREDIT_LIMIT_MESSAGE, INVALID_VALUE_MESSAGE, YES_NO_MESSAGE } from './writable-properties';

/** The business details accordion's last step (journey §4 'Finance details', §5; decision 1247). */

const FINANCE_KEYS: readonly string[] = [
  'currentFleetSize',
  'numberOfEmployees',
  'purchaseMoreVehicles',
  'howManyVehicles',
  'creditLimit',
  'maximum',
  'fileUrls',
  'personalGuarantee',
  'completed',
];

export interface FinanceStep {
  /** The section to store, but for its files, which the caller reads from the uploads. */
  finance: Omit<FinanceDetails, 'fileUrls'>;
  fileUuids: string[];
  /** Next (completed 'yes') ends the section; Save & Close stores it only. */
  completed: boolean;
}

export interface FinanceContext {
  soleTrader: boolean;
  /** The floor of the credit limit: the drive-away price, else the fiscal value. */
  driveAwayPrice: number | undefined;
}

const yesNo = (value: unknown): value is YesNo => value === 'yes' || value === 'no';
const absent = (value: unknown) => value === undefined || value === null;

/**
 * The finance step's section (journey §4 'Finance details', §5, credit-limit.ts), or every field's
 * message (keys 'financeDetails.<field>'). Save & Close stores what is filled in, each value under its
 * rule; Next (completed 'yes') also needs every answer, and the statements the limit calls for.
 */
export function financeStepOf(
  input: unknown,
  context: FinanceContext,
): { step: FinanceStep } | { errors: SectionErrors } {
  if (!isPlainObject(input)) return { errors: { financeDetails: FIELD_MESSAGES.required } };
  const errors: SectionErrors = {};
  const at = (field: string, message: string | undefined) => {
    if (message !== undefined && !errors[`financeDetails.${field}`])
      errors[`financeDetails.${field}`] = message;
  };
  for (const key of Object.keys(input)) {
    if (!FINANCE_KEYS.includes(key)) at(key, UNKNOWN_FIELD_MESSAGE);
  }

  const completedText = input.completed ?? '';
  if (completedText !== '' && completedText !== 'yes') at('completed', COMPLETED_MESSAGE);
  const completed = completedText === 'yes';
  const needed = (rule: FieldRule): FieldRule => (completed ? allOf(required, rule) : rule);

  const counts = [
    ['currentFleetSize', maxDigits(3)],
    ['numberOfEmployees', maxDigits(4)],
  ] as const;
  for (const [field, rule] of counts) {
    const given = input[field];
    at(field, isText(given) ? needed(allOf(number, rule))(given) : INVALID_VALUE_MESSAGE);
  }

  const purchaseMore = input.purchaseMoreVehicles;
  if (!absent(purchaseMore) && !yesNo(purchaseMore)) at('purchaseMoreVehicles', YES_NO_MESSAGE);
  else if (completed && absent(purchaseMore)) at('purchaseMoreVehicles', FIELD_MESSAGES.required);

  const planned = input.howManyVehicles;
  if (!absent(planned) && !(typeof planned === 'number' && Number.isInteger(planned) && planned >= 0)) {
    at('howManyVehicles', FIELD_MESSAGES.number);
  } else if (typeof planned === 'number' && planned > 999) {
    at('howManyVehicles', maxDigits(3)(String(planned)));
  } else if (purchaseMore === 'yes' && (absent(planned) || (planned as number) < 1)) {
    at('howManyVehicles', PLANNED_AT_LEAST_ONE_MESSAGE);
  } else if (purchaseMore === 'no' && !absent(planned) && planned !== 0) {
    at('howManyVehicles', PLANNED_NONE_MESSAGE);
  }

  const limit = input.creditLimit;
  if (absent(limit)) {
    if (completed) at('creditLimit', FIELD_MESSAGES.required);
  } else if (!(typeof limit === 'number' && Number.isInteger(limit) && limit >= 0)) {
    at('creditLimit', CREDIT_LIMIT_MESSAGE);
  } else {
    const problem = creditLimitProblem(limit, context.driveAwayPrice);
    if (problem === 'belowFloor') at('creditLimit', CREDIT_LIMIT_BELOW_FLOOR_MESSAGE);
    if (problem === 'outOfRange') at('creditLimit', 'The credit limit can be at most 500,000.');
  }
  const maximum = input.maximum;
  if (!absent(maximum) && typeof maximum !== 'boolean') at('maximum', INVALID_VALUE_MESSAGE);
  else if (maximum === true && limit !== MAXIMUM_AUTOMATIC_CREDIT) at('maximum', MAXIMUM_LIMIT_MESSAGE);

  // Hidden for sole traders (journey §2): whatever a sole trader's browser sends is not stored.
  const guarantee = context.soleTrader ? undefined : input.personalGuarantee;
  if (!absent(guarantee) && !yesNo(guarantee)) at('personalGuarantee', YES_NO_MESSAGE);
  else if (completed && !context.soleTrader && absent(guarantee))
    at('personalGuarantee', FIELD_MESSAGES.required);

  const files = input.fileUrls ?? [];
  const uuids = Array.isArray(files)
    ? files.map((file) => (isPlainObject(file) && typeof file.uuid === 'string' ? file.uuid.trim() : ''))
    : undefined;
  if (!uuids || uuids.some((uuid) => uuid === '' || uuid.length > 100)) at('fileUrls', INVALID_VALUE_MESSAGE);
  else if (uuids.length > MAXIMUM_STATEMENT_FILES) at('fileUrls', TOO_MANY_STATEMENTS_MESSAGE);
  else if (new Set(uuids).size !== uuids.length) at('fileUrls', INVALID_VALUE_MESSAGE);

  // Next with a guarantee of no has been acknowledged: that is the only way the page submits it (§4).
  if (completed && typeof limit === 'number' && uuids?.length === 0) {
    const answer = yesNo(guarantee) ? { personalGuarantee: guarantee, acknowledged: true } : {};
    if (statementsRequired(limit, answer)) at('fileUrls', STATEMENTS_REQUIRED_MESSAGE);
  }
  if (Object.keys(errors).length > 0) return { errors };

  const textIfGiven = (field: 'currentFleetSize' | 'numberOfEmployees') =>
    isBlank(input[field]) ? {} : { [field]: textOf(input[field]) };
  const count = purchaseMore === 'no' ? 0 : (planned as number | undefined | null);
  return {
    step: {
      finance: {
        ...textIfGiven('currentFleetSize'),
        ...textIfGiven('numberOfEmployees'),
        ...(yesNo(purchaseMore) ? { purchaseMoreVehicles: purchaseMore } : {}),
        ...(absent(count) ? {} : { howManyVehicles: count as number }),
        ...(absent(limit) ? {} : { creditLimit: limit as number }),
        maximum: maximum === true,
        ...(yesNo(guarantee) ? { personalGuarantee: guarantee } : {}),
        ...(completed ? { completed: 'yes' as const } : {}),
      },
      fileUuids: uuids ?? [],
      completed,
    },
  };
}

/** Whether the stored business is a sole trader, whose finance step has no guarantee (journey §6). */
export const isSoleTraderApplication = (journey: ApplicationJourney): boolean =>
  isSoleTrader(journey.entityDetails?.entityType);
