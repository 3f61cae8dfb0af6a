import { anApplication } from '../application/vehicle-application.builder';
import { anAccountsWorld } from './testing/accounts-world';

async function aWorld() {
  const world = anAccountsWorld();
  const owner = await world.aCustomer({ id: 'owner-1', orgId: 'org-1' });
  const primary = await world.aCustomer({ id: 'primary-1', orgId: 'org-1' });
  const secondary = await world.aCustomer({ id: 'secondary-1', orgId: 'org-1' });
  const stranger = await world.aCustomer({ id: 'stranger-1', orgId: 'org-1' });
  world.applications.add(
    anApplication()
      .ownedBy('owner-1')
      .withPrimary({ userId: 'primary-1', email: 'p@example.com' })
      .withSecondary({ userId: 'secondary-1' })
      .build(),
  );
  return { world, owner, primary, secondary, stranger };
}

describe('AuthoriseApplicant', () => {
  it('lets the owner, the primary and the secondary applicant act on the application', async () => {
    const { world, owner, primary, secondary } = await aWorld();
    for (const [user, access] of [
      [owner, 'owner'],
      [primary, 'primary'],
      [secondary, 'secondary'],
    ] as const) {
      expect(await world.authoriseApplicant.execute(user, 'app-1')).toMatchObject({
        ok: true,
        value: { access },
      });
    }
  });

  it('refuses anyone else, and an unknown application, with the same FORBIDDEN', async () => {
    const { world, stranger } = await aWorld();
    const someoneElses = await world.authoriseApplicant.execute(stranger, 'app-1');
    const unknown = await world.authoriseApplicant.execute(stranger, 'no-such-app');
    expect(someoneElses).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(unknown).toEqual(someoneElses);
  });

  it('refuses a user of another organisation with the same id', async () => {
    const world = anAccountsWorld();
    const impostor = await world.aCustomer({ id: 'owner-1', orgId: 'org-2' });
    world.applications.add(anApplication().ownedBy('owner-1').build());
    expect((await world.authoriseApplicant.execute(impostor, 'app-1')).ok).toBe(false);
  });
});
