import {
  clampCreditLimit,
  creditLimitSlider,
  entityDetailsSaved,
  entityDetailsValuesOf,
  financeValuesOf,
  firstOpenStep,
  maximumShown,
  nextSubmitStep,
  savedSteps,
  stepUnlocked,
  withCreditLimit,
  withMaximum,
  type CreditApplication,
  type FinanceValues,
} from './credit-application-form';

const values = (overrides: Partial<FinanceValues> = {}): FinanceValues => ({
  currentFleetSize: '4',
  numberOfEmployees: '25',
  purchaseMoreVehicles: 'no',
  howManyVehicles: 0,
  valueOfApplication: 100_000,
  maximum: false,
  fileUrls: [],
  personalGuarantee: 'yes',
  ...overrides,
});
const aFile = { uuid: 'f-1', fileName: 'statements.pdf', mimeType: 'application/pdf' };

describe('the credit application’s rules', () => {
  it('ranges the slider from the price less 10% of the rest, floored at the price, up to 500,000', () => {
    expect(creditLimitSlider(58_990)).toMatchObject({
      minimum: 14_889,
      floor: 58_990,
      maximum: 500_000,
      step: 10_000,
      start: 58_990,
    });
    // Without a price: the stricter reading, 20,000, and the 50,000 default.
    expect(creditLimitSlider(undefined)).toMatchObject({ minimum: 20_000, floor: 20_000, start: 50_000 });
    // Whole dollars, as the server stores them.
    expect(creditLimitSlider(58_990.4).floor).toBe(58_991);
    expect(clampCreditLimit(10_000, 58_990)).toBe(58_990);
    expect(clampCreditLimit(900_000, 58_990)).toBe(500_000);
  });

  it('steps the slider in round amounts: its track starts at the round step below the minimum', () => {
    const { trackStart, step } = creditLimitSlider(58_990);
    expect(trackStart).toBe(10_000);
    const reachable = Array.from({ length: 5 }, (_, index) => trackStart + (index + 5) * step);
    expect(reachable).toEqual([60_000, 70_000, 80_000, 90_000, 100_000]);
    expect(creditLimitSlider(undefined).trackStart).toBe(20_000);
  });

  it('defaults the limit to the price and restores a saved one', () => {
    expect(financeValuesOf(undefined, 58_990).valueOfApplication).toBe(58_990);
    expect(financeValuesOf(undefined, undefined).valueOfApplication).toBe(50_000);
    expect(financeValuesOf({ valueOfApplication: 200_000 }, 58_990).valueOfApplication).toBe(200_000);
    expect(financeValuesOf({ purchaseMoreVehicles: 'yes' }, 58_990).howManyVehicles).toBe(1);
  });

  it('keeps the maximum checkbox to limits below 150,000, or while it is ticked', () => {
    expect(maximumShown(values({ valueOfApplication: 140_000 }), 58_990)).toBe(true);
    expect(maximumShown(values({ valueOfApplication: 160_000 }), 58_990)).toBe(false);
    const ticked = withMaximum(values(), true, 58_990);
    expect(ticked).toMatchObject({ maximum: true, valueOfApplication: 150_000 });
    expect(maximumShown(ticked, 58_990)).toBe(true);
    expect(withCreditLimit(ticked, 140_000, 58_990).maximum).toBe(false);
    expect(withMaximum(ticked, false, 58_990).valueOfApplication).toBe(58_990);
    // A price above 150,000 leaves no room for it.
    expect(maximumShown(values({ valueOfApplication: 160_000 }), 160_000)).toBe(false);
  });

  it('decides what Next does: the guarantee question, the statements, then the submit', () => {
    const soleTrader = false;
    expect(nextSubmitStep(values({ valueOfApplication: 150_000 }), { soleTrader, acknowledged: false })).toBe(
      'submit',
    );
    expect(nextSubmitStep(values({ valueOfApplication: 150_001 }), { soleTrader, acknowledged: false })).toBe(
      'documentsRequired',
    );
    expect(
      nextSubmitStep(values({ valueOfApplication: 150_001, fileUrls: [aFile] }), {
        soleTrader,
        acknowledged: false,
      }),
    ).toBe('submit');
    expect(nextSubmitStep(values({ personalGuarantee: 'no' }), { soleTrader, acknowledged: false })).toBe(
      'confirmGuarantee',
    );
    expect(nextSubmitStep(values({ personalGuarantee: 'no' }), { soleTrader, acknowledged: true })).toBe(
      'documentsRequired',
    );
    expect(
      nextSubmitStep(values({ personalGuarantee: 'no', fileUrls: [aFile] }), {
        soleTrader,
        acknowledged: true,
      }),
    ).toBe('submit');
    expect(
      nextSubmitStep(values({ personalGuarantee: undefined }), { soleTrader: true, acknowledged: false }),
    ).toBe('submit');
    expect(
      nextSubmitStep(values({ personalGuarantee: undefined, valueOfApplication: 200_000 }), {
        soleTrader: true,
        acknowledged: false,
      }),
    ).toBe('documentsRequired');
  });

  it('counts saved steps complete and unlocks each after the one before', () => {
    const application = (businessDetails: object) =>
      ({ applicationId: 'app-1', scoreboard: { businessDetails } }) as CreditApplication;
    const none = savedSteps(application({}));
    expect(firstOpenStep(none)).toBe('entityDetails');
    expect(stepUnlocked('cashflow', none)).toBe(false);
    const two = savedSteps(
      application({
        entityDetails: { companyLegalAddress: '12 Example Street', tradingAddressSame: true },
        annualRevenue: '1000',
      }),
    );
    expect([...two]).toEqual(['entityDetails', 'cashflow']);
    expect(stepUnlocked('financeDetails', two)).toBe(true);
    expect(firstOpenStep(two)).toBe('financeDetails');
    // A different trading address that was never given does not count.
    expect(
      savedSteps(
        application({
          entityDetails: { companyLegalAddress: '12 Example Street', tradingAddressSame: false },
        }),
      ).size,
    ).toBe(0);
  });
});

type SavedEntityDetails = NonNullable<Parameters<typeof entityDetailsValuesOf>[0]>;
/** The saved section as the query answers it, nulls read as absent. */
const savedOf = (fields: Partial<SavedEntityDetails>) => fields as SavedEntityDetails;

describe("the business details step's registered address (decision 2086)", () => {
  const fromRegister = savedOf({
    companyLegalName: 'HARBOUR CITY PLUMBING PTY LTD',
    streetNo: '12',
    streetName: 'Parramatta Road',
    suburb: 'Annandale',
    state: 'nsw',
    postCode: '2038',
    country: 'Australia',
    countryCode: 'AU',
  });

  it("starts with the register's address, written as the address service writes it, and marked as the register's", () => {
    expect(entityDetailsValuesOf(fromRegister)).toEqual({
      legalAddress: {
        fullAddress: '12 Parramatta Road, Annandale NSW 2038',
        streetNo: '12',
        streetName: 'Parramatta Road',
        suburb: 'Annandale',
        state: 'nsw',
        postCode: '2038',
        country: 'Australia',
        countryCode: 'AU',
      },
      legalAddressFromRegister: true,
      tradingAddressSame: true,
      tradingAddress: undefined,
      businessContactNumber: '',
      businessWebsite: '',
    });
    // Pre-filled is not saved: the step stays open until the customer saves it.
    expect(entityDetailsSaved(fromRegister)).toBe(false);
  });

  it('prefers the address the customer saved, and pre-fills nothing from parts the step would refuse', () => {
    const saved = entityDetailsValuesOf({
      ...fromRegister,
      companyLegalAddress: '1 Other Street, Sydney NSW 2000',
    });
    expect(saved.legalAddress?.fullAddress).toBe('1 Other Street, Sydney NSW 2000');
    expect(saved.legalAddressFromRegister).toBeUndefined();
    expect(entityDetailsValuesOf(savedOf({ ...fromRegister, postCode: '203' })).legalAddress).toBeUndefined();
    expect(
      entityDetailsValuesOf(savedOf({ ...fromRegister, countryCode: undefined })).legalAddress,
    ).toBeUndefined();
  });
});
