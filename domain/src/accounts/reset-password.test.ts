import { TOKEN_EXPIRED_MESSAGE } from './account-errors';
import { GUESSABLE_PASSWORD_MESSAGE } from './guessable-passwords.port';
import { PASSWORD_MESSAGES } from './password-policy';
import { anOfficersOrg } from '../lease-application/testing/officers-world';
import { anAccountsWorld } from './testing/accounts-world';

const NEW_PASSWORD = 'Fresh2day!';

async function withResetLink() {
  const world = anAccountsWorld();
  const user = await world.aCustomer({ email: 'sam@fleetco.example', password: 'Lease2go!' });
  await world.issuePasswordResetLink.execute({
    orgId: 'org-au',
    email: user.email,
    purpose: 'reset-password',
  });
  const link = world.mailer.lastLinkTo(user.email)!;
  const reset = (changes: { email?: string; hash?: string; password?: string } = {}) =>
    world.resetPassword.execute({ email: link.email, hash: link.hash, password: NEW_PASSWORD, ...changes });
  const logIn = (password: string) =>
    world.logIn.execute({ orgId: 'org-au', email: user.email, password, clientAddress: '203.0.113.7' });
  return { world, user, link, reset, logIn };
}

const expired = { ok: false, error: expect.objectContaining({ message: TOKEN_EXPIRED_MESSAGE }) };

describe('ResetPassword', () => {
  it('sets the new password, so the old one no longer signs in', async () => {
    const { reset, logIn } = await withResetLink();
    expect(await reset()).toEqual({ ok: true, value: undefined });
    expect((await logIn(NEW_PASSWORD)).ok).toBe(true);
    expect((await logIn('Lease2go!')).ok).toBe(false);
  });

  it.each(
    Object.entries({
      tooShort: 'Ab1cdef',
      noUpperCase: 'lease2go!',
      noLowerCase: 'LEASE2GO!',
      noNumber: 'LeaseToGo!',
      repeatedCharacters: 'Leeease2go',
    }),
  )('answers the policy message %s and changes nothing', async (rule, password) => {
    const { reset, logIn } = await withResetLink();
    const result = await reset({ password });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT', message: PASSWORD_MESSAGES[rule as keyof typeof PASSWORD_MESSAGES] },
    });
    expect((await logIn('Lease2go!')).ok).toBe(true);
    expect((await reset()).ok).toBe(true);
  });

  it('lists every broken rule, one a line', async () => {
    const { reset } = await withResetLink();
    const result = await reset({ password: 'aaa' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        message: [
          'Min password length of 8 characters',
          'A least (1) upper case letter',
          'A least (1) number, embedded in the password',
          'Max 2 consecutive identical characters',
        ].join('\n'),
      },
    });
  });

  it('audits the link sent and the password set, each with its actor', async () => {
    const { world, user, reset } = await withResetLink();
    await reset();
    expect(await world.audit.ofSubject(`user:${user.id}`)).toEqual([
      expect.objectContaining({ actor: 'visitor', action: 'account.password-link.sent' }),
      expect.objectContaining({ actor: `customer:${user.id}`, action: 'account.password.set' }),
    ]);
  });

  it('refuses a common password that meets every rule, keeping the link and the old password', async () => {
    const { reset, logIn } = await withResetLink();
    for (const password of ['Passw0rd', 'Sam@fleetco1']) {
      expect(await reset({ password })).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'BAD_INPUT', message: GUESSABLE_PASSWORD_MESSAGE }),
      });
    }
    expect((await logIn('Lease2go!')).ok).toBe(true);
    expect(await reset()).toEqual({ ok: true, value: undefined });
  });

  it('hands the check the customer’s full name and the organisation’s trading name as phrases', async () => {
    const { world, user, reset } = await withResetLink();
    world.orgProfiles.profiles.push(anOfficersOrg({ name: 'Southern Cross Fleet' }));
    const checked: string[][] = [];
    const spy = { isTooGuessable: async (_password: string, phrases: string[]) => !!checked.push(phrases) };
    (world.resetPassword as unknown as { deps: { guessable: typeof spy } }).deps.guessable = spy;
    await reset();
    expect(checked).toEqual([
      [user.email, 'Sam', 'Driver', 'Sam Driver', 'Driver Sam', 'Southern Cross Fleet', 'Fleet Co'],
    ]);
  });

  it('works once: the same link a second time has expired', async () => {
    const { reset } = await withResetLink();
    expect((await reset()).ok).toBe(true);
    expect(await reset({ password: 'Other2day!' })).toEqual(expired);
  });

  it('answers the expired message after an hour', async () => {
    const { world, reset } = await withResetLink();
    world.clock.advanceMinutes(60);
    expect(await reset()).toEqual(expired);
  });

  it('answers the expired message for an unknown hash or another address, without saying which', async () => {
    const { reset } = await withResetLink();
    expect(await reset({ hash: 'token-999' })).toEqual(expired);
    expect(await reset({ hash: '' })).toEqual(expired);
    expect(await reset({ email: 'someone@else.example' })).toEqual(expired);
    expect((await reset({ email: 'SAM@fleetco.example' })).ok).toBe(true);
  });

  it('retires an earlier link when a newer one is sent', async () => {
    const { world, user, reset } = await withResetLink();
    await world.issuePasswordResetLink.execute({
      orgId: 'org-au',
      email: user.email,
      purpose: 'reset-password',
    });
    expect(await reset()).toEqual(expired);
    const newer = world.mailer.lastLinkTo(user.email)!;
    expect((await reset({ hash: newer.hash })).ok).toBe(true);
  });

  it('ends every session of the user and lifts the login lock', async () => {
    const { world, reset, logIn } = await withResetLink();
    const before = await logIn('Lease2go!');
    if (!before.ok) throw before.error;
    for (let i = 0; i < 5; i++) await logIn('Wrong2go!');
    expect(await logIn('Lease2go!')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect((await reset()).ok).toBe(true);
    expect(await world.resolveSession.execute(before.value.token, 'org-au')).toBeUndefined();
    expect((await logIn(NEW_PASSWORD)).ok).toBe(true);
  });
});

describe('CheckPasswordLink', () => {
  it('says a fresh link can set a password, and changes nothing', async () => {
    const { world, link, reset } = await withResetLink();
    expect(await world.checkPasswordLink.execute({ email: link.email, hash: link.hash })).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await reset()).ok).toBe(true);
  });

  it('says a used, expired, unknown or someone else’s link has expired, before anything is typed', async () => {
    const used = await withResetLink();
    await used.reset();
    const check = (world: typeof used.world, email: string, hash: string) =>
      world.checkPasswordLink.execute({ email, hash });
    expect(await check(used.world, used.link.email, used.link.hash)).toEqual(expired);

    const late = await withResetLink();
    late.world.clock.advanceMinutes(60);
    expect(await check(late.world, late.link.email, late.link.hash)).toEqual(expired);

    const other = await withResetLink();
    expect(await check(other.world, 'someone@else.example', other.link.hash)).toEqual(expired);
    expect(await check(other.world, other.link.email, 'not-the-secret')).toEqual(expired);
    expect(await check(other.world, other.link.email, '')).toEqual(expired);
  });
});
