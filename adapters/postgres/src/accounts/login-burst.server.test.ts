import { chooseTestServer, serverFactory } from '../testing/test-server';
import { describeLoginBurst } from './login-burst.contract';

const server = chooseTestServer();

if (server.kind !== 'none') {
  describeLoginBurst(
    `a PostgreSQL server (${server.kind === 'url' ? 'DATABASE_URL' : 'Testcontainers'})`,
    serverFactory(server),
  );
} else if (process.env.CI) {
  throw new Error(`The PostgreSQL server suite cannot run: ${server.reason}.`);
} else {
  console.warn(`PostgreSQL login burst suite skipped: ${server.reason}.`);
  describe.skip(`Parallel logins on a PostgreSQL server (skipped: ${server.reason})`, () => {
    it('runs the login burst suite', () => undefined);
  });
}
