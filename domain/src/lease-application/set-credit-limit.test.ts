import { SetCreditLimit } from './set-credit-limit';
import { InMemoryUnitOfWork } from './testing/in-memory-unit-of-work';
import { aLeaseApplication } from './testing/lease-application.builder';

const now = () => new Date('2026-02-01T10:00:00.000Z');

function withPrice(driveAwayPrice: number, maximum?: boolean) {
  const application = aLeaseApplication().withPrimaryStatus('businessDetails').build();
  application.journey.leaseDetails = { driveAwayPrice };
  application.journey.businessDetails = { financeDetails: { creditLimit: 150_000, maximum } };
  return new InMemoryUnitOfWork().given(application);
}

describe('SetCreditLimit', () => {
  it('stores a limit at or above the drive-away price, clearing the maximum below 150,000', async () => {
    const uow = withPrice(60_000, true);
    const result = await new SetCreditLimit(uow, now).execute({
      applicationId: 'app-1',
      userId: 'user-1',
      limit: 60_000,
    });
    expect(result).toEqual({ ok: true, value: { limit: 60_000 } });
    const finance = uow.applications.get('app-1')?.value.journey.businessDetails?.financeDetails;
    expect(finance).toEqual({ creditLimit: 60_000, maximum: false });
    expect(uow.audit.map((e) => e.action)).toEqual(['application.credit-limit.set']);
  });

  it('refuses a limit below the drive-away price with the specification message, storing nothing', async () => {
    const uow = withPrice(60_000);
    const result = await new SetCreditLimit(uow, now).execute({
      applicationId: 'app-1',
      userId: 'user-1',
      limit: 50_000,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe('Credit limit cannot be below the drive-away price.');
      expect(result.error.details?.reason).toBe('LEASE_APPLICATION.CREDIT_LIMIT_BELOW_FLOOR');
    }
    expect(uow.applications.get('app-1')?.version).toBe(1);
    expect(uow.audit).toEqual([]);
  });

  it('refuses a limit above the slider maximum', async () => {
    const result = await new SetCreditLimit(withPrice(60_000), now).execute({
      applicationId: 'app-1',
      userId: 'user-1',
      limit: 600_000,
    });
    expect(result.ok).toBe(false);
  });
});
