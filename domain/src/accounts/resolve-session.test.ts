import { anAccountsWorld } from './testing/accounts-world';

async function signedIn(timeoutMinutes?: number) {
  const world = anAccountsWorld({ timeoutMinutes });
  const user = await world.aCustomer({ password: 'Lease2go!', email: 'sam@fleetco.example' });
  const result = await world.logIn.execute({
    orgId: 'org-au',
    email: user.email,
    password: 'Lease2go!',
    clientAddress: '203.0.113.7',
  });
  if (!result.ok) throw result.error;
  return { world, user, token: result.value.token };
}

describe('ResolveSession', () => {
  it('finds the user of a token', async () => {
    const { world, user, token } = await signedIn();
    expect((await world.resolveSession.execute(token, 'org-au'))?.user).toEqual(user);
  });

  it('finds nobody on another organisation’s portal, and does not slide the session there', async () => {
    const { world, token } = await signedIn();
    const before = (await world.resolveSession.execute(token, 'org-au'))!.session.expiresAt;
    world.clock.advanceMinutes(5);
    expect(await world.resolveSession.execute(token, 'org-nz')).toBeUndefined();
    expect(await world.resolveSession.execute(token, 'default')).toBeUndefined();
    expect([...world.sessions.sessions.values()][0]?.expiresAt).toBe(before);
  });

  it('finds nobody for no token or an unknown one', async () => {
    const { world } = await signedIn();
    expect(await world.resolveSession.execute(undefined, 'org-au')).toBeUndefined();
    expect(await world.resolveSession.execute('token-999', 'org-au')).toBeUndefined();
  });

  it('ends the session after 30 minutes without a call', async () => {
    const { world, token } = await signedIn();
    world.clock.advanceMinutes(29);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeDefined();
    world.clock.advanceMinutes(31);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeUndefined();
  });

  it('slides: every call restarts the 30 minutes', async () => {
    const { world, token } = await signedIn();
    for (let call = 0; call < 6; call++) {
      world.clock.advanceMinutes(25);
      expect(await world.resolveSession.execute(token, 'org-au')).toMatchObject({
        session: { expiresAt: new Date(world.clock.now().getTime() + 31 * 60_000).toISOString() },
      });
    }
  });

  it('writes activity at most once a minute, and still slides to the minute', async () => {
    const { world, token } = await signedIn();
    const stored = async () => (await world.resolveSession.execute(token, 'org-au'))!.session.lastSeenAt;
    const first = await stored();
    const later = (seconds: number) =>
      world.clock.set(new Date(world.clock.now().getTime() + seconds * 1000));
    later(30);
    expect(await stored()).toBe(first);
    later(31);
    expect(await stored()).not.toBe(first);
  });

  it('takes the timeout from the configuration', async () => {
    const { world, token } = await signedIn(5);
    world.clock.advanceMinutes(5);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeDefined();
    world.clock.advanceMinutes(6);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeUndefined();
  });

  it('never ends a session sooner than the timeout after its last call, though calls are written once a minute', async () => {
    const { world, token } = await signedIn(1);
    const later = (seconds: number) =>
      world.clock.set(new Date(world.clock.now().getTime() + seconds * 1000));
    for (let call = 0; call < 30; call++) {
      later(10);
      expect(await world.resolveSession.execute(token, 'org-au')).toBeDefined();
    }
    later(59);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeDefined();
    later(121);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeUndefined();
  });

  it('ends any session 12 hours after sign-in, however active', async () => {
    const { world, token } = await signedIn();
    for (let call = 0; call < 35; call++) {
      world.clock.advanceMinutes(20);
      expect(await world.resolveSession.execute(token, 'org-au')).toBeDefined();
    }
    world.clock.advanceMinutes(20);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeUndefined();
  });

  it('refuses a session that was logged out', async () => {
    const { world, token } = await signedIn();
    expect(await world.logOut.execute(token)).toBe(true);
    expect(await world.resolveSession.execute(token, 'org-au')).toBeUndefined();
    expect(await world.logOut.execute(token)).toBe(false);
    expect(await world.logOut.execute(undefined)).toBe(false);
  });
});
