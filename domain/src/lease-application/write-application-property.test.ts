import type { VehicleApplication } from '../application/vehicle-application';
import { aLeaseApplication } from './testing/lease-application.builder';
import { anOfficer, aPropertyWriteWorld as aWorld } from './testing/property-write-world';

const primary = anOfficer('user-1');
const secondary = anOfficer('user-2');

/** A standard application whose primary is user-1 and secondary user-2, at the given status. */
function anApplicationAt(status: 'reviewQuote' | 'businessDetails' | 'approvals' | undefined) {
  const application = aLeaseApplication().withPrimaryStatus(status).build();
  return {
    ...application,
    journey: {
      ...application.journey,
      primaryApplicant: { userId: 'user-1', confirmed: 'yes' },
      secondaryApplicant: { userId: 'user-2' },
    },
  } satisfies VehicleApplication;
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.error?.details?.reason;

describe('WriteApplicationProperty: status paths through the transition table', () => {
  it("moves the primary's status to the next step, audited as the customer", async () => {
    const signed = anApplicationAt('reviewQuote');
    const { run, stored, uow } = aWorld({
      ...signed,
      journey: { ...signed.journey, quoteSignature: 'completed' },
    });
    expect(await run(primary, 'status', 'businessDetails')).toEqual({ ok: true, value: { path: 'status' } });
    expect(stored().value.journey.status).toBe('businessDetails');
    expect(uow.audit).toEqual([
      expect.objectContaining({
        actor: 'customer:user-1',
        action: 'application.status.changed',
        details: expect.objectContaining({
          track: 'primary',
          from: 'reviewQuote',
          to: 'businessDetails',
        }),
      }),
    ]);
  });

  it('refuses to open Business Details before the quote is signed, and stores nothing', async () => {
    const { run, stored, uow } = aWorld(anApplicationAt('reviewQuote'));
    const result = await run(primary, 'status', 'businessDetails');
    expect(result.ok || result.error.code).toBe('NOT_ALLOWED');
    expect(reasonOf(result)).toBe('LEASE_APPLICATION.STEP_WORK_NOT_DONE');
    expect(stored().version).toBe(1);
    expect(uow.audit).toEqual([]);
  });

  it.each(['approvals', 'reviewAndSignContract', 'finished'])(
    'never lets a customer write the status %s, whose work is done by its own use case',
    async (to) => {
      const at = {
        approvals: 'businessDetails',
        reviewAndSignContract: 'approvals',
        finished: 'reviewAndSignContract',
      };
      const from = anApplicationAt(at[to as keyof typeof at] as 'businessDetails' | 'approvals');
      const { run, stored } = aWorld({
        ...from,
        journey: { ...from.journey, status: at[to as keyof typeof at] as never },
      });
      const result = await run(primary, 'status', to);
      expect(reasonOf(result)).toBe('LEASE_APPLICATION.STEP_WORK_NOT_DONE');
      expect(stored().version).toBe(1);
    },
  );

  it("starts the journey from an empty status (the home's Proceed)", async () => {
    const { run, stored } = aWorld(anApplicationAt(undefined));
    expect((await run(primary, 'status', 'reviewQuote')).ok).toBe(true);
    expect(stored().value.journey.status).toBe('reviewQuote');
  });

  it('moves a calculator application along the calculator track for its owner', async () => {
    const { run, stored } = aWorld(aLeaseApplication().ofType('calculator').build());
    expect((await run(primary, 'status', 'viewShortlist')).ok).toBe(true);
    expect((await run(primary, 'status', 'businessDetails')).ok).toBe(true);
    expect(stored().value.journey.status).toBe('businessDetails');
  });

  it('refuses a skipped step with the transition code and stores nothing', async () => {
    const { run, stored, uow } = aWorld(anApplicationAt('reviewQuote'));
    const result = await run(primary, 'status', 'finished');
    expect(result.ok || result.error.code).toBe('NOT_ALLOWED');
    expect(reasonOf(result)).toBe('LEASE_APPLICATION.TRANSITION_NOT_ALLOWED');
    expect(stored().version).toBe(1);
    expect(uow.audit).toEqual([]);
  });

  it('asks for nothing when Proceed names the step the application already stands at', async () => {
    const { run, stored } = aWorld(anApplicationAt('businessDetails'));
    expect((await run(primary, 'status', 'businessDetails')).ok).toBe(true);
    expect(stored().version).toBe(1);
  });

  it('refuses the secondary applicant the primary status', async () => {
    const { run, stored } = aWorld(anApplicationAt('reviewQuote'));
    const result = await run(secondary, 'status', 'businessDetails');
    expect(result.ok || result.error.code).toBe('FORBIDDEN');
    expect(reasonOf(result)).toBe('LEASE_APPLICATION.PROPERTY_NOT_YOURS');
    expect(stored().version).toBe(1);
  });

  it('lets the secondary applicant start the secondary track', async () => {
    const { run, stored } = aWorld(anApplicationAt('approvals'));
    expect((await run(secondary, 'statusSecondary', 'approvals')).ok).toBe(true);
    expect(stored().value.journey.statusSecondary).toBe('approvals');
  });

  it('refuses a status that is not text', async () => {
    const { run } = aWorld(anApplicationAt('reviewQuote'));
    const result = await run(primary, 'status', { to: 'businessDetails' });
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
  });
});

describe('WriteApplicationProperty: the allow-list', () => {
  it.each([
    ['statusCreditCheck', 'approved'],
    ['primaryApplicant.identityVerificationStatus', 'completed'],
    ['businessDetails', 'x'],
    ['businessDetails.financeDetails.completed', 'yes'],
    ['quoteSignature', 'completed'],
  ])('refuses the unlisted path %s and stores nothing', async (path, value) => {
    const { run, stored } = aWorld(anApplicationAt('businessDetails'));
    const result = await run(primary, path, value);
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
    expect(reasonOf(result)).toBe('LEASE_APPLICATION.PROPERTY_UNKNOWN');
    expect(stored().version).toBe(1);
  });

  it('refuses a path with a skipped level', async () => {
    const { write } = aWorld(anApplicationAt('businessDetails'));
    const result = await write.execute({
      user: primary,
      applicationId: 'app-1',
      path: { propertyFirst: 'businessDetails', propertySecond: null, propertyThird: 'annualRevenue' },
      value: '1',
    });
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
  });

  it('refuses a stranger before anything else is read', async () => {
    const { run } = aWorld(anApplicationAt('businessDetails'));
    const result = await run(anOfficer('user-9'), 'businessDetails.annualRevenue', '1200');
    expect(result.ok || result.error.code).toBe('FORBIDDEN');
  });
});

describe('WriteApplicationProperty: business and finance fields', () => {
  it.each([
    [
      'businessDetails.annualRevenue',
      '1200000.50',
      (s: VehicleApplication) => s.journey.businessDetails?.annualRevenue,
    ],
    [
      'businessDetails.entityDetails.businessContactNumber',
      '0491570156',
      (s: VehicleApplication) => s.journey.businessDetails?.entityDetails?.businessContactNumber,
    ],
    [
      'businessDetails.entityDetails.businessWebsite',
      'https://espresso.example',
      (s: VehicleApplication) => s.journey.businessDetails?.entityDetails?.businessWebsite,
    ],
    [
      'businessDetails.financeDetails.currentFleetSize',
      '12',
      (s: VehicleApplication) => s.journey.businessDetails?.financeDetails?.currentFleetSize,
    ],
    [
      'businessDetails.financeDetails.numberOfEmployees',
      '1200',
      (s: VehicleApplication) => s.journey.businessDetails?.financeDetails?.numberOfEmployees,
    ],
    [
      'businessDetails.financeDetails.purchaseMoreVehicles',
      'yes',
      (s: VehicleApplication) => s.journey.businessDetails?.financeDetails?.purchaseMoreVehicles,
    ],
    [
      'businessDetails.financeDetails.personalGuarantee',
      'no',
      (s: VehicleApplication) => s.journey.businessDetails?.financeDetails?.personalGuarantee,
    ],
  ])('writes %s on the business details step, audited by path only', async (path, value, read) => {
    const { run, stored, uow } = aWorld(anApplicationAt('businessDetails'));
    expect(await run(primary, path, value)).toEqual({ ok: true, value: { path } });
    expect(read(stored().value)).toBe(value);
    expect(stored().version).toBe(2);
    expect(uow.audit).toEqual([
      {
        actor: 'customer:user-1',
        action: 'application.property.changed',
        applicationId: 'app-1',
        at: '2026-02-01T10:00:00.000Z',
        details: { property: path },
      },
    ]);
  });

  it('takes the annual revenue as people type it, thousands separators and all, and stores the number', async () => {
    const { run, stored } = aWorld(anApplicationAt('businessDetails'));
    const path = 'businessDetails.annualRevenue';
    expect(await run(primary, path, '1,250,000')).toEqual({ ok: true, value: { path } });
    expect(stored().value.journey.businessDetails?.annualRevenue).toBe('1250000');
    expect(await run(primary, path, '12,50,000')).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    expect(stored().value.journey.businessDetails?.annualRevenue).toBe('1250000');
  });

  it.each([
    ['no', 3, 0],
    ['yes', 0, 1],
    ['yes', undefined, 1],
    ['yes', 4, 4],
  ] as const)(
    'answering %s to growing the fleet with %p vehicles planned plans %p, in the same write',
    async (answer, planned, expected) => {
      const application = anApplicationAt('approvals');
      application.journey = {
        ...application.journey,
        businessDetails: {
          financeDetails: {
            currentFleetSize: '3',
            ...(planned === undefined ? {} : { howManyVehicles: planned }),
          },
        },
      };
      const { run, stored } = aWorld(application);
      const path = 'businessDetails.financeDetails.purchaseMoreVehicles';
      expect((await run(primary, path, answer)).ok).toBe(true);
      expect(stored().value.journey.businessDetails?.financeDetails).toEqual({
        currentFleetSize: '3',
        purchaseMoreVehicles: answer,
        howManyVehicles: expected,
      });
      expect(stored().version).toBe(2);
    },
  );

  it('stores the planned vehicle count as a number and keeps the other finance details', async () => {
    const application = anApplicationAt('approvals');
    application.journey = {
      ...application.journey,
      businessDetails: { financeDetails: { currentFleetSize: '3' } },
    };
    const { run, stored } = aWorld(application);
    expect((await run(primary, 'businessDetails.financeDetails.howManyVehicles', '4')).ok).toBe(true);
    expect(stored().value.journey.businessDetails?.financeDetails).toEqual({
      currentFleetSize: '3',
      howManyVehicles: 4,
    });
  });

  it.each([
    ['businessDetails.annualRevenue', '', 'Field is required'],
    ['businessDetails.annualRevenue', 'lots', 'Field needs to be float'],
    ['businessDetails.entityDetails.businessContactNumber', '04915', 'Field value length must equal to 10'],
    [
      'businessDetails.financeDetails.currentFleetSize',
      '1000',
      'Field is invalid. A maximum of 3 numbers is permitted',
    ],
    ['businessDetails.financeDetails.numberOfEmployees', 'ten', 'Field needs to be digits'],
    ['businessDetails.financeDetails.howManyVehicles', '0', 'Field value must be at least 1'],
    ['businessDetails.financeDetails.personalGuarantee', 'maybe', "Field must be 'yes' or 'no'"],
    ['businessDetails.financeDetails.creditLimit', '80000', 'Field needs to be a whole number of dollars'],
    ['businessDetails.entityDetails.businessWebsite', ['https://a.example'], 'Field is invalid'],
  ])('refuses %s = %j with the field message and stores nothing', async (path, value, message) => {
    const { run, stored } = aWorld(anApplicationAt('businessDetails'));
    const result = await run(primary, path, value);
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
    expect(result.ok || result.error.details?.fields).toEqual({ value: [message] });
    expect(stored().version).toBe(1);
  });

  it('checks the business contact number by the region: NZ takes 9 to 12 digits', async () => {
    const application = anApplicationAt('businessDetails');
    application.journey.currentUser = { region: 'NZ' };
    const { run } = aWorld(application);
    expect((await run(primary, 'businessDetails.entityDetails.businessContactNumber', '021123456')).ok).toBe(
      true,
    );
  });

  it.each(['reviewQuote', undefined] as const)(
    'refuses business details while the application is at %s',
    async (status) => {
      const { run, stored } = aWorld(anApplicationAt(status));
      const result = await run(primary, 'businessDetails.annualRevenue', '1200');
      expect(result.ok || result.error.code).toBe('NOT_ALLOWED');
      expect(reasonOf(result)).toBe('LEASE_APPLICATION.PROPERTY_NOT_AT_THIS_STEP');
      expect(stored().version).toBe(1);
    },
  );

  it('refuses the secondary applicant the business details', async () => {
    const { run, stored } = aWorld(anApplicationAt('approvals'));
    const result = await run(secondary, 'businessDetails.financeDetails.currentFleetSize', '4');
    expect(result.ok || result.error.code).toBe('FORBIDDEN');
    expect(stored().version).toBe(1);
  });
});

describe('WriteApplicationProperty: credit limit and consent', () => {
  it('sets the credit limit through its own rules', async () => {
    const { run, stored, uow } = aWorld(anApplicationAt('businessDetails'));
    expect((await run(primary, 'businessDetails.financeDetails.creditLimit', 80000)).ok).toBe(true);
    expect(stored().value.journey.businessDetails?.financeDetails?.creditLimit).toBe(80000);
    expect(uow.audit.map((entry) => entry.action)).toEqual(['application.credit-limit.set']);
  });

  it("answers the credit limit's own refusal and stores nothing", async () => {
    const { run, stored } = aWorld(anApplicationAt('businessDetails'));
    const result = await run(primary, 'businessDetails.financeDetails.creditLimit', 600000);
    expect(reasonOf(result)).toBe('LEASE_APPLICATION.CREDIT_LIMIT_OUT_OF_RANGE');
    expect(stored().version).toBe(1);
  });

  it('does not let the review change the credit limit', async () => {
    const { run } = aWorld(anApplicationAt('approvals'));
    const result = await run(primary, 'businessDetails.financeDetails.creditLimit', 80000);
    expect(result.ok || result.error.code).toBe('NOT_ALLOWED');
  });

  it("records the primary's privacy consent on the review, and nothing else", async () => {
    const { run, stored } = aWorld(anApplicationAt('approvals'));
    expect((await run(primary, 'primaryApplicant.privacyConsent', 'confirmed')).ok).toBe(true);
    expect(stored().value.journey.primaryApplicant).toEqual({
      userId: 'user-1',
      confirmed: 'yes',
      privacyConsent: 'confirmed',
    });
    const refused = await run(primary, 'primaryApplicant.privacyConsent', 'declined');
    expect(refused.ok || refused.error.code).toBe('BAD_INPUT');
  });
});

describe('WriteApplicationProperty: two officers at once', () => {
  it('answers CONCURRENT_UPDATE to the write that read a version saved meanwhile', async () => {
    const { run, stored } = aWorld(anApplicationAt('businessDetails'));
    const answers = await Promise.all([
      run(primary, 'businessDetails.annualRevenue', '1200'),
      run(primary, 'businessDetails.financeDetails.currentFleetSize', '4'),
    ]);
    expect(answers.map((answer) => (answer.ok ? 'ok' : answer.error.code)).sort()).toEqual([
      'CONCURRENT_UPDATE',
      'ok',
    ]);
    expect(stored().version).toBe(2);
  });
});
