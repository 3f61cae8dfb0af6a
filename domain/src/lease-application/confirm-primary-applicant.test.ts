import { anOfficer, anOfficersApplication, anOfficersOrg, anOfficersWorld } from './testing/officers-world';

const ada = anOfficer();
const kim = anOfficer({ id: 'kim', email: 'kim@business.example', firstName: 'Kim' });

describe('ConfirmPrimaryApplicant', () => {
  it('confirms the signed-in primary from their user record and stores the answer about a second officer', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    const result = await world.confirmPrimary.execute({
      user: anOfficer({ contactNumber: '0499888777', lastName: 'Lovelace' }),
      vehicleApplicationStatus: 'Yes',
    });

    expect(result).toEqual({
      ok: true,
      value: {
        applicationId: 'app-ada',
        hasSecondaryApplicant: 'yes',
        primaryApplicant: {
          userId: 'ada',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@business.example',
          phone: '0499888777',
          confirmed: 'yes',
        },
      },
    });
    const stored = world.stored()!;
    expect(stored.version).toBe(2);
    expect(stored.value.journey.primaryApplicant?.confirmed).toBe('yes');
    expect(stored.value.journey.entityDetails).toMatchObject({
      abn: '51824753556',
      hasSecondaryApplicant: 'yes',
    });
    expect(world.unitOfWork.audit).toEqual([
      {
        actor: 'customer:ada',
        action: 'application.primary-applicant.confirmed',
        applicationId: 'app-ada',
        at: '2026-06-01T10:00:00.000Z',
        details: { userId: 'ada', hasSecondaryApplicant: 'yes' },
      },
    ]);
  });

  it.each([
    ['AU', 'IND'],
    ['NZ', 'Sole_Trader'],
  ] as const)('answers no for a sole trader (%s %s), who is not asked', async (region, entityType) => {
    const world = anOfficersWorld([anOfficersOrg({ region })]).given(
      anOfficersApplication().withEntity({ abn: '51824753556', entityType }).build(),
    );
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' });
    expect(result).toMatchObject({ ok: true, value: { hasSecondaryApplicant: 'no' } });
    expect(world.stored()!.value.journey.entityDetails?.hasSecondaryApplicant).toBe('no');
  });

  it.each([
    [undefined, 'Field is required'],
    ['', 'Field is required'],
    ['maybe', 'Field is invalid'],
  ])('requires a company’s officer to answer yes or no (%p), storing nothing', async (answer, message) => {
    const world = anOfficersWorld().given(anOfficersApplication().build());
    const before = world.snapshot();
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: answer });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'BAD_INPUT',
        details: {
          reason: 'LEASE_APPLICATION.OFFICER_INVALID',
          fields: { vehicleApplicationStatus: [message] },
        },
      },
    });
    expect(world.snapshot()).toEqual(before);
  });

  it('lets the owner of a calculator application without a primary confirm, naming them primary', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().fromTheCalculator().build());
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'no' });
    expect(result.ok).toBe(true);
    expect(world.stored()!.value.journey.primaryApplicant).toMatchObject({
      userId: 'ada',
      confirmed: 'yes',
    });
  });

  it('refuses anyone who is not Authorised Officer (1) with FORBIDDEN, the nominee’s predecessor included', async () => {
    const world = anOfficersWorld().given(
      anOfficersApplication()
        .withPrimary({ userId: 'kim', email: kim.email })
        .withSecondary({ userId: 'sec', email: 'sec@business.example' })
        .build(),
    );
    const before = world.snapshot();
    for (const user of [
      ada,
      anOfficer({ id: 'sec', email: 'sec@business.example' }),
      anOfficer({ id: 'kim', orgId: 'org-nz' }),
    ]) {
      const result = await world.confirmPrimary.execute({ user, vehicleApplicationStatus: 'yes' });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN', details: { reason: 'LEASE_APPLICATION.NOT_PRIMARY_APPLICANT' } },
      });
    }
    expect(world.snapshot()).toEqual(before);
  });

  it.each([undefined, 'reviewQuote', 'approvals'] as const)(
    'refuses outside business details (status %p) with NOT_ALLOWED',
    async (status) => {
      const world = anOfficersWorld().given(anOfficersApplication().withStatus(status).build());
      const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'NOT_ALLOWED', details: { reason: 'LEASE_APPLICATION.OFFICERS_NOT_AT_THIS_STEP' } },
      });
    },
  );

  it('refuses once the finance step is complete', async () => {
    const world = anOfficersWorld().given(
      anOfficersApplication()
        .withBoard({ businessDetails: { financeDetails: { completed: 'yes' } } })
        .build(),
    );
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
  });

  it('refuses before the business is confirmed (no ABN or no entity type)', async () => {
    for (const entityDetails of [{ entityType: 'PRV' }, { abn: '51824753556' }, undefined]) {
      const world = anOfficersWorld().given(anOfficersApplication().withEntity(entityDetails).build());
      const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' });
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'NOT_ALLOWED', details: { reason: 'LEASE_APPLICATION.BUSINESS_NOT_CONFIRMED' } },
      });
      expect(world.stored()!.version).toBe(1);
    }
  });

  it('refuses a business whose entity type cannot apply online, as the business step does', async () => {
    const world = anOfficersWorld().given(
      anOfficersApplication().withEntity({ abn: '51824753556', entityType: 'TRT' }).build(),
    );
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'no' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: 'LEASE_APPLICATION.ENTITY_TYPE_NOT_ALLOWED' } },
    });
    expect(world.stored()!.version).toBe(1);
  });

  it('refuses answering no once Authorised Officer (2) is nominated', async () => {
    const world = anOfficersWorld().given(
      anOfficersApplication()
        .confirmed('yes')
        .withSecondary({ userId: 'sec', email: 'sec@business.example' })
        .build(),
    );
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'no' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: 'LEASE_APPLICATION.SECONDARY_ALREADY_NAMED' } },
    });
    expect((await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' })).ok).toBe(
      true,
    );
  });

  it('answers CONCURRENT_UPDATE and writes nothing when the application was saved after the checks read it', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build());
    const read = world.deps.applications.ofUser;
    world.deps.applications.ofUser = async (userId) => {
      const found = await read(userId);
      // Someone saves between this read and the write.
      const stored = world.unitOfWork.applications.get('app-ada')!;
      world.unitOfWork.applications.set('app-ada', { ...stored, version: stored.version + 1 });
      return found;
    };
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' });
    expect(result).toMatchObject({ ok: false, error: { code: 'CONCURRENT_UPDATE' } });
    expect(world.unitOfWork.audit).toEqual([]);
  });

  it('acts on the newest of the user’s applications at business details', async () => {
    const older = anOfficersApplication().withId('app-old').build();
    const newer = {
      ...anOfficersApplication().withId('app-new').withStatus('approvals').build(),
      createdAt: '2026-05-20T00:00:00.000Z',
    };
    const world = anOfficersWorld().given(older).given(newer);
    const result = await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'no' });
    expect(result).toMatchObject({ ok: true, value: { applicationId: 'app-old' } });
  });
});
