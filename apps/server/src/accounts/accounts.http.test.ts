import {
  IssuePasswordResetLink,
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  USERS,
  type PasswordHasher,
  type UserCredentials,
  type Users,
} from '@lease-portal/domain';
import { openDatabaseForTool } from '@lease-portal/postgres';
import request from 'supertest';
import { buildContainer } from '../composition-root';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { accountRouters } from './account-routers';

// The accounts as the running portal serves them: embedded PostgreSQL in a fresh data folder, the
// GraphQL context made from the bearer token, the outbox mailer and its development page. The test
// adds a customer through the support tool's connection, as `lease-admin` would.

let running: TestPortal;
let base: string;

beforeAll(async () => {
  running = await startTestPortal('accounts');
  base = running.base;

  const tool = await openDatabaseForTool({ dataDir: running.dataDir });
  try {
    const container = buildContainer(tool);
    await container.get<Users>(USERS).add({
      id: 'user-sam',
      orgId: 'org-au-demo',
      firstName: 'Sam',
      lastName: 'Driver',
      email: 'sam@fleetco.example',
      region: 'AU',
      createdAt: '2026-05-01T00:00:00.000Z',
    });
    const hash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash('Lease2go!');
    await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash('user-sam', hash);
    await container.get(IssuePasswordResetLink).execute({
      orgId: 'org-au-demo',
      email: 'sam@fleetco.example',
      purpose: 'create-password',
      host: 'au.localhost:3000',
    });
  } finally {
    await tool.close();
  }
}, 60_000);

afterAll(() => running?.stop(), 30_000);

const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const call = request(base).post('/graphql').set('Host', 'au.localhost:3000').send({ query, variables });
  return token ? call.set('Authorization', `Bearer ${token}`) : call;
};

describe('accounts in the running portal', () => {
  it('logs in over HTTP and knows the viewer from the bearer token until logout', async () => {
    const login = await graphql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }',
      { email: 'Sam@FleetCo.example', password: 'Lease2go!' },
    ).expect(200);
    expect(login.body.errors).toBeUndefined();
    const token: string = login.body.data.login.token;
    expect(token).toMatch(/^[\w-]{43}$/);

    const me = 'query { user(email: "sam@fleetco.example", appCode: "portal") { id firstName } }';
    expect((await graphql(me, {}, token)).body.data).toEqual({ user: { id: 'user-sam', firstName: 'Sam' } });
    expect((await graphql('mutation { logout }', {}, token)).body.data).toEqual({ logout: true });
    expect((await graphql(me, {}, token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a browser’s session in an HttpOnly, SameSite cookie, not in anything a script can read', async () => {
    const loginQuery =
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { expiresAt } }';
    const login = await graphql(loginQuery, { email: 'sam@fleetco.example', password: 'Lease2go!' }).expect(
      200,
    );
    const [cookie] = login.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(/^lp_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = cookie!.split(';')[0]!;

    const me = 'query { user(email: "sam@fleetco.example", appCode: "portal") { id } }';
    const withCookie = (query: string) =>
      request(base).post('/graphql').set('Host', 'au.localhost:3000').set('Cookie', session).send({ query });
    expect((await withCookie(me)).body.data).toEqual({ user: { id: 'user-sam' } });

    // Another site cannot make the browser send it: a form post is refused before anything runs.
    await request(base)
      .post('/graphql')
      .set('Host', 'au.localhost:3000')
      .set('Cookie', session)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ query: 'mutation { logout }' }))
      .expect(400);

    const logout = await withCookie('mutation { logout }');
    expect(logout.body.data).toEqual({ logout: true });
    expect((logout.headers['set-cookie'] as unknown as string[])[0]).toMatch(
      /^lp_session=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
    expect((await withCookie(me)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('marks the session cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const login = await graphql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { expiresAt } }',
      { email: 'sam@fleetco.example', password: 'Lease2go!' },
    )
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect((login.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure; SameSite=Lax$/);
  });

  it('keeps the mails in the outbox, shown on /dev/outbox with a link on the organisation domain', async () => {
    const list = await request(base).get('/dev/outbox/').expect(200);
    expect(list.text).toContain('Set up your Southern Cross Fleet password');
    const id = /href="\.\/([^"]+)"/.exec(list.text)![1]!;
    const mail = await request(base).get(`/dev/outbox/${id}`).expect(200);
    expect(mail.text).toContain('http://au.localhost:3000/reset-password?hash=');
    await request(base).get('/dev/outbox/no-such-mail').expect(404);
  });

  it('has no outbox page in production', () => {
    expect(accountRouters(undefined as never, true)).toEqual([]);
  });
});
