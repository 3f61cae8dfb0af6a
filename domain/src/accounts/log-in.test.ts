import { LOGIN_FAILED_MESSAGE } from './account-errors';
import { LOGIN_THROTTLE } from './login-throttle';
import { anAccountsWorld } from './testing/accounts-world';

const PASSWORD = 'Lease2go!';

async function signedUp() {
  const world = anAccountsWorld();
  const user = await world.aCustomer({ password: PASSWORD, email: 'sam@fleetco.example' });
  const attempt = (changes: { email?: string; password?: string; clientAddress?: string } = {}) =>
    world.logIn.execute({
      orgId: 'org-au',
      email: 'sam@fleetco.example',
      password: PASSWORD,
      clientAddress: '203.0.113.7',
      ...changes,
    });
  return { world, user, attempt };
}

describe('LogIn', () => {
  it('answers a token, the user and the end of an inactivity timeout of 30 minutes', async () => {
    const { world, user, attempt } = await signedUp();
    const result = await attempt({ email: '  SAM@FleetCo.example ' });
    expect(result).toEqual({
      ok: true,
      value: { token: 'token-1', expiresAt: '2026-05-04T09:31:00.000Z', user },
    });
    const [session] = [...world.sessions.sessions.values()];
    expect(session).toMatchObject({ userId: user.id, tokenDigest: 'digest(token-1)' });
  });

  it('gives a wrong password and an unknown address the same answer, verifying a hash either way', async () => {
    const { world, attempt } = await signedUp();
    const wrongPassword = await attempt({ password: 'Wrong2go!' });
    const unknown = await attempt({ email: 'nobody@fleetco.example' });
    expect(wrongPassword).toEqual(unknown);
    expect(wrongPassword).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED', message: LOGIN_FAILED_MESSAGE },
    });
    expect(world.hasher.verified).toHaveLength(2);
    expect(world.sessions.sessions.size).toBe(0);
  });

  it('refuses a user who has not chosen a password yet', async () => {
    const world = anAccountsWorld();
    await world.aCustomer({ email: 'new@fleetco.example' });
    const result = await world.logIn.execute({
      orgId: 'org-au',
      email: 'new@fleetco.example',
      password: '',
      clientAddress: '203.0.113.7',
    });
    expect(result).toMatchObject({ ok: false, error: { message: LOGIN_FAILED_MESSAGE } });
  });

  it('makes the account wait after 5 failures, even with the right password, until the window ends', async () => {
    const { world, attempt } = await signedUp();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect(await attempt({ password: 'Wrong2go!', clientAddress: `198.51.100.${i}` })).toMatchObject({
        ok: false,
        error: { code: 'UNAUTHENTICATED' },
      });
    }
    const locked = await attempt();
    expect(locked).toMatchObject({
      ok: false,
      error: {
        code: 'RATE_LIMITED',
        message:
          'Too many unsuccessful login attempts. Please wait 15 minutes and try again, or reset your password.',
      },
    });
    world.clock.advanceMinutes(15);
    expect((await attempt()).ok).toBe(true);
  });

  it('makes an address wait after 20 failures across accounts, while other addresses sign in', async () => {
    const { attempt } = await signedUp();
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      await attempt({ email: `guess-${i}@fleetco.example`, password: 'Wrong2go!' });
    }
    expect(await attempt()).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect((await attempt({ clientAddress: '192.0.2.1' })).ok).toBe(true);
  });

  it('forgets earlier failures of the account after a successful login', async () => {
    const { attempt } = await signedUp();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) await attempt({ password: 'Wrong2go!' });
    expect((await attempt()).ok).toBe(true);
    await attempt({ password: 'Wrong2go!' });
    expect((await attempt()).ok).toBe(true);
  });

  it('does not count successful logins against the address, so an office behind one address signs in', async () => {
    const { attempt } = await signedUp();
    for (let i = 0; i < LOGIN_THROTTLE.perAddress + 5; i++) expect((await attempt()).ok).toBe(true);
  });

  it('audits a sign-in and a sign-out as the customer’s, and nothing of a failed attempt', async () => {
    const { world, user, attempt } = await signedUp();
    await attempt({ password: 'Wrong2go!' });
    const signedIn = await attempt();
    if (!signedIn.ok) throw signedIn.error;
    await world.logOut.execute(signedIn.value.token);
    expect(await world.audit.ofSubject(`user:${user.id}`)).toEqual([
      expect.objectContaining({ actor: `customer:${user.id}`, action: 'account.signed-in' }),
      expect.objectContaining({ actor: `customer:${user.id}`, action: 'account.signed-out' }),
    ]);
  });

  it('signs in to one organisation only', async () => {
    const { attempt, world } = await signedUp();
    const elsewhere = await world.logIn.execute({
      orgId: 'org-nz',
      email: 'sam@fleetco.example',
      password: PASSWORD,
      clientAddress: '203.0.113.7',
    });
    expect(elsewhere.ok).toBe(false);
    expect((await attempt()).ok).toBe(true);
  });
});
