import {
  allOf,
  businessContactNumberRule,
  creditLimitRange,
  enteredAddressOf,
  guaranteeAcknowledgementNeeded,
  isSoleTrader,
  maxDigits,
  maxLength,
  MAXIMUM_AUTOMATIC_CREDIT,
  normalisePhoneNumber,
  number,
  required,
  statementsRequired,
  textOf,
  writablePropertyAt,
  type FieldRule,
  type Region,
  type YesNo,
} from '@lease-portal/domain';
import type { GetCreditApplicationQuery } from '../../../../gql/graphql';
import type { ChosenAddress } from '../../../../shared/address/AddressAutocomplete';
import type { UploadedFileRef } from '../../../../shared/upload/useFileUpload';
import { withoutNulls, type WithoutNulls } from '../../../../shared/organisation/without-nulls';

/** The accordion's three steps, in order (journey §2 'Business details accordion'). */
export const CREDIT_STEPS = ['entityDetails', 'cashflow', 'financeDetails'] as const;
export type CreditStep = (typeof CREDIT_STEPS)[number];

export const CREDIT_STEP_TITLES: Record<CreditStep, string> = {
  entityDetails: 'Business Details',
  cashflow: 'Business Cashflow Details',
  financeDetails: 'Other Details & Personal Guarantee',
};

type Answer = NonNullable<GetCreditApplicationQuery['getVehicleApplication']['vehicleApplication']>;
export type CreditApplication = WithoutNulls<Answer>;
type SavedEntityDetails = NonNullable<
  NonNullable<CreditApplication['scoreboard']['businessDetails']>['entityDetails']
>;
type SavedFinanceDetails = NonNullable<
  NonNullable<CreditApplication['scoreboard']['businessDetails']>['financeDetails']
>;

export function creditApplicationOf(answer: GetCreditApplicationQuery): CreditApplication | undefined {
  const application = answer.getVehicleApplication.vehicleApplication;
  return application ? withoutNulls(application) : undefined;
}

/** The legal business name shown read-only: as saved, else as the company lookup found it. */
export function legalBusinessNameOf(application: CreditApplication): string {
  const { scoreboard } = application;
  return (
    scoreboard.businessDetails?.entityDetails?.companyLegalName ||
    scoreboard.companyDetails?.companyLegalName ||
    scoreboard.companyDetails?.companyName ||
    scoreboard.entityDetails?.entityName ||
    ''
  );
}

export const soleTraderApplication = (application: CreditApplication): boolean =>
  isSoleTrader(application.scoreboard.entityDetails?.entityType);

/** The price the credit limit cannot fall below: the drive-away price, else the fiscal value (journey §9). */
export function vehiclePriceOf(application: CreditApplication): number | undefined {
  const { driveAwayPrice, fiscalValue } = application.scoreboard.leaseDetails ?? {};
  const price = driveAwayPrice || fiscalValue;
  return price && price > 0 ? price : undefined;
}

// ----- Step 1: Business Details ------------------------------------------------------------------

export interface EntityDetailsValues {
  legalAddress?: ChosenAddress;
  /** Whether the legal address is the register's, filled in for the customer to check (decision 2086). */
  legalAddressFromRegister?: boolean;
  tradingAddressSame: boolean;
  tradingAddress?: ChosenAddress;
  businessContactNumber: string;
  businessWebsite: string;
}

const ADDRESS_PARTS = [
  'streetNo',
  'streetName',
  'suburb',
  'state',
  'postCode',
  'country',
  'subPremise',
] as const;

export function entityDetailsValuesOf(saved: SavedEntityDetails | undefined): EntityDetailsValues {
  const fromRegister = registeredAddressOf(saved);
  const legalAddress: ChosenAddress | undefined = saved?.companyLegalAddress
    ? {
        fullAddress: saved.companyLegalAddress,
        ...Object.fromEntries(ADDRESS_PARTS.flatMap((part) => (saved[part] ? [[part, saved[part]]] : []))),
        ...(saved.countryCode === 'AU' || saved.countryCode === 'NZ'
          ? { countryCode: saved.countryCode }
          : {}),
      }
    : fromRegister;
  const tradingAddressSame = saved?.tradingAddressSame ?? true;
  return {
    legalAddress,
    ...(fromRegister && legalAddress === fromRegister ? { legalAddressFromRegister: true } : {}),
    tradingAddressSame,
    tradingAddress:
      !tradingAddressSame && saved?.tradingAddress ? { fullAddress: saved.tradingAddress } : undefined,
    businessContactNumber: saved?.businessContactNumber ?? '',
    businessWebsite: saved?.businessWebsite ?? '',
  };
}

/**
 * The registered address the register gave when the business was confirmed: the step's parts stored
 * without the address the customer confirms (companyLegalAddress), its text written by the domain.
 */
function registeredAddressOf(saved: SavedEntityDetails | undefined): ChosenAddress | undefined {
  if (!saved || saved.companyLegalAddress) return undefined;
  const countryCode =
    saved.countryCode === 'AU' || saved.countryCode === 'NZ' ? saved.countryCode : undefined;
  if (!countryCode) return undefined;
  const { subPremise, streetNo, streetName, suburb, state, postCode } = saved;
  return enteredAddressOf(countryCode, { subPremise, streetNo, streetName, suburb, state, postCode });
}

export type EntityDetailsField =
  'legalAddress' | 'tradingAddress' | 'businessContactNumber' | 'businessWebsite';

/** Journey §5: the contact number's regional lengths; the website has no rule but the server's 255. */
export function entityDetailsErrors(
  region: Region,
  values: EntityDetailsValues,
): Partial<Record<EntityDetailsField, string>> {
  const errors: Partial<Record<EntityDetailsField, string>> = {};
  const contact = businessContactNumberRule(region)(values.businessContactNumber);
  if (contact) errors.businessContactNumber = contact;
  const website = maxLength(255)(values.businessWebsite);
  if (website) errors.businessWebsite = website;
  if (!addressChosen(values.legalAddress)) errors.legalAddress = 'Choose the address from the list';
  if (!values.tradingAddressSame && !values.tradingAddress?.fullAddress)
    errors.tradingAddress = 'Choose the address from the list';
  return errors;
}

/** An address picked from the autocomplete, with the parts the step needs (journey §5). */
export function addressChosen(address: ChosenAddress | undefined): boolean {
  return Boolean(
    address?.fullAddress &&
    address.streetNo &&
    address.streetName &&
    address.suburb &&
    address.state &&
    address.postCode,
  );
}

/**
 * Journey §5: Next needs the name, the address chosen from the autocomplete, the trading address (or
 * same-as-legal), the contact number, street number, street name, suburb, state and post code.
 */
export function entityDetailsReady(region: Region, legalName: string, values: EntityDetailsValues): boolean {
  return textOf(legalName) !== '' && Object.keys(entityDetailsErrors(region, values)).length === 0;
}

/** The value step 1 saves (the agreed businessDetails.entityDetails section). */
export function entityDetailsValue(values: EntityDetailsValues): Record<string, string | boolean> {
  const legal = values.legalAddress!;
  const value: Record<string, string | boolean> = {
    companyLegalAddress: legal.fullAddress,
    tradingAddressSame: values.tradingAddressSame,
    tradingAddress: values.tradingAddressSame
      ? legal.fullAddress
      : (values.tradingAddress?.fullAddress ?? ''),
    businessContactNumber: normalisePhoneNumber(values.businessContactNumber),
    businessWebsite: textOf(values.businessWebsite),
  };
  for (const part of ADDRESS_PARTS) value[part] = legal[part] ?? '';
  value.countryCode = legal.countryCode ?? '';
  return value;
}

export function entityDetailsSaved(saved: SavedEntityDetails | undefined): boolean {
  return Boolean(saved?.companyLegalAddress && (saved.tradingAddressSame !== false || saved.tradingAddress));
}

// ----- Step 2: Business Cashflow Details ---------------------------------------------------------

/**
 * Journey §5: annual revenue is required and a number, thousands separators allowed; the very rule
 * the server applies to the path (decision 1220), which stores it without them.
 */
export const annualRevenueRule: FieldRule = (value) =>
  // The same in both regions.
  writablePropertyAt({ propertyFirst: 'businessDetails', propertySecond: 'annualRevenue' })!.rule('AU')(
    value,
  );

// ----- Step 3: Other Details & Personal Guarantee ------------------------------------------------

export interface FinanceValues {
  currentFleetSize: string;
  numberOfEmployees: string;
  purchaseMoreVehicles?: YesNo;
  howManyVehicles: number;
  valueOfApplication: number;
  maximum: boolean;
  fileUrls: UploadedFileRef[];
  personalGuarantee?: YesNo;
}

/**
 * The slider's range for the application's price, in whole dollars (the server's rule). The track
 * starts at the round step at or below the minimum, so each step lands on a round amount ($60,000,
 * not $64,889); a step below the price is held at the price.
 */
export function creditLimitSlider(price: number | undefined) {
  const range = creditLimitRange(price);
  const floor = Math.ceil(range.floor);
  const minimum = Math.min(Math.round(range.minimum), floor);
  return {
    ...range,
    floor,
    minimum,
    trackStart: Math.floor(minimum / range.step) * range.step,
    start: Math.max(Math.round(range.start), floor),
  };
}

/** A limit as the slider may hold it: whole dollars, never below the floor nor above the maximum. */
export function clampCreditLimit(limit: number, price: number | undefined): number {
  const { floor, maximum } = creditLimitSlider(price);
  return Math.min(Math.max(Math.round(limit), floor), maximum);
}

export function financeValuesOf(
  saved: Partial<SavedFinanceDetails> | undefined,
  price: number | undefined,
): FinanceValues {
  const limit = saved?.valueOfApplication ?? creditLimitSlider(price).start;
  return {
    currentFleetSize: saved?.currentFleetSize ?? '',
    numberOfEmployees: saved?.numberOfEmployees ?? '',
    purchaseMoreVehicles: saved?.purchaseMoreVehicles,
    howManyVehicles: saved?.howManyVehicles ?? (saved?.purchaseMoreVehicles === 'no' ? 0 : 1),
    valueOfApplication: clampCreditLimit(limit, price),
    maximum: saved?.maximum === true && limit === MAXIMUM_AUTOMATIC_CREDIT,
    fileUrls: (saved?.fileUrls ?? []).map(({ uuid, fileName, mimeType }) => ({ uuid, fileName, mimeType })),
    personalGuarantee: saved?.personalGuarantee,
  };
}

export type FinanceField = 'currentFleetSize' | 'numberOfEmployees';

/** Journey §5: fleet size 1 to 3 digits, employees 1 to 4. */
export const FINANCE_RULES: Record<FinanceField, ReturnType<typeof allOf>> = {
  currentFleetSize: allOf(required, number, maxDigits(3)),
  numberOfEmployees: allOf(required, number, maxDigits(4)),
};

export function financeErrors(values: FinanceValues): Partial<Record<FinanceField, string>> {
  const errors: Partial<Record<FinanceField, string>> = {};
  for (const field of Object.keys(FINANCE_RULES) as FinanceField[]) {
    const message = FINANCE_RULES[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Journey §5: Next needs the counts, the purchase-more answer and, unless a sole trader, a guarantee answer. */
export function financeReady(values: FinanceValues, soleTrader: boolean): boolean {
  return (
    Object.keys(financeErrors(values)).length === 0 &&
    values.purchaseMoreVehicles !== undefined &&
    (soleTrader || values.personalGuarantee !== undefined)
  );
}

/** Journey §4: yes sets the planned count to 1, no to 0. */
export function withPurchaseMore(values: FinanceValues, answer: YesNo): FinanceValues {
  return { ...values, purchaseMoreVehicles: answer, howManyVehicles: answer === 'yes' ? 1 : 0 };
}

/** The stepper never goes below 1 (journey §5), nor past 3 digits (decision 1220). */
export function withHowManyVehicles(values: FinanceValues, count: number): FinanceValues {
  const whole = Number.isFinite(count) ? Math.round(count) : 1;
  return { ...values, howManyVehicles: Math.min(Math.max(whole, 1), 999) };
}

/** A limit below 150,000 clears the maximum checkbox; the limit never falls below the floor (journey §4). */
export function withCreditLimit(
  values: FinanceValues,
  limit: number,
  price: number | undefined,
): FinanceValues {
  const valueOfApplication = clampCreditLimit(limit, price);
  return {
    ...values,
    valueOfApplication,
    maximum: valueOfApplication === MAXIMUM_AUTOMATIC_CREDIT ? values.maximum : false,
  };
}

/** Ticking maximum sets 150,000; unticking sets the slider's floor (journey §4, §9). */
export function withMaximum(
  values: FinanceValues,
  ticked: boolean,
  price: number | undefined,
): FinanceValues {
  const limit = ticked ? MAXIMUM_AUTOMATIC_CREDIT : creditLimitSlider(price).floor;
  return { ...values, maximum: ticked, valueOfApplication: clampCreditLimit(limit, price) };
}

/** The maximum checkbox shows below 150,000, and stays while it is ticked so it can be unticked. */
export function maximumShown(values: FinanceValues, price: number | undefined): boolean {
  return (
    creditLimitSlider(price).floor <= MAXIMUM_AUTOMATIC_CREDIT &&
    (values.valueOfApplication < MAXIMUM_AUTOMATIC_CREDIT || values.maximum)
  );
}

export type SubmitStep = 'confirmGuarantee' | 'documentsRequired' | 'submit';

/**
 * What Next does (journey §4 'Finance details', §5): a guarantee of no not yet acknowledged asks
 * first; statements are then required above 150,000 (or with an acknowledged no) before submitting.
 */
export function nextSubmitStep(
  values: FinanceValues,
  { soleTrader, acknowledged }: { soleTrader: boolean; acknowledged: boolean },
): SubmitStep {
  const answer = {
    soleTrader,
    acknowledged,
    ...(soleTrader || !values.personalGuarantee ? {} : { personalGuarantee: values.personalGuarantee }),
  };
  if (guaranteeAcknowledgementNeeded(answer)) return 'confirmGuarantee';
  if (statementsRequired(values.valueOfApplication, answer) && values.fileUrls.length === 0)
    return 'documentsRequired';
  return 'submit';
}

/** The section step 3 saves; `completed` 'yes' finishes the business details (journey §4). */
export function financeDetailsInput(values: FinanceValues, soleTrader: boolean, completed: boolean) {
  return {
    currentFleetSize: textOf(values.currentFleetSize),
    numberOfEmployees: textOf(values.numberOfEmployees),
    ...(values.purchaseMoreVehicles ? { purchaseMoreVehicles: values.purchaseMoreVehicles } : {}),
    howManyVehicles: values.purchaseMoreVehicles === 'yes' ? values.howManyVehicles : 0,
    valueOfApplication: values.valueOfApplication,
    maximum: values.maximum,
    fileUrls: values.fileUrls.map(({ uuid, fileName, mimeType }) => ({ uuid, fileName, mimeType })),
    ...(!soleTrader && values.personalGuarantee ? { personalGuarantee: values.personalGuarantee } : {}),
    ...(completed ? { completed: 'yes' } : {}),
  };
}

// ----- Restoring ---------------------------------------------------------------------------------

/** The steps saved before, counted complete on load (journey §4). */
export function savedSteps(application: CreditApplication): Set<CreditStep> {
  const details = application.scoreboard.businessDetails;
  const saved = new Set<CreditStep>();
  if (entityDetailsSaved(details?.entityDetails)) saved.add('entityDetails');
  if (textOf(details?.annualRevenue) !== '') saved.add('cashflow');
  if (details?.financeDetails?.completed === 'yes') saved.add('financeDetails');
  return saved;
}

/** A step opens once every step before it is saved (journey §2). */
export function stepUnlocked(step: CreditStep, saved: ReadonlySet<CreditStep>): boolean {
  return CREDIT_STEPS.slice(0, CREDIT_STEPS.indexOf(step)).every((before) => saved.has(before));
}

/** The step open on load: the first not saved yet. */
export function firstOpenStep(saved: ReadonlySet<CreditStep>): CreditStep | undefined {
  return CREDIT_STEPS.find((step) => !saved.has(step));
}
