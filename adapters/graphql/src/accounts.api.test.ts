import { GetOrgProfilesByDomain, TOKEN_EXPIRED_MESSAGE } from '@lease-portal/domain';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import type { GraphqlContext } from './context';
import { sessionContextFor } from './session-context';
import { accountsDependenciesOf } from './testing/accounts-test-support';
import { aFleetCoProfile, aTestServer, InMemoryOrgProfiles } from './testing/test-server';

const aKiwiFleetProfile = {
  ...aFleetCoProfile(),
  orgId: 'kiwi-fleet',
  region: 'NZ' as const,
  whiteLabel: { region: 'NZ' as const, enableWhiteLabel: true, domains: ['lease.kiwifleet.co.nz'] },
};

const HOST = 'lease.fleetco.com.au';
const PASSWORD = 'Lease2go!';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { token expiresAt user { id email firstName organisation { orgId } whiteLabel { region } } }
}`;
const USER = 'query ($email: String!) { user(email: $email, appCode: "portal") { id email } }';
const LOGOUT = 'mutation { logout }';
const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation ($email: String!, $hash: String!, $password: String!) {
  resetPassword(email: $email, hash: $hash, password: $password) { error }
}`;

const PASSWORD_LINK = `query ($email: String!, $hash: String!) { passwordLink(email: $email, hash: $hash) { error } }`;

/** The API as a browser meets it: each request's context made from its headers, as the server does. */
async function anApi() {
  const world = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const user = await world.aCustomer({ orgId: 'fleet-co', email: 'sam@fleetco.example', password: PASSWORD });
  const { server } = aTestServer({ accounts: accountsDependenciesOf(world) });
  const call = async (
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    clientAddress = '203.0.113.7',
    host = HOST,
  ) => {
    const contextValue: GraphqlContext = await sessionContextFor(
      { host, ...(token ? { authorization: `Bearer ${token}` } : {}), clientAddress },
      world.resolveSession,
      new GetOrgProfilesByDomain(new InMemoryOrgProfiles([aFleetCoProfile(), aKiwiFleetProfile])),
    );
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      data: data as Record<string, Record<string, unknown> | null> | null | undefined,
      errors,
      code: errors?.[0]?.extensions?.code,
      message: errors?.[0]?.message,
    };
  };
  const logIn = async (password = PASSWORD, clientAddress?: string) =>
    call(LOGIN, { email: 'sam@fleetco.example', password }, undefined, clientAddress);
  const tokenOf = async () => (await logIn()).data!.login!.token as string;
  return { world, user, call, logIn, tokenOf };
}

describe('accounts over GraphQL', () => {
  it('logs in to the organisation of the host, answering a token, its end and the user with their brand', async () => {
    const { logIn, user } = await anApi();
    const { data, errors } = await logIn();
    expect(errors).toBeUndefined();
    expect(data!.login).toEqual({
      token: 'token-1',
      expiresAt: '2026-05-04T09:31:00.000Z',
      user: {
        id: user.id,
        email: 'sam@fleetco.example',
        firstName: 'Sam',
        organisation: { orgId: 'fleet-co' },
        whiteLabel: { region: 'AU' },
      },
    });
  });

  it('answers a wrong password and an unknown address alike, with no data', async () => {
    const { call, logIn } = await anApi();
    const wrong = await logIn('Wrong2go!');
    const unknown = await call(LOGIN, { email: 'nobody@fleetco.example', password: PASSWORD });
    expect(wrong).toMatchObject({
      data: null,
      code: 'UNAUTHENTICATED',
      message: 'The e-mail address or password is incorrect.',
    });
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.message).toBe(wrong.message);
  });

  it('limits failed logins per account, with a clear message', async () => {
    const { logIn } = await anApi();
    for (let i = 0; i < 5; i++) await logIn('Wrong2go!', `198.51.100.${i}`);
    expect(await logIn()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Too many unsuccessful login attempts. Please wait 15 minutes and try again, or reset your password.',
    });
  });

  it('refuses a password longer than any real one before hashing it', async () => {
    const { logIn } = await anApi();
    expect((await logIn('x'.repeat(257))).code).toBe('BAD_USER_INPUT');
  });

  it('knows the viewer from the bearer token, and refuses to show another account', async () => {
    const { call, tokenOf, user } = await anApi();
    const token = await tokenOf();
    expect((await call(USER, { email: 'SAM@fleetco.example' }, token)).data).toEqual({
      user: { id: user.id, email: user.email },
    });
    expect(await call(USER, { email: 'other@fleetco.example' }, token)).toMatchObject({
      data: { user: null },
      code: 'FORBIDDEN',
    });
    expect(await call(USER, { email: user.email })).toMatchObject({
      data: { user: null },
      code: 'UNAUTHENTICATED',
    });
  });

  it('accepts a session on its own organisation’s host only, for reads and writes', async () => {
    const { call, tokenOf, user } = await anApi();
    const token = await tokenOf();
    for (const elsewhere of ['lease.kiwifleet.co.nz', 'unknown.example.com']) {
      expect((await call(USER, { email: user.email }, token, undefined, elsewhere)).code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await call('mutation { logout }', {}, token, undefined, elsewhere)).data).toEqual({
        logout: false,
      });
    }
    expect((await call(USER, { email: user.email }, token)).errors).toBeUndefined();
  });

  it('expires the session after 30 minutes without a call, and slides it on every call', async () => {
    const { world, call, tokenOf, user } = await anApi();
    const token = await tokenOf();
    for (let i = 0; i < 4; i++) {
      world.clock.advanceMinutes(29);
      expect((await call(USER, { email: user.email }, token)).errors).toBeUndefined();
    }
    // The timeout counts from the end of the minute in which activity is written (decision 0700).
    world.clock.advanceMinutes(31);
    expect((await call(USER, { email: user.email }, token)).code).toBe('UNAUTHENTICATED');
  });

  it('logs out: the token no longer works; logging out again or without a session answers false', async () => {
    const { call, tokenOf, user } = await anApi();
    const token = await tokenOf();
    expect((await call(LOGOUT, {}, token)).data).toEqual({ logout: true });
    expect((await call(USER, { email: user.email }, token)).code).toBe('UNAUTHENTICATED');
    expect((await call(LOGOUT, {}, token)).data).toEqual({ logout: false });
    expect((await call(LOGOUT)).data).toEqual({ logout: false });
  });

  it('answers true to a reset request whether or not the address is known, mailing only a user', async () => {
    const { world, call } = await anApi();
    expect((await call(REQUEST_RESET, { email: 'nobody@fleetco.example' })).data).toEqual({
      requestPasswordReset: true,
    });
    expect(world.mailer.sent).toHaveLength(0);
    expect((await call(REQUEST_RESET, { email: 'Sam@FleetCo.example' })).data).toEqual({
      requestPasswordReset: true,
    });
    expect(world.mailer.lastLinkTo('sam@fleetco.example')?.url.origin).toBe(`https://${HOST}`);
  });

  describe('resetPassword', () => {
    async function withLink() {
      const api = await anApi();
      await api.call(REQUEST_RESET, { email: 'sam@fleetco.example' });
      const link = api.world.mailer.lastLinkTo('sam@fleetco.example')!;
      const reset = (password: string, hash = link.hash) =>
        api.call(RESET, { email: link.email, hash, password });
      return { ...api, link, reset };
    }

    it('sets the password: no error, the new password signs in and earlier sessions end', async () => {
      const { reset, logIn, tokenOf, call, user } = await withLink();
      const earlier = await tokenOf();
      expect((await reset('Fresh2day!')).data).toEqual({ resetPassword: { error: null } });
      expect((await logIn('Fresh2day!')).errors).toBeUndefined();
      expect((await call(USER, { email: user.email }, earlier)).code).toBe('UNAUTHENTICATED');
    });

    it.each([
      ['Ab1cdef', 'Min password length of 8 characters'],
      ['lease2go!', 'A least (1) upper case letter'],
      ['LEASE2GO!', 'A least (1) lower case letter'],
      ['LeaseToGo!', 'A least (1) number, embedded in the password'],
      ['Leeease2go', 'Max 2 consecutive identical characters'],
    ])('answers %p with %p', async (password, error) => {
      const { reset } = await withLink();
      expect((await reset(password)).data).toEqual({ resetPassword: { error } });
    });

    it('answers the expired message when the link was used, is too old or unknown', async () => {
      const { reset, world } = await withLink();
      expect((await reset('Fresh2day!')).data).toEqual({ resetPassword: { error: null } });
      expect((await reset('Other2day!')).data).toEqual({ resetPassword: { error: TOKEN_EXPIRED_MESSAGE } });
      expect((await reset('Other2day!', 'made-up')).data).toEqual({
        resetPassword: { error: TOKEN_EXPIRED_MESSAGE },
      });

      const late = await withLink();
      late.world.clock.advanceMinutes(61);
      expect((await late.reset('Fresh2day!')).data).toEqual({
        resetPassword: { error: TOKEN_EXPIRED_MESSAGE },
      });
      expect(world.mailer.sent).toHaveLength(1);
    });

    it('tells a signed-out visitor whether the link still works, before a password is typed', async () => {
      const { reset, call, link } = await withLink();
      const check = (hash = link.hash) => call(PASSWORD_LINK, { email: link.email, hash });
      expect((await check()).data).toEqual({ passwordLink: { error: null } });
      expect((await check('made-up')).data).toEqual({ passwordLink: { error: TOKEN_EXPIRED_MESSAGE } });
      expect((await reset('Fresh2day!')).data).toEqual({ resetPassword: { error: null } });
      expect((await check()).data).toEqual({ passwordLink: { error: TOKEN_EXPIRED_MESSAGE } });
      expect((await check('x'.repeat(500))).code).toBe('BAD_USER_INPUT');
    });
  });
});
